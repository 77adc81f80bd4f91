// Public surface of the calendar module (issue 37): a personal, secret iCalendar feed URL per user with their
// reminder times and the live sessions they asked to be reminded of.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { calendarRoutes } from './routes';

export interface CalendarModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: () => Date;
}

export function createCalendarModule(deps: CalendarModuleDeps): { router: Router } {
  return { router: calendarRoutes(deps) };
}
