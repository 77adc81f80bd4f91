// The shell: Module Federation host with no remotes baked in (they come from /app-manifest.json at run time).
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const CopyPublicPlugin = require('./build/copy-public-plugin');
const { createAppConfig } = require('@officefit/webpack-config');

const base = createAppConfig({ dir: __dirname, name: 'shell', port: 8080, host: true, title: 'officefit' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new CopyPublicPlugin(path.join(__dirname, 'public')));
  if (argv.mode !== 'development') {
    config.plugins.push(
      // The worker is our own source (push handlers, offline fallback, plan prefetch): src/sw/service-worker.ts.
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/sw/service-worker.ts'),
        swDest: 'sw.js',
        // Entry files must always come from the network, or a deploy is never seen (MF notes: stale
        // remoteEntry); they are runtime-cached NetworkFirst instead. index.html is precached as the offline
        // fallback of navigations only (the worker answers navigations NetworkFirst).
        exclude: [
          /mf-manifest\.json$/,
          /mf-stats\.json$/,
          /remoteEntry\.js$/,
          /routes\.json$/,
          /\.map$/,
          /\.LICENSE\.txt$/,
          /bundle-stats/,
        ],
      }),
    );
  }
  return config;
};
