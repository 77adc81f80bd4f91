// mf-training: Module Federation remote (mf_training). Exposes its route table with lazy screens; its server
// bundle (dist/server/render.js) renders a signed-in user's first screen in the gateway (issue 33).
const { createAppConfig } = require('@officefit/webpack-config');
const { withServerBuild } = require('prerender/server-build');

module.exports = withServerBuild(
  createAppConfig({
    dir: __dirname,
    name: 'mf_training',
    port: 3001,
    title: 'officefit – training',
    exposes: { './routes': './src/routes.tsx' },
  }),
  { dir: __dirname, entry: 'src/server/render.tsx' },
);
