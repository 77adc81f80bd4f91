// The webpack build of a remote's server bundle (issue 33): `dist/server/render.js` beside the browser build, so
// `scripts/deploy-remote.sh` ships both in one version folder and the gateway loads the current version's file at
// run time (gateway/src/server-render.ts). Node, CommonJS, everything bundled (its own React): the gateway needs no
// library of a remote, and a version's bundle never shares module state with another version's.
const path = require('node:path');

const { swcRule, VariantDefinePlugin, variantOutput } = require('@officefit/webpack-config');

/**
 * @param {{ dir: string, entry: string, dependsOn?: string }} o  the remote's folder, its server entry, and the
 *   name of its browser build (cleans `dist` first, so it must run before)
 */
function serverBuild(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'server',
      dependencies: o.dependsOn ? [o.dependsOn] : [],
      mode: production ? 'production' : 'development',
      devtool: false,
      target: 'node20',
      entry: { render: path.join(o.dir, o.entry) },
      output: {
        path: variantOutput(o.dir, 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          swcRule(production),
          // Images of the screens are served by the remote's browser build; the server render only needs their names.
          { test: /\.(svg|png|jpe?g|webp|woff2?|mp3)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      // linkedom's optional canvas support is not used (and not installed)
      externals: { canvas: 'commonjs canvas' },
      plugins: [new VariantDefinePlugin()],
      // one file: the gateway requires it by path
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A remote's webpack config: the browser build (createAppConfig) and its server bundle; `webpack serve` gets only
 * the browser build.
 */
function withServerBuild(browser, o) {
  return (env, argv) => {
    const app = { ...browser(env, argv), name: 'browser' };
    if (env?.WEBPACK_SERVE) return app;
    return [app, serverBuild({ ...o, dependsOn: 'browser' })(env, argv)];
  };
}

module.exports = { serverBuild, withServerBuild };
