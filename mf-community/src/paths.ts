/** Every path of the community area, defined once (routes.json holds the same patterns for the gateway). */
export const paths = {
  score: { path: '/score', getHref: () => '/score' },
  habits: { path: '/habits', getHref: () => '/habits' },
  challenges: { path: '/challenges', getHref: () => '/challenges' },
  challengeEdit: {
    path: '/challenges/create/:id',
    /** `new` creates a challenge; an id edits it; `opponent` preselects a colleague for a duel. */
    getHref: (id: number | 'new' = 'new', opponent?: number) =>
      `/challenges/create/${id}${opponent !== undefined ? `?opponent=${opponent}` : ''}`,
  },
  ranking: { path: '/ranking', getHref: () => '/ranking' },
  team: { path: '/team-feed', getHref: () => '/team-feed' },
} as const;
