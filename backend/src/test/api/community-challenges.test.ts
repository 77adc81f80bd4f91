// Challenges: opt-in, create/edit/delete/accept/decline, the rules (type and duration, equal teams, the limit of 3,
// the wager, suitable members), percent and pos, cheering, team photos and the access of other users.
// March 2026: Wed 4 is "today" (Berlin UTC+1).
import sharp from 'sharp';
import request from 'supertest';
import { MAX_ACTIVE_CHALLENGES, TEAM_PHOTO_MAX_BYTES } from '../../modules/kernel';
import { useClockedTestApp, useExerciseIds } from '../clocked-app';
import { BASE, communityHelpers, type CommunityUserFixture, PNG_1PX } from '../community-fixtures';
import { tokenFor } from '../test-app';
import { createMemoryStorage } from '../../shared/storage';
import { expectWpError } from '../wp-error';

const storage = createMemoryStorage();
let n = 0;

const t = useClockedTestApp('2026-03-04T09:00:00Z', { storage });
const h = communityHelpers(t);
const ex = useExerciseIds(t, 6);
beforeEach(() => t.setNow('2026-03-04T09:00:00Z'));

/** A fresh opted-in colleague with 500 points (unique e-mail per call). */
const colleague = (options: Parameters<ReturnType<typeof communityHelpers>['user']>[1] = {}) =>
  h.user(`c${++n}@example.com`, { points: 500, ...options });

const duel = h.duel;

async function runningDuel(owner: CommunityUserFixture, opponent: CommunityUserFixture, extra = {}) {
  const created = await duel(owner, opponent, extra);
  expect(created.status).toBe(201);
  const accepted = await h.put(opponent.token, `challenge/${created.body.data.id}/accept`);
  expect(accepted.status).toBe(200);
  return accepted.body.data as { id: number; state: string };
}

test('every call needs a token', async () => {
  expect((await h.get(undefined, 'challenge')).status).toBe(401);
  expect((await h.post(undefined, 'challenge', {})).status).toBe(401);
  expect((await h.put(undefined, 'participating', { participating: 1 })).status).toBe(401);
});

test('the ranking must be unlocked before creating a challenge; opting in sets me meta participating', async () => {
  const a = await h.user('optin-a@example.com', { participating: false, points: 100 });
  const b = await colleague();
  const before = await h.count('challenges');
  const res = await duel(a, b);
  expectWpError(res, 403, 'rest_not_participating', 'Please unlock the ranking first.');
  expect(await h.count('challenges')).toBe(before);
  expect((await h.get(a.token, 'coworkers')).status).toBe(403);

  const optIn = await h.put(a.token, 'participating', { participating: 1 });
  expect(optIn.body).toEqual({ participating: 1, declined: 0 });
  expect((await h.get(a.token, 'me')).body.meta.participating).toBe(1);
  expect((await duel(a, b)).status).toBe(201);
  expect((await h.put(a.token, 'participating', { participating: 'yes' })).status).toBe(400);
});

test('a duel: created → waiting; the opponent accepts → running since today for the duration', async () => {
  const owner = await colleague({ nickname: 'Speedy' });
  const opponent = await colleague();
  const created = await duel(owner, opponent, { wager: 50, team_name: 'Blitz', exercise: ex[0] });
  expect(created.status).toBe(201);
  const c = created.body.data;
  expect(created.body.res).toBe(true);
  expect(c).toMatchObject({
    type: 0,
    kind: 'duel',
    state: 'waiting',
    goal: 4,
    wager: 50,
    duration: 7,
    start: '2026-03-04',
    running_since: null,
    ends_on: null,
    team_name: 'Blitz',
    my_status: 'owner',
    can_edit: true,
    can_delete: true,
    can_accept: false,
    exercise: { id: ex[0] },
  });
  expect(c.owner).toMatchObject({ id: owner.id, name: 'Speedy', last_name: '', percent: 0 });
  expect(c.opponent).toMatchObject({ id: opponent.id, percent: 0 });
  expect(c.participants.map((p: { status: string }) => p.status)).toEqual(['accepted', 'invited']);

  const list = await h.get(opponent.token, 'challenge');
  expect(list.status).toBe(200);
  expect(list.body.res).toBe(true);
  expect(list.body.data[0]).toMatchObject({
    id: c.id,
    my_status: 'invited',
    can_accept: true,
    can_decline: true,
  });
  expect(list.body.meta).toMatchObject({
    participating: 1,
    active: 0,
    limit: 3,
    points: 500,
    available_points: 500,
  });

  const accepted = await h.put(opponent.token, `challenge/${c.id}/accept`);
  expect(accepted.status).toBe(200);
  expect(accepted.body.data).toMatchObject({
    state: 'running',
    running_since: '2026-03-04',
    ends_on: '2026-03-10',
    my_status: 'accepted',
  });
  // both see it running; the wager is checked, not held
  for (const user of [owner, opponent]) {
    const mine = await h.get(user.token, `challenge/${c.id}`);
    expect(mine.body.data.state).toBe('running');
    expect(await h.points(user.id)).toBe(500);
  }
  expect((await h.get(opponent.token, 'challenge')).body.meta).toMatchObject({
    active: 1,
    available_points: 450,
  });
  // a second accept is no longer open
  expect((await h.put(opponent.token, `challenge/${c.id}/accept`)).body.code).toBe('challenge_not_open');
});

