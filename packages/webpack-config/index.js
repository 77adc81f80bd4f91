// One webpack config factory for the shell and every remote, so the federation contract, loaders, hashing
// and minification are identical everywhere. Each app's webpack.config.js only names what differs.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared');
const BundleStatsPlugin = require('./bundle-stats-plugin');
const { esmEntry } = require('./esm-entry');
const { VariantDefinePlugin, variantOutput } = require('./variant');

/** Emits the app's `src/routes.json` as `routes.json`, read by the gateway and the runtime manifest. */
class EmitRoutesPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const json = JSON.stringify(JSON.parse(fs.readFileSync(this.file, 'utf8')));
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** TypeScript and JSX through swc, for every browser and server build of the repo. */
function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * One federation runtime in the browser. A remote's `remoteEntry.js` would carry its own runtime-core (≈ 19 kB
 * gzip of its 27.7 kB) and its own bundler runtime with the runtime, SDK and error codes under it (≈ 8 kB more); in
 * production the remotes leave both out and use the ones the shell's `main.js` provides (`_FEDERATION_RUNTIME_CORE`,
 * and the bundler runtime through `RemoteBundlerRuntimePlugin` below). Development builds keep the runtime, so a
 * remote still runs alone (`pnpm dev`).
 * `target: 'web'` drops the SDK's Node.js loaders.
 */
function federationExperiments(o, production) {
  const optimization = { target: 'web' };
  if (!production || o.host) return { optimization };
  return { optimization, externalRuntime: true };
}

/**
 * A production remote's federation entry imports the webpack bundler runtime (`…/webpack-bundler-runtime/dist/
 * bundler.js`): it gets `remote-bundler-runtime.mjs` instead, which takes the shell's copy and adds the remote's own
 * `@module-federation/runtime` (that one must stay per build: it finds its instance by the build's identifier).
 */
class RemoteBundlerRuntimePlugin {
  apply(compiler) {
    const bundler = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
    const replacement = path.join(__dirname, 'runtime/remote-bundler-runtime.mjs');
    new compiler.webpack.NormalModuleReplacementPlugin(bundler, replacement).apply(compiler);
  }
}

/** The shell's runtime plugin that provides its runtime-core to the remotes (production only, see above). */
function federationRuntimePlugins(o, production) {
  return production && o.host ? [path.join(__dirname, 'runtime/provide-runtime-core.mjs')] : [];
}

/** The folder of a federation package as the enhanced plugin's own dependency chain resolves it. */
function federationPackageDir(chain) {
  let dir = __dirname;
  for (const name of chain) dir = esmEntry(name, dir).dir;
  return dir;
}

/** @module-federation/runtime-core's ESM entry: the one the webpack bundler runtime imports. */
function runtimeCoreEntry() {
  const runtime = federationPackageDir([
    '@module-federation/enhanced',
    '@module-federation/runtime-tools',
    '@module-federation/runtime',
  ]);
  return esmEntry('@module-federation/runtime-core', runtime).file;
}

/**
 * The webpack bundler runtime's files the shell offers to the remotes: `bundler.js` (the very file every federation
 * entry imports, so the shell holds it once) and `initContainerEntry.js`, which the shell's own copy leaves out
 * because the shell exposes nothing.
 */
function bundlerRuntimeFiles() {
  const dir = federationPackageDir([
    '@module-federation/enhanced',
    '@module-federation/webpack-bundler-runtime',
  ]);
  return {
    'officefit-mf-runtime$': esmEntry('@module-federation/runtime', dir).file,
    'officefit-mf-bundler-runtime$': path.join(dir, 'dist/bundler.js'),
    'officefit-mf-init-container-entry$': path.join(dir, 'dist/initContainerEntry.js'),
  };
}

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name (`shell`, `mf_training`, …)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]  exposed modules of a remote
 * @param {boolean} [o.host]    true for the shell (public path `/`, no exposes)
 * @param {string} [o.title]    document title of the standalone page
 * @param {any[]} [o.plugins]   extra plugins
 */
function createAppConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const routesFile = path.join(o.dir, 'src/routes.json');
    return {
      mode: production ? 'production' : 'development',
      entry: { main: path.join(o.dir, 'src/index.ts') },
      output: {
        path: variantOutput(o.dir),
        publicPath: o.host ? '/' : 'auto',
        // Entry files keep a stable name (served no-cache): with webpack 5.111 the federation runtime cannot
        // resolve [contenthash] in entry names (module-federation/core#5077). Lazy chunks stay content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: o.name,
        clean: true,
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // the federation runtime files the shell provides to the remotes (runtime/provide-runtime-core.mjs)
        alias: {
          'officefit-mf-runtime-core$': runtimeCoreEntry(),
          ...bundlerRuntimeFiles(),
        },
      },
      module: {
        rules: [swcRule(production), { test: /\.(svg|png|jpe?g|webp|woff2?|mp3)$/, type: 'asset/resource' }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes ?? {},
          remotes: {},
          shared: sharedConfig(o.dir),
          manifest: true,
          dts: false,
          // Do not fetch every remote entry at start-up: one remote down must not break the shell.
          shareStrategy: 'loaded-first',
          experiments: federationExperiments(o, production),
          runtimePlugins: federationRuntimePlugins(o, production),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: o.title ?? 'officefit',
          chunks: ['main'],
          publicPath: o.host ? '/' : 'auto',
        }),
        ...(fs.existsSync(routesFile) ? [new EmitRoutesPlugin(routesFile)] : []),
        ...(production && !o.host ? [new RemoteBundlerRuntimePlugin()] : []),
        new BundleStatsPlugin(),
        new VariantDefinePlugin(),
        ...(o.plugins ?? []),
      ],
      optimization: {
        // Small helpers that two shared libraries both bundle (reselect in RTK and RTK Query's React part,
        // use-sync-external-store in react-redux and react-i18next) get a chunk of their own instead of being
        // downloaded twice on every route.
        splitChunks: {
          cacheGroups: {
            sharedHelpers: {
              test: /[\\/]node_modules[\\/](reselect|use-sync-external-store)[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 20,
              reuseExistingChunk: true,
            },
          },
        },
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/wp-json', '/app-manifest.json'],
            target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080',
          },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, swcRule, VariantDefinePlugin, variantOutput };
