// The build variant (issue 33, compatibility suite): `OFFICEFIT_BUILD_VARIANT=next` builds a remote as its "next"
// version — the code under `process.env.OFFICEFIT_BUILD_VARIANT === 'next'` — into `dist-next`, so CI can deploy a
// real next version beside the running shell (e2e/tests/compat.spec.ts). A normal build defines the constant as
// 'current': webpack drops those branches, so the next code never reaches a shipped bundle.
const path = require('node:path');

/** 'next' when the build was asked for the next variant, else 'current'. */
function buildVariant() {
  return process.env.OFFICEFIT_BUILD_VARIANT === 'next' ? 'next' : 'current';
}

/** The output folder of a build of the app in `dir` (`sub` for the server bundle): `dist` or `dist-next`. */
function variantOutput(dir, sub = '') {
  return path.join(dir, buildVariant() === 'next' ? 'dist-next' : 'dist', sub);
}

/** Makes the variant a constant of the code (the compiler's own DefinePlugin, whichever webpack runs). */
class VariantDefinePlugin {
  apply(compiler) {
    const value = JSON.stringify(buildVariant());
    new compiler.webpack.DefinePlugin({ 'process.env.OFFICEFIT_BUILD_VARIANT': value }).apply(compiler);
  }
}

module.exports = { buildVariant, variantOutput, VariantDefinePlugin };
