// mf-marketing: Module Federation remote (mf_marketing). Exposes its route table with lazy screens.
const { createAppConfig } = require('@officefit/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_marketing',
  port: 3004,
  title: 'officefit – marketing',
  exposes: { './routes': './src/routes.tsx' },
});
