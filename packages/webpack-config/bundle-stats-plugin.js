// Writes dist/bundle-stats.json: for every emitted JS file, the third-party module files it contains (the
// path after the last `node_modules/`). scripts/report-bundles.mjs uses it to prove that no library is
// loaded twice in the browser (two loaded files holding the same module file = bundled twice).

function resources(module, out) {
  if (module.modules) for (const inner of module.modules) resources(inner, out); // concatenated modules
  const resource = module.resource;
  if (typeof resource === 'string' && resource.includes('node_modules/')) {
    out.add(resource.slice(resource.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
}

module.exports = class BundleStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleStatsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const mods = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
              resources(module, mods);
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              files[file] = [...new Set([...(files[file] ?? []), ...mods])].sort();
            }
          }
          compilation.emitAsset(
            'bundle-stats.json',
            new compiler.webpack.sources.RawSource(JSON.stringify({ files })),
          );
        },
      );
    });
  }
};
