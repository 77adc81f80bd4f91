// The README's folder table names every route each remote declares and every shared package (issue 35: it listed
// 5 of mf-admin's 25 routes and left out packages/pose-figure); a new route or package fails here until it is named.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

const APPS = ['shell', 'mf-training', 'mf-community', 'mf-shop', 'mf-marketing', 'mf-admin'];

function declaredRoutes(app: string): string[] {
  const file = JSON.parse(fs.readFileSync(path.join(root, app, 'src/routes.json'), 'utf8')) as
    { path: string }[] | { routes: { path: string }[] };
  return (Array.isArray(file) ? file : file.routes).map((route) => route.path);
}

const routes = APPS.flatMap((app) => declaredRoutes(app).map((route) => [app, route] as const));
const packages = fs
  .readdirSync(path.join(root, 'packages'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'packages', entry.name, 'package.json')),
  )
  .map((entry) => `packages/${entry.name}`);

test('the remotes declare routes and the repository has packages (the lists below are not empty)', () => {
  expect(routes.length).toBeGreaterThan(50);
  expect(packages.length).toBeGreaterThan(5);
});

test.each(routes)('%s: the README names %s', (_app, route) => {
  expect(readme).toContain(`\`${route}\``);
});

test.each(packages)('the README names %s', (pkg) => {
  expect(readme).toContain(`\`${pkg}\``);
});