test('a start date in the future: everybody accepted → not started, then running from the start date', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const created = await duel(owner, opponent, { start: '2026-03-09' });
  const accepted = await h.put(opponent.token, `challenge/${created.body.data.id}/accept`);
  expect(accepted.body.data).toMatchObject({
    state: 'not_started',
    running_since: '2026-03-09',
    ends_on: '2026-03-15',
  });
  t.setNow('2026-03-09T09:00:00Z');
  expect((await h.get(owner.token, `challenge/${created.body.data.id}`)).body.data.state).toBe('running');
});

test('equal percent in a duel: the opponent ranks first; more progress moves the owner ahead', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const c = await runningDuel(owner, opponent);
  const read = async () => (await h.get(owner.token, `challenge/${c.id}`)).body.data;
  let data = await read();
  expect([data.owner.pos, data.opponent.pos]).toEqual([2, 1]); // 0 % = 0 %
  for (const id of ex.slice(0, 2)) {
    await h.finish(owner.token, id);
    await h.finish(opponent.token, id);
  }
  data = await read();
  expect([data.owner.percent, data.opponent.percent]).toEqual([50, 50]);
  expect([data.owner.done, data.opponent.done]).toEqual([2, 2]);
  expect([data.owner.pos, data.opponent.pos]).toEqual([2, 1]);
  await h.finish(owner.token, ex[2]!);
  data = await read();
  expect([data.owner.percent, data.opponent.percent]).toEqual([75, 50]);
  expect([data.owner.pos, data.opponent.pos]).toEqual([1, 2]);
  expect(data.teams.map((team: { pos: number }) => team.pos)).toEqual([1, 2]);
});

test('only what participants finish after the start counts: not earlier on the start day', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  t.setNow('2026-03-04T07:00:00Z'); // 08:00 in Berlin, before the challenge exists
  await h.finish(owner.token, ex[3]!);
  await h.finish(opponent.token, ex[3]!);
  t.setNow('2026-03-04T09:00:00Z');
  const created = await duel(owner, opponent);
  t.setNow('2026-03-04T09:30:00Z');
  const { id } = (await h.put(opponent.token, `challenge/${created.body.data.id}/accept`)).body.data;
  const read = async () => (await h.get(owner.token, `challenge/${id}`)).body.data;
  const started = await read();
  expect([started.state, started.owner.done, started.opponent.done]).toEqual(['running', 0, 0]);
  t.setNow('2026-03-04T10:00:00Z');
  await h.finish(owner.token, ex[4]!);
  const data = await read();
  expect([data.owner.done, data.opponent.done]).toEqual([1, 0]);
});

test('a challenge that starts on a later day counts that whole day', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const created = await duel(owner, opponent, { start: '2026-03-05' });
  const { id } = (await h.put(opponent.token, `challenge/${created.body.data.id}/accept`)).body.data;
  t.setNow('2026-03-04T23:30:00Z'); // 00:30 on the 5th in Berlin
  await h.finish(owner.token, ex[5]!);
  expect((await h.get(owner.token, `challenge/${id}`)).body.data.owner.done).toBe(1);
});

