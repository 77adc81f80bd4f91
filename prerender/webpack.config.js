// Two builds: the server renderer (Node, CommonJS, everything bundled so the gateway needs no React of its
// own) and the landing boot script (browser, no libraries, served by the gateway as /landing-boot.js).
const path = require('node:path');

const { swcRule } = require('@officefit/webpack-config');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const common = {
    mode: production ? 'production' : 'development',
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    performance: { hints: false },
  };
  return [
    {
      ...common,
      name: 'server',
      target: 'node20',
      entry: { 'render-landing': path.join(__dirname, 'src/render-landing.tsx') },
      output: {
        path: path.join(__dirname, 'dist'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: { keep: /^public\// },
      },
      module: {
        rules: [
          swcRule(production),
          // Images of the screens are served by their remote; the server render only needs their names.
          { test: /\.(svg|png|jpe?g|webp|woff2?|mp3)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      // linkedom's optional canvas support is not used (and not installed)
      externals: { canvas: 'commonjs canvas' },
      // Readable stack traces in the gateway's log matter more than bytes on the server.
      optimization: { minimize: false },
    },
    {
      ...common,
      name: 'boot',
      target: ['web', 'es2020'],
      entry: { 'landing-boot': path.join(__dirname, 'src/boot.ts') },
      output: { path: path.join(__dirname, 'dist/public'), filename: '[name].js', clean: true },
      module: { rules: [swcRule(production)] },
    },
  ];
};
