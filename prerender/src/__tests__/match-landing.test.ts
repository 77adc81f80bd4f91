import { matchLanding } from '../render-landing';

test('the landing routes of the marketing area are prerendered; the blog and app routes are not', () => {
  expect(matchLanding('/')?.route.id).toBe('landing');
  expect(matchLanding('/for_you')?.route.id).toBe('for_you');
  expect(matchLanding('/special/imprint')).toEqual({
    route: expect.objectContaining({ id: 'special' }),
    params: { name: 'imprint' },
  });
  for (const path of ['/blog', '/blog/12', '/contact', '/home', '/special/a/b'])
    expect(matchLanding(path)).toBeNull();
});