test('a team name already used by a current challenge of the company → 409 "Name used already"', async () => {
  const [a, b, c, d] = [await colleague(), await colleague(), await colleague(), await colleague()];
  const first = await duel(a, b, { team_name: 'Die Flinken', opponent_team_name: 'Die Starken' });
  expect(first.status).toBe(201);
  const before = await h.count('challenges');
  for (const names of [
    { team_name: 'die flinken ' },
    { opponent_team_name: 'Die Starken' },
    { team_name: 'Gleich', opponent_team_name: 'gleich' },
  ]) {
    const res = await duel(c, d, names);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'challenge_name_used', message: 'Name used already' });
    expect(res.body.data.status).toBe(409);
    expect(Object.keys(res.body.data.params)).toEqual(
      Object.keys(names).filter((k) => k !== 'team_name' || !('opponent_team_name' in names)),
    );
  }
  expect(await h.count('challenges')).toBe(before);
  // empty names are not names; an edit may keep its own names but not take another challenge's
  const second = await duel(c, d, { team_name: 'Die Schnellen' });
  expect(second.status).toBe(201);
  const own = await h.put(c.token, `challenge/${second.body.data.id}`, {
    team_name: 'Die Schnellen',
    goal: 5,
  });
  expect(own.status).toBe(200);
  const taken = await h.put(c.token, `challenge/${second.body.data.id}`, {
    opponent_team_name: 'DIE FLINKEN',
  });
  expect(taken.status).toBe(409);
  expect(taken.body.code).toBe('challenge_name_used');
  expect(taken.body.data.params).toEqual({ opponent_team_name: 'Name used already' });
});

test('the duration and the type must be chosen; the type must match the kind; bad input writes nothing', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const before = await h.count('challenges');
  const missing = await h.post(owner.token, 'challenge', { kind: 'duel', opponents: [opponent.id] });
  expect(missing.status).toBe(400);
  expect(missing.body.code).toBe('rest_invalid_param');
  expect(missing.body.data.params).toEqual({
    type: 'type is a required parameter.',
    duration: 'duration is a required parameter.',
  });
  const wrongType = await duel(owner, opponent, { type: 1 });
  expect(wrongType.body.data.params).toHaveProperty('type');
  const bad = [
    { duration: 0 },
    { duration: 91 },
    { goal: 0 },
    { wager: -1 },
    { start: '2026-03-03' },
    { start: '2026-02-30' },
    { team_name: 'x'.repeat(61) },
    { exercise: 999999 },
    { unknown: 1 },
  ];
  for (const extra of bad) {
    const res = await duel(owner, opponent, extra);
    expect([res.status, res.body.code, extra]).toEqual([400, 'rest_invalid_param', extra]);
  }
  expect((await duel(owner, opponent, { start: '2026-03-03' })).body.data.params.start).toBe(
    'Start date must not be in the past',
  );
  expect(await h.count('challenges')).toBe(before);
});

test('both teams need the same number of members (couple 2:2, team n:n); nothing is written otherwise', async () => {
  const [a, b, c, d, e] = [
    await colleague(),
    await colleague(),
    await colleague(),
    await colleague(),
    await colleague(),
  ];
  const before = { challenges: await h.count('challenges'), people: await h.count('challenge_participants') };
  const unequal = await h.post(a.token, 'challenge', {
    kind: 'team',
    type: 1,
    duration: 14,
    partners: [b.id],
    opponents: [c.id, d.id, e.id],
  });
  expectWpError(unequal, 400, 'challenge_teams_unequal', 'Both teams need the same number of members.');
  const couple = await h.post(a.token, 'challenge', {
    kind: 'couple',
    type: 1,
    duration: 14,
    partners: [],
    opponents: [c.id, d.id],
  });
  expect(couple.body.code).toBe('challenge_teams_unequal');
  const twice = await h.post(a.token, 'challenge', {
    kind: 'couple',
    type: 1,
    duration: 14,
    partners: [b.id],
    opponents: [b.id, c.id],
  });
  expect(twice.body.code).toBe('rest_invalid_param');
  expect({
    challenges: await h.count('challenges'),
    people: await h.count('challenge_participants'),
  }).toEqual(before);

  const ok = await h.post(a.token, 'challenge', {
    kind: 'couple',
    type: 1,
    duration: 14,
    partners: [b.id],
    opponents: [c.id, d.id],
    team_name: 'A-Team',
    opponent_team_name: 'B-Team',
  });
  expect(ok.status).toBe(201);
  expect(
    ok.body.data.teams.map((team: { name: string; members: unknown[] }) => [team.name, team.members.length]),
  ).toEqual([
    ['A-Team', 2],
    ['B-Team', 2],
  ]);
  expect(ok.body.data.owner).toBeNull();
});

