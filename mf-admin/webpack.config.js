// mf-admin: Module Federation remote (mf_admin). Exposes its route table with lazy screens.
const { createAppConfig } = require('@officefit/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_admin',
  port: 3005,
  title: 'officefit – admin',
  exposes: { './routes': './src/routes.tsx' },
});
