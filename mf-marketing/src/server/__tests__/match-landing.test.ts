import { matchLanding } from '../render';

test('the landing routes and single articles are prerendered; the blog list and app routes are not', () => {
  expect(matchLanding('/')?.route.id).toBe('landing');
  expect(matchLanding('/for_you')?.route.id).toBe('for_you');
  expect(matchLanding('/special/imprint')).toEqual({
    route: expect.objectContaining({ id: 'special' }),
    params: { name: 'imprint' },
  });
  expect(matchLanding('/blog/12')).toEqual({
    route: expect.objectContaining({ id: 'article' }),
    params: { id: '12' },
  });
  for (const path of ['/blog', '/contact', '/home', '/special/a/b']) expect(matchLanding(path)).toBeNull();
});