test(`at most ${MAX_ACTIVE_CHALLENGES} active challenges: the fourth is refused at create and at accept`, async () => {
  const busy = await colleague();
  const others = [await colleague(), await colleague(), await colleague(), await colleague()];
  const ids: number[] = [];
  for (const other of others.slice(0, 3)) {
    const res = await duel(busy, other);
    expect(res.status).toBe(201);
    ids.push(res.body.data.id);
  }
  const before = await h.count('challenges');
  const fourth = await duel(busy, others[3]!);
  expectWpError(
    fourth,
    409,
    'challenge_limit',
    'Limit reached. You are already participating in 3 challenges.',
  );
  expect(await h.count('challenges')).toBe(before);

  // invitations do not count, but accepting a fourth does
  const inviter = await colleague();
  const invitation = await duel(inviter, busy);
  expect(invitation.status).toBe(409); // busy is at the limit: not a suitable opponent
  expect(invitation.body.code).toBe('no_suitable_members');
  const other = await colleague();
  const invite = await duel(inviter, other);
  expect(invite.status).toBe(201);
  for (let i = 0; i < 3; i++) expect((await duel(other, await colleague())).status).toBe(201);
  const accept = await h.put(other.token, `challenge/${invite.body.data.id}/accept`);
  expect(accept.status).toBe(409);
  expect(accept.body.message).toBe('Limit reached. You are already participating in 3 challenges.');
  expect((await h.get(inviter.token, `challenge/${invite.body.data.id}`)).body.data.state).toBe('waiting');
  // a declined challenge is no longer active
  const declined = await h.put(others[0]!.token, `challenge/${ids[0]}/decline`);
  expect(declined.body.data.state).toBe('declined');
  expect((await duel(busy, others[3]!)).status).toBe(201);
});

test('a wager larger than the points is refused at create and at accept ("Not enough points")', async () => {
  const poor = await colleague({ points: 0 });
  await h.givePoints(poor.id, 30);
  const rich = await colleague({ points: 1000 });
  const before = await h.count('challenges');
  const create = await duel(poor, rich, { wager: 31 });
  expectWpError(create, 409, 'not_enough_points', 'Not enough points');
  expect(await h.count('challenges')).toBe(before);
  expect((await duel(poor, rich, { wager: 30 })).status).toBe(201);

  const invite = await duel(rich, poor, { wager: 100 });
  expect(invite.status).toBe(201);
  const accept = await h.put(poor.token, `challenge/${invite.body.data.id}/accept`);
  expect(accept.status).toBe(409);
  expect(accept.body.message).toBe('Not enough points');
  // the 30 points already promised in the first duel are not available twice
  const small = await duel(rich, poor, { wager: 1 });
  expect((await h.put(poor.token, `challenge/${small.body.data.id}/accept`)).body.code).toBe(
    'not_enough_points',
  );
  // a company challenge has no wager
  expect(
    (
      await h.post(rich.token, 'challenge', {
        kind: 'company',
        type: 1,
        duration: 7,
        wager: 5,
        partners: [poor.id],
      })
    ).status,
  ).toBe(400);
});

