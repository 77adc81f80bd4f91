// Shared jest presets: every workspace project picks `web` (jsdom + React) or `node`.
// @swc/jest compiles TypeScript ~2.5x faster than ts-jest (see toolchain notes).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Workspace packages with a build (their package.json `main` is dist/*.js, absent before `pnpm build`): tests use
// the TypeScript source.
const workspaceSources = {
  '^@officefit/domain$': path.join(__dirname, 'packages/domain/src/index.ts'),
  '^@officefit/pose-figure$': path.join(__dirname, 'packages/pose-figure/src/index.ts'),
  '^@officefit/pose-figure/react$': path.join(__dirname, 'packages/pose-figure/src/react/index.ts'),
};

/** @param {string} dir @param {string} name */
exports.node = (dir, name) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  moduleNameMapper: { ...workspaceSources },
});

/** @param {string} dir @param {string} name */
exports.web = (dir, name) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-web.js')],
  moduleNameMapper: {
    ...workspaceSources,
    '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'jest.file-stub.js'),
  },
});
