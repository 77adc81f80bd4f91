import { compileRoutePath, matchRoute, RouteTable } from '../route-table';

const match = (pattern: string, path: string) => matchRoute(compileRoutePath(pattern), path);

describe('route matching (React Router syntax)', () => {
  it('matches static paths with an optional trailing slash, ignoring case', () => {
    expect(match('/home', '/home')).toBe(true);
    expect(match('/home', '/home/')).toBe(true);
    expect(match('/home', '/Home')).toBe(true);
    expect(match('/home', '/homes')).toBe(false);
    expect(match('/home', '/home/x')).toBe(false);
    expect(match('/', '/')).toBe(true);
    expect(match('/', '/x')).toBe(false);
  });

  it('matches one non-empty segment per parameter', () => {
    expect(match('/blog/:id', '/blog/42')).toBe(true);
    expect(match('/blog/:id', '/blog')).toBe(false);
    expect(match('/blog/:id', '/blog/42/x')).toBe(false);
    expect(match('/challenges/create/:id', '/challenges/create/7')).toBe(true);
    expect(match('/special/:name', '/special/s%C3%BCmmer')).toBe(true);
  });

  it('supports optional segments and a trailing splat', () => {
    expect(match('/:lang?/faq', '/faq')).toBe(true);
    expect(match('/:lang?/faq', '/en/faq')).toBe(true);
    expect(match('/blog/edit?', '/blog')).toBe(true);
    expect(match('/blog/edit?', '/blog/edit')).toBe(true);
    expect(match('/docs/*', '/docs')).toBe(true);
    expect(match('/docs/*', '/docs/a/b/c')).toBe(true);
    expect(match('/docs/*', '/doc')).toBe(false);
  });

  it('a table knows static and parameter routes side by side, each path once', () => {
    const table = new RouteTable(['/blog/diet', '/blog/:id', '/blog/diet']);
    expect(table.size).toBe(2);
    expect(table.has('/blog/diet')).toBe(true);
    expect(table.has('/blog/7')).toBe(true);
    expect(table.has('/blog')).toBe(false);
  });
});