test('opted-out users are never suitable: explicit opponent, random opponent, nobody left', async () => {
  const owner = await h.user('lonely@example.com', { company: false, points: 100 });
  const out = await colleague({ participating: false });
  // without a company nobody fits
  const none = await h.post(owner.token, 'challenge', { kind: 'duel', type: 0, duration: 7 });
  expectWpError(none, 409, 'no_suitable_members', 'No suitable members are available');

  const me = await colleague();
  const before = await h.count('challenges');
  const explicit = await duel(me, out);
  expect(explicit.status).toBe(409);
  expect(explicit.body.code).toBe('no_suitable_members');
  expect(explicit.body.data.params).toEqual({ [String(out.id)]: 'This member cannot take part.' });
  // another company's user is not suitable either
  const stranger = await h.user('stranger@example.com', { company: false });
  expect((await duel(me, stranger)).body.code).toBe('no_suitable_members');
  expect(await h.count('challenges')).toBe(before);

  // a random opponent is one of the opted-in colleagues with enough points
  const random = await h.post(me.token, 'challenge', { kind: 'duel', type: 0, duration: 7, wager: 400 });
  expect(random.status).toBe(201);
  const picked = random.body.data.opponent.id;
  expect(picked).not.toBe(out.id);
  const pickedRow = await t.db
    .selectFrom('users')
    .select('participating')
    .where('id', '=', picked)
    .executeTakeFirstOrThrow();
  expect(pickedRow.participating).toBe(1);
  expect(await h.points(picked)).toBeGreaterThanOrEqual(400);
  // nobody has 9,999 points to spare
  expect(
    (await h.post(me.token, 'challenge', { kind: 'duel', type: 0, duration: 7, wager: 9999 })).status,
  ).toBe(409);
});

test("another user's challenge is refused: read, edit, delete, accept, decline, photo", async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const outsider = await colleague();
  const created = await duel(owner, opponent);
  const id = created.body.data.id;
  const snapshot = await t.db
    .selectFrom('challenges')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect((await h.get(outsider.token, `challenge/${id}`)).status).toBe(404);
  expect((await h.get(outsider.token, `challenge/${id}`)).body.code).toBe('rest_challenge_invalid');
  expect((await h.put(outsider.token, `challenge/${id}`, { goal: 1 })).status).toBe(404);
  expect((await h.put(opponent.token, `challenge/${id}`, { goal: 1 })).status).toBe(404); // only the owner edits
  expect((await h.del(outsider.token, `challenge/${id}`)).status).toBe(404);
  expect((await h.del(opponent.token, `challenge/${id}`)).status).toBe(404);
  expect((await h.put(outsider.token, `challenge/${id}/accept`)).status).toBe(404);
  expect((await h.put(outsider.token, `challenge/${id}/decline`)).status).toBe(404);
  const photo = await request(t.app)
    .post(`${BASE}/challenge/${id}/photo`)
    .set('Authorization', `Bearer ${outsider.token}`)
    .attach('file', PNG_1PX, 'logo.png');
  expect(photo.status).toBe(404);
  expect((await h.get(outsider.token, 'challenge')).body.data.map((c: { id: number }) => c.id)).not.toContain(
    id,
  );
  expect(
    await t.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  ).toEqual(snapshot);
  expect((await h.get(owner.token, 'challenge/abc')).status).toBe(400);
  expect((await h.get(owner.token, 'challenge/999999')).status).toBe(404);
});

test('decline → declined; the owner edits (replaces the opponent) → waiting again; delete; running cannot be deleted', async () => {
  const owner = await colleague();
  const first = await colleague();
  const second = await colleague();
  const created = await duel(owner, first);
  const id = created.body.data.id;
  const declined = await h.put(first.token, `challenge/${id}/decline`);
  expect(declined.body.data).toMatchObject({ state: 'declined', my_status: 'declined', can_accept: false });
  expect((await h.put(first.token, `challenge/${id}/decline`)).body.code).toBe('challenge_not_open');
  expect((await h.put(first.token, `challenge/${id}/accept`)).body.code).toBe('challenge_not_open');

  const edited = await h.put(owner.token, `challenge/${id}`, {
    opponents: [second.id],
    goal: 6,
    team_name: 'Neu',
  });
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ state: 'waiting', goal: 6, team_name: 'Neu' });
  expect(edited.body.data.opponent.id).toBe(second.id);
  expect((await h.get(first.token, `challenge/${id}`)).status).toBe(404);

  await h.put(second.token, `challenge/${id}/accept`);
  expect((await h.put(owner.token, `challenge/${id}`, { goal: 2 })).status).toBe(409); // running: no edits
  expect((await h.put(owner.token, `challenge/${id}`, { goal: 2 })).body.code).toBe('challenge_not_editable');
  const del = await h.del(owner.token, `challenge/${id}`);
  expect(del.status).toBe(409);
  expect(del.body.code).toBe('challenge_not_deletable');

  const other = await duel(owner, first);
  const removed = await h.del(owner.token, `challenge/${other.body.data.id}`);
  expect(removed.body).toEqual({ res: true, deleted: other.body.data.id });
  expect(
    await t.db.selectFrom('challenges').select('id').where('id', '=', other.body.data.id).executeTakeFirst(),
  ).toBeUndefined();
});

