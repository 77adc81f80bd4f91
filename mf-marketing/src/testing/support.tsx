// Test helpers for the marketing screens (jest only): the shared ones of @officefit/testing (real store and router,
// theme and i18n, a fetch stub that records every call), the marketing texts and the marketing test data.
import type { ReactElement } from 'react';
import { registerNamespace } from '@officefit/i18n';
import { renderRoute as renderScreen, type RenderRouteOptions } from '@officefit/testing';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import type { WpPost } from '../features/blog/api/types';

export { callsTo, Reply, stubFetch, wpError, wpList, type SeenCall } from '@officefit/testing';

registerNamespace('marketing', { de, en });

/** Renders a screen at `url` under the route `path`; the marketing pages are public, so logged out unless told. */
export function renderRoute(element: ReactElement, options: RenderRouteOptions) {
  return renderScreen(element, { ...options, loggedIn: options.loggedIn ?? false });
}

/** Test data: an article, every field of the wire type (`excerpt`/`content` may be given as text only). */
export function post(
  overrides: Omit<Partial<WpPost>, 'excerpt' | 'content'> & {
    excerpt?: { rendered: string };
    content?: { rendered: string };
  } = {},
): WpPost {
  const { excerpt, content, ...rest } = overrides;
  return {
    id: 7,
    date: '2026-10-01T08:00:00.000Z',
    date_gmt: '2026-10-01T08:00:00',
    modified: '2026-10-01T08:00:00.000Z',
    modified_gmt: '2026-10-01T08:00:00',
    guid: { rendered: '/?p=7' },
    slug: 'ruecken-am-schreibtisch',
    lang: 'de',
    status: 'publish',
    type: 'post',
    link: '/blog/7',
    title: { rendered: 'Rücken &amp; Schreibtisch' },
    excerpt: { rendered: '<p>Drei Übungen für zwischendurch.</p>\n', ...excerpt, protected: false },
    content: { rendered: '<p>Setzen Sie sich aufrecht hin.</p>', ...content, protected: false },
    author: 0,
    author_name: '',
    featured_media: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: [],
    categories: [1],
    tags: [1001],
    members_only: false,
    more_data: {
      featured_url: null,
      featured_alt: '',
      category: 'blog',
      reading_minutes: 3,
      translation_id: null,
    },
    isFavourite: false,
    isRead: false,
    rating: { average: 4.5, count: 2, mine: null },
    ...rest,
  };
}

/** Test data: the blog configuration. */
export const blogConfig = {
  categories: { blog: 1, diet: 2, mental: 3 },
  mentalTagIds: { de: 45, en: 158 },
  tagPrefixes: { article: { de: 'artikel-', en: 'artikel_en-' }, diet: { de: 'food-', en: 'food_en-' } },
  tagsPerPage: 40,
  categoryPostsPerPage: 100,
  membersAccessMarker: 'members-access-error',
};
