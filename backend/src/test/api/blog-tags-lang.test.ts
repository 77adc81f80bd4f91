// A German blog screen shows German tags: the seeded tag lists (GET wp/v2/tags with `lang`, per area as the blog
// asks for them) hold each name once and no English name (issue #18 "A German screen shows German content").
import request from 'supertest';
import { useTestApp } from '../test-app';

const t = useTestApp({ seed: true });

async function tagNames(lang: 'de' | 'en', search: string): Promise<string[]> {
  const res = await request(t.app).get(`/wp-json/wp/v2/tags?lang=${lang}&search=${search}&per_page=100`);
  expect(res.status).toBe(200);
  return (res.body as { name: string }[]).map((tag) => tag.name);
}

test.each([
  ['artikel-', 'artikel_en-'],
  ['food-', 'food_en-'],
])('the %s tags: German names only, each once', async (deArea, enArea) => {
  const de = await tagNames('de', deArea);
  const en = await tagNames('en', enArea);
  expect(de.length).toBeGreaterThan(0);
  expect(de.filter((name, i) => de.indexOf(name) !== i)).toEqual([]);
  expect(en.filter((name, i) => en.indexOf(name) !== i)).toEqual([]);
  // names the two languages share ("Stress", "Meetings") are fine; an English-only word is not
  const englishOnly = new Set(en.filter((name) => !de.includes(name)));
  expect(de.filter((name) => englishOnly.has(name))).toEqual([]);
  for (const english of ['Productivity', 'Micro pauses', 'Wellbeing', 'Movement'])
    expect(de).not.toContain(english);
});
