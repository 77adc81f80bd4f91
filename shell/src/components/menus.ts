/** Menu entries of spec §2; an entry shows only when its route exists (its area is deployed). */
export interface MenuEntry {
  key: string;
  to: string;
}

export const APP_MENU: MenuEntry[] = [
  { key: 'home', to: '/home' },
  { key: 'blog', to: '/blog' },
  { key: 'bookmarks', to: '/bookmarks' },
  { key: 'favourites', to: '/favourites' },
  { key: 'habits', to: '/habits' },
  { key: 'challenges', to: '/challenges' },
  { key: 'ranking', to: '/ranking' },
  { key: 'bonuses', to: '/mybonuses' },
  { key: 'score', to: '/score' },
  { key: 'stream', to: '/stream' },
];

export const PUBLIC_MENU: MenuEntry[] = [
  { key: 'business', to: '/for_your_company' },
  { key: 'private', to: '/for_you' },
  { key: 'contact', to: '/contact' },
  { key: 'faq', to: '/faq' },
  { key: 'team', to: '/team' },
  { key: 'blog', to: '/blog' },
];

export const FOOTER_MENU: MenuEntry[] = [
  { key: 'terms', to: '/special/terms' },
  { key: 'faq', to: '/faq' },
  { key: 'imprint', to: '/special/imprint' },
  { key: 'privacy', to: '/special/privacy' },
  { key: 'homepage', to: '/' },
  { key: 'team', to: '/team' },
];
