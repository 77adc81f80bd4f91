// mf-marketing: Module Federation remote (mf_marketing). Exposes its route table with lazy screens; its server
// bundle (dist/server/render.js) renders the landing pages in the gateway (issue 33).
const { createAppConfig } = require('@officefit/webpack-config');
const { withServerBuild } = require('prerender/server-build');

module.exports = withServerBuild(
  createAppConfig({
    dir: __dirname,
    name: 'mf_marketing',
    port: 3004,
    title: 'officefit – marketing',
    exposes: { './routes': './src/routes.tsx' },
  }),
  { dir: __dirname, entry: 'src/server/render.tsx' },
);
