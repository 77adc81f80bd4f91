// mf-training: Module Federation remote (mf_training). Exposes its route table with lazy screens.
const { createAppConfig } = require('@officefit/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_training',
  port: 3001,
  title: 'officefit – training',
  exposes: { './routes': './src/routes.tsx' },
});
