// The demo accounts (scripts/start.mjs prints DEMO_USERS; the seed creates them). Keep this file free of
// database imports so the start script can require it cheaply.
import type { BillingInterval, Lang, RegistrationGender, Role, SubscriptionKind } from '../shared/domain';
import { BUSINESS_TIME_ZONE } from '../shared/domain';

export const DEMO_PASSWORD = 'Officefit!2026';

const berlinWeekday = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short' });

/**
 * Calendar days back to the n-th working day (Monday to Friday, Berlin) before today, counted when the seed runs:
 * for a demo whose pattern must be the same on any weekday (Pia's strike that only an absence saves).
 */
export function workingDaysAgo(n: number, now: Date = new Date()): number {
  let daysAgo = 0;
  for (let found = 0; found < n;) {
    daysAgo += 1;
    const day = berlinWeekday.format(new Date(now.getTime() - daysAgo * 86_400_000));
    if (day !== 'Sat' && day !== 'Sun') found += 1;
  }
  return daysAgo;
}

export interface DemoUser {
  email: string;
  /** What this login shows, for the start script's list. */
  description: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  lang: Lang;
  roles: Role[];
  /** Member of the demo company, optionally at a location / in a department (by name). */
  company?: { subcategory: string | null };
  subscription?: { kind: SubscriptionKind; months: number; billingInterval: BillingInterval | null };
  profile?: DemoProfile;
  /** Complete health profile with focus areas and one injury. */
  anamnesis?: boolean;
  points?: DemoPoints[];
}

interface DemoProfile {
  birthdate: string;
  /** Asked once, with the account (issue 39); the health profile's gender code follows from it. */
  gender?: RegistrationGender;
  phoneNumber: string | null;
  times: [string | null, string | null, string | null, string | null];
  weekdays: number[];
  newsletter: number;
  participating: number;
  weeklyGoal: number;
  steps: number;
}

interface DemoPoints {
  points: number;
  reason: string;
  ref: string;
  daysAgo: number;
}

/** A working-week profile with reminders at `times`: no phone number, no newsletter, out of the ranking, 3 a week. */
function workweekProfile(birthdate: string, times: DemoProfile['times']): DemoProfile {
  return {
    birthdate,
    phoneNumber: null,
    times,
    weekdays: [1, 2, 3, 4, 5],
    newsletter: 0,
    participating: 0,
    weeklyGoal: 3,
    steps: 0,
  };
}

/** The registration bonus `welcomeDaysAgo` days back and one exercise (50 points) on each of `exerciseDaysAgo`. */
function trainedOn(welcomeDaysAgo: number, exerciseDaysAgo: number[]): DemoPoints[] {
  return [
    { points: 100, reason: 'registration', ref: 'seed:welcome', daysAgo: welcomeDaysAgo },
    ...exerciseDaysAgo.map((daysAgo, i) => ({
      points: 50,
      reason: 'exercise',
      ref: `seed:exercise-${i + 1}`,
      daysAgo,
    })),
  ];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'demo@example.com',
    description: 'Dana Demo — subscriber at Demo GmbH (Berlin), health profile done, 350 points',
    firstName: 'Dana',
    lastName: 'Demo',
    nickname: 'Dana',
    lang: 'de-DE',
    roles: ['subscriber'],
    company: { subcategory: 'Berlin' },
    subscription: { kind: 'company', months: 12, billingInterval: 'yearly' },
    profile: {
      birthdate: '1990-05-17',
      gender: 'female',
      phoneNumber: '+49 30 1234567',
      times: ['09:30', '14:00', null, null],
      weekdays: [1, 2, 3, 4, 5],
      newsletter: 1,
      participating: 1,
      weeklyGoal: 3,
      steps: 1,
    },
    anamnesis: true,
    points: [
      ...trainedOn(14, [3, 2, 1]),
      { points: 50, reason: 'strike', ref: 'seed:strike-1', daysAgo: 1 },
      { points: 50, reason: 'exercise_share', ref: 'seed:share-1', daysAgo: 1 },
    ],
  },
  {
    email: 'new@example.com',
    description: 'Nico Neu — new subscriber, no health profile yet (goes to /anamnesis)',
    firstName: 'Nico',
    lastName: 'Neu',
    nickname: null,
    lang: 'de-DE',
    roles: ['subscriber'],
    subscription: { kind: 'private', months: 1, billingInterval: 'monthly' },
  },
  {
    email: 'guest@example.com',
    description: 'Gina Gast — guest, no subscription',
    firstName: 'Gina',
    lastName: 'Gast',
    nickname: null,
    lang: 'de-DE',
    roles: ['guest'],
  },
  {
    email: 'admin@example.com',
    description: 'Adam Admin — administrator (admin area)',
    firstName: 'Adam',
    lastName: 'Admin',
    nickname: null,
    lang: 'en-US',
    roles: ['administrator'],
  },
  {
    email: 'service@example.com',
    description: 'Sam Service — customer service (users and customers)',
    firstName: 'Sam',
    lastName: 'Service',
    nickname: null,
    lang: 'de-DE',
    roles: ['customer_service'],
  },
  {
    email: 'owner@example.com',
    description: 'Olga Owner — company owner of Demo GmbH, also a subscriber',
    firstName: 'Olga',
    lastName: 'Owner',
    nickname: null,
    lang: 'de-DE',
    roles: ['subscriber', 'company_owner'],
    company: { subcategory: 'Entwicklung' },
    subscription: { kind: 'company', months: 12, billingInterval: 'yearly' },
  },
  {
    email: 'colleague@example.com',
    description:
      'Colin Kollege — subscriber at Demo GmbH (München), health profile done, 200 points, ranking not unlocked',
    firstName: 'Colin',
    lastName: 'Kollege',
    nickname: null,
    lang: 'de-DE',
    roles: ['subscriber'],
    company: { subcategory: 'München' },
    subscription: { kind: 'company', months: 12, billingInterval: 'yearly' },
    // not in the ranking: the e2e flow unlocks it through the UI
    profile: workweekProfile('1988-09-02', ['10:00', null, null, null]),
    anamnesis: true,
    points: trainedOn(10, [2, 1]),
  },
  {
    email: 'pia@example.com',
    description:
      'Pia Pause — private subscriber back from two days off: trained the 3 working days before, no absence entered yet',
    firstName: 'Pia',
    lastName: 'Pause',
    nickname: null,
    lang: 'de-DE',
    roles: ['subscriber'],
    subscription: { kind: 'private', months: 12, billingInterval: 'yearly' },
    profile: workweekProfile('1993-02-11', [null, null, null, null]),
    anamnesis: true,
    // the last two working days are missed: without an absence for them the strike is gone (e2e profile.spec.ts)
    points: trainedOn(21, [workingDaysAgo(5), workingDaysAgo(4), workingDaysAgo(3)]),
  },
  {
    email: 'marketing@example.com',
    description: 'Mia Marketing — marketing (edits landing pages and blog articles in the admin area)',
    firstName: 'Mia',
    lastName: 'Marketing',
    nickname: null,
    lang: 'de-DE',
    roles: ['marketing'],
  },
];
