// Demo content: the company, Dana's health profile and a few blog posts (the exercises come from seed/catalogue,
// the shop's rewards and coupons from seed/shop/rewards.json).
import type { Insertable } from 'kysely';
import type { AnamnesisInjuriesTable, AnamnesisTable } from '../db/schema';
import type { ContentLang, SubcategoryKind } from '../shared/domain';

export const DEMO_COMPANY = {
  name: 'Demo GmbH',
  enableSubranking: true,
  subcategories: [
    { kind: 'location', name: 'Berlin' },
    { kind: 'location', name: 'München' },
    { kind: 'department', name: 'Vertrieb' },
    { kind: 'department', name: 'Entwicklung' },
  ] satisfies Array<{ kind: SubcategoryKind; name: string }>,
};

/** Dana Demo's completed health profile (without user_id). */
export const DEMO_ANAMNESIS: Omit<Insertable<AnamnesisTable>, 'user_id'> = {
  is_new: false,
  height: 168,
  weight: 62.5,
  sports: ['running', 'hiking'],
  fitness: 2,
  stress: 3,
  physical_health: [],
  diet: 2,
  workhours_sitting: 7,
  bodyfeeling: 3,
  wellness: 3,
  sleep: 2,
  goals: ['painremoval', 'wellbeing'],
  focus: ['mobility', 'sleep'],
  time: 10,
  equipment: 'band',
  suitability: 1,
  accept: true,
  adjustable_table: true,
  workoutdays: 3,
  workoutminutes: 10,
  sports_frequency: 2,
};

export const DEMO_INJURIES: Array<Omit<Insertable<AnamnesisInjuriesTable>, 'anamnesis_id'>> = [
  {
    region: 'cervical_spine',
    duration: 2,
    examined: true,
    problems: 'Verspannungen nach langen Bildschirmtagen',
    more: 'Wiederholte Episode, keine Ausstrahlung in die Arme',
  },
];

export interface DemoTag {
  slug: string;
  name: string;
  lang: ContentLang;
}

export const DEMO_TAGS: DemoTag[] = [
  { slug: 'artikel-movement', name: 'Bewegung', lang: 'de' },
  { slug: 'artikel-nutrition', name: 'Ernährung', lang: 'de' },
  { slug: 'artikel_en-movement', name: 'Movement', lang: 'en' },
  { slug: 'artikel_en-nutrition', name: 'Nutrition', lang: 'en' },
];

export interface DemoPost {
  lang: ContentLang;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  membersOnly: boolean;
  publishedAt: string;
  featuredUrl: string | null;
  tags: string[];
}

export const DEMO_POSTS: DemoPost[] = [
  {
    lang: 'de',
    slug: 'bewegte-pause',
    title: 'Die bewegte Pause: fünf Minuten, die Ihren Arbeitstag verändern',
    excerpt: 'Warum kurze Bewegungspausen mehr bringen als eine lange Sporteinheit am Abend.',
    content:
      '<p>Wer acht Stunden am Schreibtisch sitzt, belastet Rücken und Nacken einseitig. Schon fünf Minuten Bewegung alle zwei Stunden lockern die Muskulatur, bringen den Kreislauf in Schwung und verbessern die Konzentration.</p><p>Starten Sie mit einer Mobilisationsübung für die Wirbelsäule und ergänzen Sie eine Kräftigung für den oberen Rücken. Wichtig ist nicht die Intensität, sondern die Regelmäßigkeit.</p>',
    membersOnly: false,
    publishedAt: '2026-01-12T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel-movement'],
  },
  {
    lang: 'de',
    slug: 'snacks-fuers-buero',
    title: 'Gesunde Snacks fürs Büro',
    excerpt: 'Energie ohne Nachmittagstief: Ideen für Snacks, die satt und wach halten.',
    content:
      '<p>Das Tief nach dem Mittagessen kennt fast jeder. Snacks mit Eiweiß und Ballaststoffen – Nüsse, Naturjoghurt mit Beeren oder Gemüsesticks mit Hummus – halten den Blutzucker stabil.</p><p>Stellen Sie sich morgens eine kleine Box zusammen, dann greifen Sie am Nachmittag nicht zum Schokoriegel.</p>',
    membersOnly: true,
    publishedAt: '2026-01-19T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel-nutrition'],
  },
  {
    lang: 'en',
    slug: 'active-break',
    title: 'The active break: five minutes that change your working day',
    excerpt: 'Why short movement breaks do more than one long workout in the evening.',
    content:
      '<p>Sitting at a desk for eight hours puts a one-sided load on your back and neck. Just five minutes of movement every two hours loosens your muscles, gets your circulation going and improves your focus.</p><p>Start with a mobility exercise for your spine and add one that strengthens your upper back. Regularity matters more than intensity.</p>',
    membersOnly: false,
    publishedAt: '2026-01-12T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel_en-movement'],
  },
  {
    lang: 'en',
    slug: 'office-snacks',
    title: 'Healthy snacks for the office',
    excerpt: 'Energy without the afternoon slump: snack ideas that keep you full and alert.',
    content:
      '<p>Almost everyone knows the slump after lunch. Snacks with protein and fibre – nuts, plain yoghurt with berries or vegetable sticks with hummus – keep your blood sugar steady.</p><p>Pack a small box in the morning and you will not reach for a chocolate bar in the afternoon.</p>',
    membersOnly: false,
    publishedAt: '2026-01-19T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel_en-nutrition'],
  },
];
