// The people the team page (pages-de.ts, pages-en.ts) shows, once for both languages: names are the same in
// every language, only the roles and bios are translated.
import type { ContentLang } from '../../shared/domain';

type Translated = Record<ContentLang, string>;

const MEMBERS: readonly { name: string; role: Translated }[] = [
  {
    name: 'Miriam Vogt',
    role: { de: 'Gründerin und Geschäftsführerin', en: 'Founder and managing director' },
  },
  { name: 'Felix Brandt', role: { de: 'Produkt und Technik', en: 'Product and technology' } },
  {
    name: 'Lena Hoffmann',
    role: { de: 'Physiotherapeutin, Übungsentwicklung', en: 'Physiotherapist, exercise development' },
  },
  {
    name: 'Dr. Jonas Berger',
    role: { de: 'Sportwissenschaftler, Trainingsplanung', en: 'Sports scientist, training plans' },
  },
  { name: 'Aylin Demir', role: { de: 'Ernährungsberaterin, Blog', en: 'Nutrition consultant, blog' } },
  { name: 'Sophie Krüger', role: { de: 'Psychologin, mentale Stärke', en: 'Psychologist, mental strength' } },
  {
    name: 'Daniel Okafor',
    role: { de: 'Kundenbetreuung für Unternehmen', en: 'Customer success for companies' },
  },
];

const EXPERTS: readonly { name: string; role: Translated; bio: Translated }[] = [
  {
    name: 'Sophie Krüger',
    role: { de: 'Psychologin (M. Sc.)', en: 'Psychologist (M.Sc.)' },
    bio: {
      de: 'Gestaltet die Übungen zur mentalen Stärke und schreibt über Stress, Schlaf und Konzentration.',
      en: 'Designs the mental-strength exercises and writes about stress, sleep and concentration.',
    },
  },
  {
    name: 'Lena Hoffmann',
    role: { de: 'Physiotherapeutin', en: 'Physiotherapist' },
    bio: {
      de: 'Prüft jede Übung auf saubere Ausführung und darauf, wann sie bei Beschwerden besser weggelassen wird.',
      en: 'Checks every exercise for clean technique and for when it is better left out with certain aches.',
    },
  },
];

/** The members of the team block in `lang`. */
export function teamMembers(lang: ContentLang): { name: string; role: string }[] {
  return MEMBERS.map(({ name, role }) => ({ name, role: role[lang] }));
}

/** The items of the experts block in `lang`. */
export function teamExperts(lang: ContentLang): { name: string; role: string; bio: string }[] {
  return EXPERTS.map(({ name, role, bio }) => ({ name, role: role[lang], bio: bio[lang] }));
}
