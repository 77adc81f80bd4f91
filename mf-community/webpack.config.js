// mf-community: Module Federation remote (mf_community). Exposes its route table with lazy screens and the
// dashboard widgets (ranking, habit tracker) that mf-training's home page loads at run time.
const { createAppConfig } = require('@officefit/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_community',
  port: 3002,
  title: 'officefit – community',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