test('an edit of the terms of a not-started challenge asks everybody to accept again', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const created = await duel(owner, opponent, { start: '2026-03-20' });
  const id = created.body.data.id;
  expect((await h.put(opponent.token, `challenge/${id}/accept`)).body.data.state).toBe('not_started');
  // names alone keep the acceptance
  const renamed = await h.put(owner.token, `challenge/${id}`, { opponent_team_name: 'Gegner' });
  expect(renamed.body.data).toMatchObject({ state: 'not_started', opponent_team_name: 'Gegner' });
  const edited = await h.put(owner.token, `challenge/${id}`, { wager: 10 });
  expect(edited.body.data).toMatchObject({ state: 'waiting', wager: 10, running_since: null });
  expect(edited.body.data.participants.map((p: { status: string }) => p.status)).toEqual([
    'accepted',
    'invited',
  ]);
});

test('opting out declines open invitations and is refused while in an active challenge', async () => {
  const owner = await colleague();
  const leaver = await colleague();
  const invite = await duel(owner, leaver);
  const out = await h.put(leaver.token, 'participating', { participating: 0 });
  expect(out.body).toEqual({ participating: 0, declined: 1 });
  expect((await h.get(owner.token, `challenge/${invite.body.data.id}`)).body.data.state).toBe('declined');
  // hidden again: not a coworker, not an opponent
  const coworkers = await h.get(owner.token, 'coworkers');
  expect(coworkers.body.map((c: { id: number }) => c.id)).not.toContain(leaver.id);
  expect((await duel(owner, leaver)).body.code).toBe('no_suitable_members');

  const stays = await colleague();
  await runningDuel(owner, stays);
  const refused = await h.put(stays.token, 'participating', { participating: 0 });
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('challenge_active_opt_out');
  expect(
    (
      await t.db
        .selectFrom('users')
        .select('participating')
        .where('id', '=', stays.id)
        .executeTakeFirstOrThrow()
    ).participating,
  ).toBe(1);
});

test('cheering a colleague in a running challenge gives both +50 once per challenge and pair', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const fan = await colleague();
  const waiting = await duel(owner, opponent);
  expect(
    (await h.put(fan.token, `challenge/${waiting.body.data.id}/cheer`, { user: owner.id })).body.code,
  ).toBe('challenge_not_running');
  await h.put(opponent.token, `challenge/${waiting.body.data.id}/accept`);
  const id = waiting.body.data.id;
  const company = await h.get(fan.token, 'challenge?scope=company');
  expect(company.body.data.map((c: { id: number }) => c.id)).toContain(id);
  expect((await h.get(fan.token, `challenge/${id}`)).body.data.can_cheer).toBe(true);

  const [fanBefore, ownerBefore] = [await h.points(fan.id), await h.points(owner.id)];
  const cheer = await h.put(fan.token, `challenge/${id}/cheer`, { user: owner.id });
  expect(cheer.body).toEqual({ res: true, points: 100 }); // +50 and the day's strike flame (+50)
  expect(await h.points(fan.id)).toBe(fanBefore + 100);
  expect(await h.points(owner.id)).toBe(ownerBefore + 100);
  expect((await h.events(owner.id, 'challenge_cheer')).map((e) => e.points)).toEqual([50]);
  // again, or the other way round: nothing more
  expect((await h.put(fan.token, `challenge/${id}/cheer`, { user: owner.id })).body.points).toBe(0);
  expect((await h.put(owner.token, `challenge/${id}/cheer`, { user: fan.id })).body.code).toBe(
    'challenge_cheer_invalid',
  );
  expect((await h.put(fan.token, `challenge/${id}/cheer`, { user: fan.id })).body.code).toBe(
    'challenge_cheer_invalid',
  );
  expect(await h.points(fan.id)).toBe(fanBefore + 100);
  // the owner cheering the opponent is another pair
  expect((await h.put(owner.token, `challenge/${id}/cheer`, { user: opponent.id })).body.points).toBe(50);
});

