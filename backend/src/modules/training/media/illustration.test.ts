import { BODY_REGIONS, EXERCISE_KINDS } from '../../../shared/domain';
import { illustrationSvg, PRIMARY } from './illustration';

const highlights = (svg: string) => svg.split(PRIMARY).length - 1;

test('the same exercise always gives the same SVG; region order does not matter', () => {
  const a = illustrationSvg({ name: 'Knie', kind: 'mobility', regions: ['knee', 'calf'] });
  expect(illustrationSvg({ name: 'Knie', kind: 'mobility', regions: ['calf', 'knee'] })).toBe(a);
});

test('every region and kind is drawn; more regions, more highlights', () => {
  const none = illustrationSvg({ name: 'x', kind: 'mental', regions: [] });
  for (const region of BODY_REGIONS) {
    expect(highlights(illustrationSvg({ name: 'x', kind: 'mental', regions: [region] }))).toBeGreaterThan(
      highlights(none),
    );
  }
  const kinds = new Set(
    EXERCISE_KINDS.map((kind) => illustrationSvg({ name: 'x', kind, regions: ['neck'] })),
  );
  expect(kinds.size).toBe(EXERCISE_KINDS.length);
});

test('the title is the escaped name; no external references', () => {
  const svg = illustrationSvg({ name: 'Push & <pull> "now"', kind: 'strengthening', regions: ['shoulder'] });
  expect(svg).toContain('<title id="title">Push &#38; &#60;pull&#62; &#34;now&#34;</title>');
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href|<script/i);
});
