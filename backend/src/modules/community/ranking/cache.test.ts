// RankedList: places (ties share one) and the byte ranges cut from its serialization against plain JSON.
import { RankedList } from './cache';
import type { MemberTuple } from './repository';

const member = (id: number, points: number, nickname: string | null = null): MemberTuple => [
  id,
  points,
  `Ä${id}`, // not ASCII: byte offsets differ from string offsets
  'Muster',
  nickname,
  null,
  id % 2 ? 7 : null,
  id % 2 ? 'location' : null,
  id % 2 ? 'Köln' : null,
  null,
];

const members = [
  member(4, 90),
  member(2, 50, 'Zoë'),
  member(9, 50),
  member(1, 10),
  member(3, 0),
  member(8, 0),
];
const text = (chunks: Array<Buffer | string>) => chunks.map((c) => c.toString()).join('');

test('places: ties share the place, the next one skips', () => {
  const list = new RankedList(members);
  expect(list.page(0, 10, 0).map((r) => [r.id, r.pos])).toEqual([
    [4, 1],
    [2, 2],
    [9, 2],
    [1, 4],
    [3, 5],
    [8, 5],
  ]);
  expect(list.row(9)).toMatchObject({ pos: 2, points: 50, me: true });
  expect(list.row(77)).toBeNull();
});

test('every page and the whole list, cut from the serialization, equal JSON.stringify of the rows', () => {
  const list = new RankedList(members);
  for (const caller of [0, 4, 9, 8]) {
    expect(text(list.json(caller))).toBe(JSON.stringify(list.page(0, members.length, caller)));
    for (let offset = 0; offset <= members.length + 1; offset++) {
      for (let limit = 1; limit <= members.length + 1; limit++) {
        expect(text(list.pageJson(offset, limit, caller))).toBe(
          JSON.stringify(list.page(offset, limit, caller)),
        );
      }
    }
  }
  expect(text(new RankedList([]).json(1))).toBe('[]');
});
