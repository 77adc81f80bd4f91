// The Module Federation share scope of the apps (packages/webpack-config/shared.js). A shared module is built
// whole, so what is shared decides the size of the chunks a route downloads (DECISIONS "zod is bundled, not
// shared").
import path from 'node:path';

const { sharedConfig } = require('../../../packages/webpack-config/shared.js') as {
  sharedConfig: (appDir: string) => Record<string, unknown>;
};
const root = path.join(__dirname, '..', '..', '..');

test.each(['mf-shop', 'mf-community', 'mf-marketing', 'mf-admin', 'mf-training'])(
  '%s bundles zod (tree-shaken) instead of sharing it, and shares the form library',
  (app) => {
    const shared = sharedConfig(path.join(root, app));
    expect(Object.keys(shared).filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(shared['react-hook-form']).toMatchObject({ singleton: true });
  },
);
