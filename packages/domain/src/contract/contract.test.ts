import type { z } from 'zod';
import {
  ANAMNESIS_DEFAULTS,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_MEMBERS_MAX,
  CHALLENGE_WAGER_MAX,
  CMS_POST_SLUG_MAX,
  CMS_POST_TITLE_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  HABIT_NAME_MAX,
  MAX_BLOCKS,
  PAGE_TITLE_MAX,
  STEPS_PER_DAY_MAX,
  TEAM_NAME_MAX,
  challengePickRanges,
  challengeTeamProblem,
  contactBodySchema,
  createCmsPostBodySchema,
  createChallengeBodySchema,
  pageContentBodySchema,
  putHabitsBodySchema,
  putStepsBodySchema,
  saveAnamnesisBodySchema,
  updateCmsPostBodySchema,
} from '../index';

/** The issues of a parse as `path: code` (custom codes by their name), or [] when it passes. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const code = issue.code === 'custom' ? String(issue.params?.code) : issue.code;
    return `${issue.path.join('.')}: ${code}`;
  });
}

describe('challenges', () => {
  const duel = { kind: 'duel', type: 0, duration: 7 };

  test('goal, wager and team names pass at their limit and fail one above', () => {
    expect(problems(createChallengeBodySchema, { ...duel, goal: CHALLENGE_GOAL_MAX })).toEqual([]);
    expect(problems(createChallengeBodySchema, { ...duel, goal: CHALLENGE_GOAL_MAX + 1 })).toEqual([
      'goal: too_big',
    ]);
    expect(problems(createChallengeBodySchema, { ...duel, goal: 0 })).toEqual(['goal: too_small']);
    expect(problems(createChallengeBodySchema, { ...duel, wager: CHALLENGE_WAGER_MAX })).toEqual([]);
    expect(problems(createChallengeBodySchema, { ...duel, wager: CHALLENGE_WAGER_MAX + 1 })).toEqual([
      'wager: too_big',
    ]);
    expect(problems(createChallengeBodySchema, { ...duel, team_name: 'x'.repeat(TEAM_NAME_MAX) })).toEqual(
      [],
    );
    expect(
      problems(createChallengeBodySchema, { ...duel, team_name: 'x'.repeat(TEAM_NAME_MAX + 1) }),
    ).toEqual(['team_name: too_big']);
  });

  test('numbers come as JSON numbers or numeric strings (WordPress clients), with the defaults filled in', () => {
    const parsed = createChallengeBodySchema.parse({ ...duel, duration: '14', goal: '20' });
    expect(parsed).toMatchObject({ duration: 14, goal: 20, wager: 0, partners: [], opponents: [] });
    expect(problems(createChallengeBodySchema, { ...duel, start: '2025-02-30' })).toEqual([
      'start: invalid_date',
    ]);
  });

  test('member lists hold at most the largest team without its owner', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const company = { kind: 'company', type: 1, duration: 7 };
    expect(problems(createChallengeBodySchema, { ...company, partners: ids(CHALLENGE_MEMBERS_MAX) })).toEqual(
      [],
    );
    expect(
      problems(createChallengeBodySchema, { ...company, partners: ids(CHALLENGE_MEMBERS_MAX + 1) }),
    ).toEqual(['partners: too_big']);
  });

  test('team sizes in one encoding: the form ranges follow from the members per team', () => {
    expect(challengePickRanges('duel')).toEqual({ partners: [0, 0], opponents: [0, 1] });
    expect(challengePickRanges('couple')).toEqual({ partners: [1, 1], opponents: [2, 2] });
    expect(challengePickRanges('team')).toEqual({ partners: [1, 9], opponents: [2, 10] });
    expect(challengePickRanges('company')).toEqual({ partners: [1, 49], opponents: [0, 0] });
    expect(challengeTeamProblem('team', [2], [3, 4])).toBeNull();
    expect(challengeTeamProblem('team', [2], [3, 4, 5])?.code).toBe('challenge_teams_unequal');
    expect(challengeTeamProblem('couple', [2], [2, 3])?.code).toBe('person_twice');
    expect(challengeTeamProblem('couple', [], [2, 3])).toMatchObject({
      path: 'partners',
      code: 'challenge_partners_range',
      min: 1,
      max: 1,
    });
  });
});

describe('contact', () => {
  const valid = { name: 'Anna', email: 'anna@example.com', consent: true, trial: false, message: 'Hi' };

  test('name and message pass at their limit and fail one above; a contact request needs a message', () => {
    expect(problems(contactBodySchema, { ...valid, name: 'x'.repeat(CONTACT_NAME_MAX) })).toEqual([]);
    expect(problems(contactBodySchema, { ...valid, name: 'x'.repeat(CONTACT_NAME_MAX + 1) })).toEqual([
      'name: too_big',
    ]);
    expect(problems(contactBodySchema, { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) })).toEqual([
      'message: too_big',
    ]);
    expect(problems(contactBodySchema, { ...valid, message: '' })).toEqual(['message: message_required']);
    expect(problems(contactBodySchema, { ...valid, message: '', trial: true })).toEqual([]);
    expect(problems(contactBodySchema, { ...valid, consent: false })).toEqual(['consent: invalid_value']);
    expect(problems(contactBodySchema, { ...valid, email: 'no-address' })).toEqual(['email: invalid_format']);
  });
});

describe('anamnesis', () => {
  test('the defaults are a valid body; scales and sets keep their limits', () => {
    expect(problems(saveAnamnesisBodySchema, { anamnesis: ANAMNESIS_DEFAULTS, injuries: [] })).toEqual([]);
    expect(problems(saveAnamnesisBodySchema, { anamnesis: { stress: 6 } })).toEqual([
      'anamnesis.stress: too_big',
    ]);
    expect(problems(saveAnamnesisBodySchema, { anamnesis: { goals: ['muscle', 'muscle'] } })).toEqual([
      'anamnesis.goals: values_repeat',
    ]);
    expect(problems(saveAnamnesisBodySchema, { anamnesis: { time: 20 } })).toEqual([
      'anamnesis.time: training_time',
    ]);
  });
});

describe('cms pages', () => {
  test('title and block count pass at their limit and fail one above; links stay on the site', () => {
    const page = (title: string, blocks: unknown[] = []) => ({ title, blocks });
    expect(problems(pageContentBodySchema, page('x'.repeat(PAGE_TITLE_MAX)))).toEqual([]);
    expect(problems(pageContentBodySchema, page('x'.repeat(PAGE_TITLE_MAX + 1)))).toEqual(['title: too_big']);
    const text = { type: 'text', html: '<p>Hi</p>' };
    expect(problems(pageContentBodySchema, page('T', Array(MAX_BLOCKS).fill(text)))).toEqual([]);
    expect(problems(pageContentBodySchema, page('T', Array(MAX_BLOCKS + 1).fill(text)))).toEqual([
      'blocks: too_big',
    ]);
    expect(
      problems(
        pageContentBodySchema,
        page('T', [{ type: 'cta', heading: 'H', label: 'L', href: 'https://x.io' }]),
      ),
    ).toEqual(['blocks.0.href: site_href']);
    expect(problems(pageContentBodySchema, page('T', [{ type: 'text', html: '<iframe></iframe>' }]))).toEqual(
      ['blocks.0.html: html_problem'],
    );
  });
});

describe('cms posts', () => {
  const post = { lang: 'de', slug: 'ruecken', title: 'Rücken' };

  test('slug, title, body and picture keep their rules; the rest has defaults', () => {
    expect(createCmsPostBodySchema.parse(post)).toMatchObject({
      status: 'draft',
      featured_url: null,
      tags: [],
    });
    expect(problems(createCmsPostBodySchema, { ...post, slug: 'x'.repeat(CMS_POST_SLUG_MAX) })).toEqual([]);
    expect(problems(createCmsPostBodySchema, { ...post, slug: 'Bad Slug' })).toEqual([
      'slug: invalid_format',
    ]);
    expect(problems(createCmsPostBodySchema, { ...post, title: 'x'.repeat(CMS_POST_TITLE_MAX + 1) })).toEqual(
      ['title: too_big'],
    );
    expect(problems(createCmsPostBodySchema, { ...post, content: '<div>x</div>' })).toEqual([
      'content: html_problem',
    ]);
    expect(problems(createCmsPostBodySchema, { ...post, featured_url: 'https://x.io/a.png' })).toEqual([
      'featured_url: site_path',
    ]);
  });

  test('an update changes any field but the language', () => {
    expect(problems(updateCmsPostBodySchema, { title: 'Neu' })).toEqual([]);
    expect(problems(updateCmsPostBodySchema, { lang: 'en' })).toEqual([': unrecognized_keys']);
  });
});

describe('habits and steps', () => {
  test('habit names and steps keep their limits', () => {
    const habit = (name: string) => ({ habits: [{ name, typ: 'mental' }] });
    expect(problems(putHabitsBodySchema, habit('x'.repeat(HABIT_NAME_MAX)))).toEqual([]);
    expect(problems(putHabitsBodySchema, habit('x'.repeat(HABIT_NAME_MAX + 1)))).toEqual([
      'habits.0.name: too_big',
    ]);
    expect(problems(putStepsBodySchema, { date: '2026-01-01', steps: STEPS_PER_DAY_MAX })).toEqual([]);
    expect(problems(putStepsBodySchema, { date: '2026-01-01', steps: STEPS_PER_DAY_MAX + 1 })).toEqual([
      'steps: too_big',
    ]);
  });
});
