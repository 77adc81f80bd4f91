// A remote's webpack config with its server bundle (server-build.js): built after the browser build (which cleans
// dist/), into dist/server/render.js as CommonJS for the gateway; `webpack serve` gets the browser build alone.
import path from 'node:path';
import type { Configuration } from 'webpack';
import { withServerBuild } from '../../server-build';

const browser = (): Configuration => ({ mode: 'production', output: { path: '/r/dist' } });
const options = { dir: '/r', entry: 'src/server/render.tsx' };

test('a build makes the browser build and then the server bundle', () => {
  const configs = withServerBuild(browser, options)({}, { mode: 'production' }) as Configuration[];
  expect(configs).toHaveLength(2);
  const [app, server] = configs;
  expect(app?.name).toBe('browser');
  expect(server).toMatchObject({
    name: 'server',
    dependencies: ['browser'],
    target: 'node20',
    entry: { render: path.join('/r', 'src/server/render.tsx') },
    output: { path: path.join('/r', 'dist/server'), filename: '[name].js', library: { type: 'commonjs2' } },
  });
});

test('the dev server gets the browser build alone', () => {
  const config = withServerBuild(browser, options)({ WEBPACK_SERVE: true }, { mode: 'development' });
  expect(config).toMatchObject({ name: 'browser', output: { path: '/r/dist' } });
});
