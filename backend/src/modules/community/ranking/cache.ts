// The company rankings this process has read, one per company and month (issue 16: reading and sorting 10,000
// members costs tens of milliseconds, a check costs one index probe). An entry is used only while
// checkRanking() finds no committed change of its company since the entry's snapshot, so it is as current as a
// fresh read whichever process or path wrote (awards, admin edits, a user's deletion, test fixtures). Entries live
// at most MAX_AGE_MS, ranking_changes rows RANKING_CHANGES_KEEP_SECONDS, so a pruned row never hides a change.
// A ranking list (everyone, or one location/department) is ranked, indexed and serialized once per entry.
import type { RankingEntry, RankingSubcat } from '../../../shared/domain';
import { toMember } from '../shared/members';
import type { MemberTuple, RankingSnapshotRow } from './repository';

/** How long an entry may be used (real time), well below RANKING_CHANGES_KEEP_SECONDS. */
export const MAX_AGE_MS = 60_000;
/** How long change records are kept, and how often a process prunes them. */
export const RANKING_CHANGES_KEEP_SECONDS = 3600;
export const PRUNE_EVERY_MS = 60_000;
/** Entries kept (company × month), least recently used dropped first. */
export const MAX_ENTRIES = 64;
/** Users whose company is remembered to find their entry before the check (a guess the check verifies). */
const MAX_KNOWN_USERS = 200_000;

/** A ranked list: rows best first with their places (ties share one), found by user id; JSON made on demand. */
export class RankedList {
  private readonly places: Int32Array;
  private readonly index = new Map<number, number>();
  private serialized: { buffer: Buffer; offsets: number[] } | null = null;

  constructor(private readonly members: MemberTuple[]) {
    this.places = new Int32Array(members.length);
    members.forEach((m, i) => {
      this.places[i] = i > 0 && m[1] === members[i - 1]![1] ? this.places[i - 1]! : i + 1;
      this.index.set(m[0], i);
    });
  }

  get size(): number {
    return this.members.length;
  }

  /** The user's row (me: true), or null when the user is not in this list. */
  row(userId: number): RankingEntry | null {
    const i = this.index.get(userId);
    return i === undefined ? null : this.entry(i, userId);
  }

  /** Rows offset+1 … offset+limit, the caller's marked. */
  page(offset: number, limit: number, userId: number): RankingEntry[] {
    const end = Math.min(this.members.length, offset + limit);
    const rows: RankingEntry[] = [];
    for (let i = offset; i < end; i++) rows.push(this.entry(i, userId));
    return rows;
  }

  /** Rows offset+1 … offset+limit as a JSON array in response chunks, the caller's row marked. */
  pageJson(offset: number, limit: number, userId: number): Array<Buffer | string> {
    const { buffer, offsets } = this.serialize();
    const from = Math.min(offset, offsets.length);
    const to = Math.min(offset + limit, offsets.length);
    if (from === to) return ['[]'];
    // the rows from..to-1 are one byte range of the serialized list, commas included
    const start = offsets[from]!;
    const end = to < offsets.length ? offsets[to]! - 1 : buffer.length - 1;
    const mine = this.index.get(userId);
    if (mine === undefined || mine < from || mine >= to) return ['[', buffer.subarray(start, end), ']'];
    const mineEnd = mine + 1 < offsets.length ? offsets[mine + 1]! - 1 : buffer.length - 1;
    return [
      '[',
      buffer.subarray(start, offsets[mine]),
      JSON.stringify(this.entry(mine, userId)),
      buffer.subarray(mineEnd, end),
      ']',
    ];
  }

  /**
   * The whole list as a JSON array, the caller's row marked, as chunks of one response: the list is serialized
   * once into a buffer, and each answer shares it, only the caller's row is made anew (no copy of megabytes).
   */
  json(userId: number): Array<Buffer | string> {
    return this.pageJson(0, this.members.length, userId);
  }

  private serialize(): { buffer: Buffer; offsets: number[] } {
    if (!this.serialized) {
      const parts = this.members.map((_, i) => JSON.stringify(this.entry(i, null)));
      const offsets: number[] = [];
      let at = 1;
      for (const part of parts) {
        offsets.push(at);
        at += Buffer.byteLength(part) + 1;
      }
      this.serialized = { buffer: Buffer.from(`[${parts.join(',')}]`), offsets };
    }
    return this.serialized;
  }