test('team photo: images up to 512 kB, the spec message above, served back by its token', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const created = await duel(owner, opponent);
  const id = created.body.data.id;
  const upload = (token: string, file: Buffer, name: string, team = 1) =>
    request(t.app)
      .post(`${BASE}/challenge/${id}/photo?team=${team}`)
      .set('Authorization', `Bearer ${token}`)
      .attach('file', file, name);

  const ok = await upload(owner.token, PNG_1PX, 'logo.png');
  expect(ok.status).toBe(200);
  const url: string = ok.body.data.team_photo;
  expect(url).toMatch(/^\/wp-json\/officefit\/v1\/challenge_photo\/[0-9a-f]{32}$/);
  const served = await request(t.app).get(url.replace('/wp-json', '/wp-json'));
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  // re-encoded by sharp (metadata and trailing bytes dropped): still the 1 px PNG
  expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

  const photos = await h.count('challenge_photos');
  const tooBig = Buffer.concat([PNG_1PX, Buffer.alloc(TEAM_PHOTO_MAX_BYTES)]);
  const big = await upload(owner.token, tooBig, 'big.png');
  expectWpError(big, 413, 'file_too_big', 'File too big. (Limit: 512 kb)');
  const exact = Buffer.concat([PNG_1PX, Buffer.alloc(TEAM_PHOTO_MAX_BYTES - PNG_1PX.length)]);
  expect((await upload(owner.token, exact, 'exact.png')).status).toBe(200);
  const text = await upload(owner.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png');
  expect(text.status).toBe(400);
  expect(text.body.code).toBe('rest_upload_type');
  const none = await request(t.app)
    .post(`${BASE}/challenge/${id}/photo`)
    .set('Authorization', `Bearer ${owner.token}`);
  expect(none.body.code).toBe('rest_upload_missing');
  expect(await h.count('challenge_photos')).toBe(photos);
  // the old URL is gone after a new upload
  expect((await request(t.app).get(url)).status).toBe(404);

  // the opponent's team is team 2; the opponent may not replace team 1's logo
  expect((await upload(opponent.token, PNG_1PX, 'x.png', 1)).status).toBe(404);
  const theirs = await upload(opponent.token, PNG_1PX, 'x.png', 2);
  expect(theirs.body.data.opponent_team_photo).toMatch(/challenge_photo/);
  const removed = await request(t.app)
    .delete(`${BASE}/challenge/${id}/photo?team=2`)
    .set('Authorization', `Bearer ${opponent.token}`);
  expect(removed.body.data.opponent_team_photo).toBeNull();
  expect((await request(t.app).get(`${BASE}/challenge_photo/nothex`)).status).toBe(400);
});

test('team photo bytes live in the file storage, not in the database; old files are removed', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const id = (await duel(owner, opponent)).body.data.id;
  const upload = () =>
    request(t.app)
      .post(`${BASE}/challenge/${id}/photo`)
      .set('Authorization', `Bearer ${owner.token}`)
      .attach('file', PNG_1PX, 'logo.png');
  const row = () =>
    t.db
      .selectFrom('challenge_photos')
      .select(['token', 'storage_key', 'data', 'mime'])
      .where('challenge_id', '=', id)
      .executeTakeFirstOrThrow();

  expect((await upload()).status).toBe(200);
  const first = await row();
  expect(first).toMatchObject({ storage_key: `team-photos/${first.token}`, data: null, mime: 'image/png' });
  const stored = (await storage.get(first.storage_key!))!.body;
  expect((await sharp(stored).metadata()).format).toBe('png');
  const url = `${BASE}/challenge_photo/${first.token}`;
  const served = await request(t.app).get(url);
  expect(served.status).toBe(200);
  expect(served.headers.etag).toBe(`"${first.token}"`);
  expect(served.headers['cache-control']).toMatch(/immutable/);
  expect((served.body as Buffer).equals(stored)).toBe(true);
  expect((await request(t.app).get(url).set('If-None-Match', `"${first.token}"`)).status).toBe(304);

  // a new upload replaces the file; deleting the photo or the challenge removes it
  expect((await upload()).status).toBe(200);
  const second = await row();
  expect(await storage.get(first.storage_key!)).toBeNull();
  expect(await storage.get(second.storage_key!)).not.toBeNull();
  const removed = await request(t.app)
    .delete(`${BASE}/challenge/${id}/photo`)
    .set('Authorization', `Bearer ${owner.token}`);
  expect(removed.status).toBe(200);
  expect(await storage.get(second.storage_key!)).toBeNull();
  expect((await upload()).status).toBe(200);
  const third = await row();
  const deleted = await request(t.app)
    .delete(`${BASE}/challenge/${id}`)
    .set('Authorization', `Bearer ${owner.token}`);
  expect(deleted.status).toBe(200);
  expect(await storage.get(third.storage_key!)).toBeNull();
});

