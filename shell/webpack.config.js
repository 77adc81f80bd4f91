// The shell: Module Federation host with no remotes baked in (they come from /app-manifest.json at run time).
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');
const CopyPublicPlugin = require('./build/copy-public-plugin');
const { createAppConfig } = require('@officefit/webpack-config');

const base = createAppConfig({ dir: __dirname, name: 'shell', port: 8080, host: true, title: 'officefit' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new CopyPublicPlugin(path.join(__dirname, 'public')));
  if (argv.mode !== 'development') {
    config.plugins.push(
      new GenerateSW({
        swDest: 'sw.js',
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        // Entry files must always come from the network, or a deploy is never seen (MF notes: stale remoteEntry).
        exclude: [
          /mf-manifest\.json$/,
          /mf-stats\.json$/,
          /remoteEntry\.js$/,
          /routes\.json$/,
          /\.map$/,
          /index\.html$/,
        ],
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 4 },
          },
          {
            urlPattern: /\/remotes\/.*\.[0-9a-f]{8}\.js$/,
            handler: 'CacheFirst',
            options: { cacheName: 'remote-chunks', expiration: { maxEntries: 200 } },
          },
        ],
      }),
    );
  }
  return config;
};