  private entry(i: number, userId: number | null): RankingEntry {
    const m = this.members[i]!;
    return toEntry(m, this.places[i]!, m[0] === userId);
  }
}

function toEntry(m: MemberTuple, pos: number, me: boolean): RankingEntry {
  const [id, points, firstName, lastName, nickname, avatar, subcatId, subcatKind, subcatName, subcatPic] = m;
  const member = toMember({
    id,
    first_name: firstName,
    last_name: lastName,
    nickname,
    avatar,
    subcat_id: subcatId,
    subcat_kind: subcatKind,
    subcat_name: subcatName,
    subcat_pic: subcatPic,
  });
  return { ...member, pos, points, me };
}

/** One company's ranking of one month as read in `snapshot`. */
export class RankingSnapshot {
  readonly readAt = Date.now();
  readonly participants: number;
  readonly companyPoints: number;
  private readonly lists = new Map<number | null, RankedList>();

  constructor(readonly row: RankingSnapshotRow) {
    this.participants = row.members.length;
    this.companyPoints = row.members.reduce((sum, m) => sum + m[1], 0);
  }

  get subcats(): RankingSubcat[] {
    return this.row.subcats;
  }

  /** Everyone (subcat null) or the members of one location/department, ranked among themselves. */
  list(subcat: number | null): RankedList {
    let list = this.lists.get(subcat);
    if (!list) {
      const members = subcat === null ? this.row.members : this.row.members.filter((m) => m[6] === subcat);
      list = new RankedList(members);
      this.lists.set(subcat, list);
    }
    return list;
  }
}

interface Building {
  startedAt: number;
  promise: Promise<RankingSnapshot>;
}

/** The process's rankings by company and month, with the builds running for them. */
export class RankingCache {
  private readonly entries = new Map<string, RankingSnapshot>();
  private readonly building = new Map<string, Building>();
  private readonly companyOf = new Map<number, number>();
  private lastPrune = Date.now();

  /** The entry of the user's (remembered) company for the month; `expired` once older than MAX_AGE_MS. */
  lookup(
    userId: number,
    month: string,
  ): { companyId: number; entry: RankingSnapshot; expired: boolean } | null {
    const companyId = this.companyOf.get(userId);
    if (companyId === undefined) return null;
    const key = `${companyId}:${month}`;
    const entry = this.entries.get(key);
    if (!entry) return null;
    // least recently used last out
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { companyId, entry, expired: Date.now() - entry.readAt > MAX_AGE_MS };
  }

  /** A build of the company's month that started at or after `since` (joinable instead of starting another). */
  pending(companyId: number, month: string, since: number): Promise<RankingSnapshot> | null {
    const building = this.building.get(`${companyId}:${month}`);
    return building && building.startedAt >= since ? building.promise : null;
  }

  /** Runs `build`, remembers its result for the caller's company and month, and lets others join it meanwhile. */
  async build(
    userId: number,
    month: string,
    knownCompanyId: number | null,
    build: () => Promise<RankingSnapshotRow>,
  ): Promise<RankingSnapshot> {
    const startedAt = performance.now();
    const key = knownCompanyId === null ? null : `${knownCompanyId}:${month}`;
    const promise = build().then((row) => {
      const entry = new RankingSnapshot(row);
      if (row.company_id !== null) this.store(`${row.company_id}:${month}`, entry);
      return entry;
    });
    if (key) this.building.set(key, { startedAt, promise });
    try {
      const entry = await promise;
      if (entry.row.company_id !== null) {
        this.remember(userId, entry.row.company_id);
        for (const m of entry.row.members) this.remember(m[0], entry.row.company_id);
      } else {
        this.companyOf.delete(userId);
      }
      return entry;
    } finally {
      if (key && this.building.get(key)?.promise === promise) this.building.delete(key);
    }
  }

  /** True at most once per PRUNE_EVERY_MS: time to drop old change records. */
  prunesDue(): boolean {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return false;
    this.lastPrune = Date.now();
    return true;
  }

  private store(key: string, entry: RankingSnapshot): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  private remember(userId: number, companyId: number): void {
    if (this.companyOf.size >= MAX_KNOWN_USERS && !this.companyOf.has(userId)) this.companyOf.clear();
    this.companyOf.set(userId, companyId);
  }
}