test('parallel photo uploads do not hold up other requests', async () => {
  const owner = await colleague();
  const id = (await duel(owner, await colleague())).body.data.id;
  const uploads = Array.from({ length: 10 }, () =>
    request(t.app)
      .post(`${BASE}/challenge/${id}/photo`)
      .set('Authorization', `Bearer ${owner.token}`)
      .attach('file', PNG_1PX, 'logo.png'),
  );
  const me = request(t.app).get(`${BASE}/me`).set('Authorization', `Bearer ${owner.token}`);
  const [meRes, ...results] = await Promise.all([me, ...uploads]);
  expect(meRes.status).toBe(200);
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
  // one photo row, one file: the nine replaced files are gone
  const rows = await t.db
    .selectFrom('challenge_photos')
    .select('storage_key')
    .where('challenge_id', '=', id)
    .execute();
  expect(rows).toHaveLength(1);
  expect(await storage.get(rows[0]!.storage_key!)).not.toBeNull();
});

test('a photo stored in the database before migration 0008 is served and moved to the storage', async () => {
  const owner = await colleague();
  const id = (await duel(owner, await colleague())).body.data.id;
  const token = 'ab'.repeat(16);
  await t.db
    .insertInto('challenge_photos')
    .values({ challenge_id: id, team: 1, token, mime: 'image/png', data: PNG_1PX })
    .execute();
  const served = await request(t.app).get(`${BASE}/challenge_photo/${token}`);
  expect(served.status).toBe(200);
  expect((served.body as Buffer).equals(PNG_1PX)).toBe(true);
  const moved = await t.db
    .selectFrom('challenge_photos')
    .select(['storage_key', 'data'])
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  expect(moved).toEqual({ storage_key: `team-photos/${token}`, data: null });
  expect((await storage.get(`team-photos/${token}`))?.body.equals(PNG_1PX)).toBe(true);
  expect((await request(t.app).get(`${BASE}/challenge_photo/${token}`)).status).toBe(200);
});

test('the admin hooks are for administrators only', async () => {
  const user = await colleague();
  for (const path of ['admin/jobs/challenges/run', 'admin/challenges/1/end']) {
    const res = await h.post(user.token, path);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('rest_forbidden');
  }
  const admin = await tokenFor(t.app, 'admin@example.com');
  expect((await h.post(admin, 'admin/challenges/999999/end')).status).toBe(404);
});

test('the same challenge (terms and people) is refused while the first is waiting or running', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const first = await duel(owner, opponent);
  expect(first.status).toBe(201);
  const before = await h.count('challenges');

  const again = await duel(owner, opponent);
  expect(again.status).toBe(409);
  expect(again.body).toEqual({
    code: 'challenge_duplicate',
    message: 'You already have this challenge with the same people.',
    data: { status: 409, params: { challenge: String(first.body.data.id) } },
  });
  expect(await h.count('challenges')).toBe(before);

  // other terms make another challenge; a declined one no longer blocks
  expect((await duel(owner, opponent, { goal: 5 })).status).toBe(201);
  expect((await duel(owner, opponent, { start: '2026-03-05' })).status).toBe(201);
  expect((await h.put(opponent.token, `challenge/${first.body.data.id}/decline`)).status).toBe(200);
  expect((await duel(owner, opponent)).status).toBe(201);
});
