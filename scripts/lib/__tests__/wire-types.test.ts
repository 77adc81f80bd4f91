// Wire types live in packages/domain only (issue 35): a JSON shape declared again in the backend or an app drifts
// from the one the other side reads. scripts/lib/wire-types.js finds two kinds of copy: a type or interface the
// backend and an app both export under one name, and a declaration in the backend or an app with the name and the
// shape (its keys) of a type packages/domain/src/wire exports. Neither has known exceptions: a new copy fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { appDirs, declarations, declaredTwice, domainCopies } = require('../wire-types') as {
  appDirs: (root: string) => string[];
  declarations: (root: string, dirs: string[]) => { name: string; exported: boolean }[];
  declaredTwice: (root: string) => string[];
  domainCopies: (root: string, dirs: string[]) => string[];
};

const root = path.join(__dirname, '../../..');

describe('the repository', () => {
  test('both sides and packages/domain declare types at all (the scan finds files)', () => {
    expect(declarations(root, ['backend/src']).length).toBeGreaterThan(100);
    expect(declarations(root, appDirs(root)).length).toBeGreaterThan(100);
    expect(declarations(root, ['packages/domain/src/wire']).length).toBeGreaterThan(100);
  });

  test('no JSON shape is exported under one name by the backend and by an app', () => {
    expect(declaredTwice(root)).toEqual([]);
  });

  test('the backend declares no copy of a wire type of packages/domain', () => {
    expect(domainCopies(root, ['backend/src'])).toEqual([]);
  });

  test('no app declares a copy of a wire type of packages/domain', () => {
    expect(domainCopies(root, appDirs(root))).toEqual([]);
  });
});

describe('the scan', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-types-'));
    write(
      'packages/domain/src/wire/things.ts',
      [
        'export interface Thing {\n  id: number;\n  name?: string;\n}',
        "export type ThingState = 'open' | 'closed';",
        'export interface Other extends Thing {\n  more: boolean;\n}',
      ].join('\n'),
    );
    write('mf-demo/src/unrelated.ts', 'export interface Unrelated {\n  x: number;\n}\n');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('finds a backend copy whatever its formatting, member order, member types or export', () => {
    write(
      'backend/src/modules/a/service.ts',
      "interface Thing { name?: string | null; id: number }\nexport type ThingState =\n  | 'open'\n  | 'closed';\n",
    );
    expect(domainCopies(dir, ['backend/src'])).toEqual([
      'backend/src/modules/a/service.ts#Thing',
      'backend/src/modules/a/service.ts#ThingState',
    ]);
  });

  test('finds an app copy, heritage included; the tests and other shapes are left alone', () => {
    write('mf-demo/src/api/types.ts', 'export interface Other extends Thing {\n  more: boolean;\n}\n');
    write(
      'mf-demo/src/api/__tests__/data.ts',
      'export interface Thing {\n  id: number;\n  name?: string;\n}\n',
    );
    write('mf-demo/src/api/types.test.ts', 'export interface Thing {\n  id: number;\n  name?: string;\n}\n');
    // same name, another shape: an app's own reading (e.g. a required key made optional) is not a copy
    write('mf-demo/src/model.ts', 'export interface Thing {\n  id: number;\n  name: string;\n}\n');
    expect(domainCopies(dir, appDirs(dir))).toEqual(['mf-demo/src/api/types.ts#Other']);
  });

  test('finds a name the backend and an app both export', () => {
    write(
      'backend/src/x.ts',
      'export interface Unrelated {\n  y: string;\n}\ninterface Local {\n  a: 1;\n}\n',
    );
    write('shell/src/y.ts', 'export type Local = { a: 1 };\n');
    expect(declaredTwice(dir)).toEqual(['Unrelated']);
  });
});
