// mf-shop: Module Federation remote (mf_shop). Exposes its route table with lazy screens.
const { createAppConfig } = require('@officefit/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_shop',
  port: 3003,
  title: 'officefit – shop',
  exposes: { './routes': './src/routes.tsx' },
});
