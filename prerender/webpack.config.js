// The landing boot script (browser, no libraries, served by the gateway as /landing-boot.js). The server renders
// are the remotes' own bundles (server-build.js, issue 33).
const path = require('node:path');

const { swcRule } = require('@officefit/webpack-config');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    performance: { hints: false },
    name: 'boot',
    target: ['web', 'es2020'],
    entry: { 'landing-boot': path.join(__dirname, 'src/boot.ts') },
    output: { path: path.join(__dirname, 'dist/public'), filename: '[name].js', clean: true },
    module: { rules: [swcRule(production)] },
  };
};
