// officefit/v1/reminders: the signed-in user's reminder setting (spec §2 /profile, §3 time..time4). Any user may
// keep a setting; reminders go out only while a membership grants access (spec §6), which `active` shows.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import type { ReminderSettings } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { hhmmOrNull } from '../../shared/format';
import { input, validate } from '../../shared/validate';
import { countPushDevices } from './push-devices';
import { readSettings, type ReminderSettingsRow, writeSettings } from './repository';
import { noQuery, remindersBody } from './schemas';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function toSettings(
  row: ReminderSettingsRow,
  active: boolean,
  devices: number,
  smsAvailable: boolean,
): ReminderSettings {
  return {
    times: [row.time, row.time2, row.time3, row.time4]
      .map((time) => hhmmOrNull(time))
      .filter((time): time is string => time !== null)
      .sort(),
    weekdays: [...row.reminder_weekdays].sort((a, b) => a - b),
    per_push: flag(row.per_push),
    per_mail: flag(row.per_mail),
    sms: smsAvailable ? flag(row.sms) : 0,
    sms_available: smsAvailable,
    time_zone: row.time_zone,
    active,
    push_devices: devices,
  };
}

export function remindersRoutes(deps: {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  smsAvailable: boolean;
}): Router {
  const { db, requireAuth, smsAvailable } = deps;
  const router = Router();

  const answer = async (userId: number, active: boolean) => {
    const [row, devices] = await Promise.all([readSettings(db, userId), countPushDevices(db, userId)]);
    return toSettings(row, active, devices, smsAvailable);
  };

  router.get('/reminders', requireAuth, validate({ query: noQuery }), async (req, res) => {
    const user = currentUser(req);
    res.json(await answer(user.id, user.subscribed));
  });

  router.put('/reminders', requireAuth, validate({ body: remindersBody }), async (req, res) => {
    const user = currentUser(req);
    const body = input(req, 'body', remindersBody);
    if (body.sms === 1 && !smsAvailable)
      throw new AppError(
        'conflict',
        'reminders_sms_unavailable',
        'SMS reminders are not offered on this site.',
      );
    await writeSettings(db, user.id, {
      ...body,
      times: [...body.times].sort(),
      weekdays: [...body.weekdays].sort((a, b) => a - b),
    });
    res.json(await answer(user.id, user.subscribed));
  });

  return router;
}
