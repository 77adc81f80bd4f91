// The account-owner report (issue 14): the company's participation as aggregates over a period of weeks, by
// location/department under the small-group floor (floor.ts), as JSON and as CSV with the same lines.
import type { Kysely } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/schema';
import { type CompanyReport, REPORT_MIN_GROUP, type ReportGroup } from '../../shared/domain';
import { addDays, localDate } from '../kernel';
import { companyNotFound } from '../companies';
import { applyFloor, type GroupFigures } from './floor';
import { companyName, groupFigures } from './repository';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

/** The report's days are Berlin days (the company's office time). */

export interface ReportsServiceDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

function line(
  figures: GroupFigures,
  weeks: number,
  head: Pick<ReportGroup, 'id' | 'kind' | 'name'>,
): ReportGroup {
  return {
    ...head,
    members: figures.members,
    active_users: figures.active_users,
    // one decimal: enough to compare groups, not a count of single sessions
    exercises_per_week: Math.round((figures.exercises / weeks) * 10) / 10,
    points: figures.points,
    challenge_participants: figures.challenge_participants,
  };
}

const CSV_TEXTS = {
  de: {
    columns: ['Gruppe', 'Art', 'Mitglieder', 'Aktive', 'Übungen pro Woche', 'Punkte', 'In Challenges'],
    kinds: { location: 'Standort', department: 'Abteilung', other: '', total: '' },
    other: 'Sonstige',
    total: 'Gesamt',
    delimiter: ';',
    decimal: ',',
  },
  en: {
    columns: ['Group', 'Kind', 'Members', 'Active', 'Exercises per week', 'Points', 'In challenges'],
    kinds: { location: 'Location', department: 'Department', other: '', total: '' },
    other: 'Other',
    total: 'Total',
    delimiter: ',',
    decimal: '.',
  },
} as const;

export function createReportsService({ db, now = () => new Date() }: ReportsServiceDeps) {
  async function report(companyId: number | null, weeks: number): Promise<CompanyReport> {
    const company = companyId === null ? undefined : await companyName(db, companyId);
    if (!company) throw companyNotFound();
    const to = localDate(now(), BUSINESS_TIME_ZONE);
    const from = addDays(to, -7 * weeks + 1);
    const floored = applyFloor(await groupFigures(db, company.id, from, to), REPORT_MIN_GROUP);
    const groups = floored.groups.map((g) => line(g, weeks, { id: g.id, kind: g.kind ?? 'other', name: g.name }));
    if (floored.other) groups.push(line(floored.other, weeks, { id: null, kind: 'other', name: null }));
    return {
      company: { id: company.id, name: company.name },
      weeks,
      from,
      to,
      min_group: REPORT_MIN_GROUP,
      shown: floored.shown,
      groups,
      total: floored.total && line(floored.total, weeks, { id: null, kind: 'total', name: null }),
    };
  }

  return {
    report,

    /** The same lines as the JSON report (the floor is applied before), with a header in the language. */
    async csv(companyId: number | null, weeks: number, lang: 'de' | 'en'): Promise<{ filename: string; text: string }> {
      const data = await report(companyId, weeks);
      const texts = CSV_TEXTS[lang];
      const number = (n: number) => String(n).replace('.', texts.decimal);
      const rows = [...data.groups, ...(data.total ? [data.total] : [])].map((g) => [
        g.kind === 'other' ? texts.other : g.kind === 'total' ? texts.total : (g.name ?? ''),
        texts.kinds[g.kind],
        g.members,
        g.active_users,
        number(g.exercises_per_week),
        g.points,
        g.challenge_participants,
      ]);
      // a leading =, +, - or @ would run as a formula in a spreadsheet: names are quoted with a ' in front
      const safe = rows.map((r) => r.map((cell) => (typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
      const text = stringify([texts.columns as unknown as string[], ...safe], { delimiter: texts.delimiter, bom: true });
      return { filename: `report-${data.company.id}-${data.from}-${data.to}.csv`, text };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
