// Wire types in one place (issue 35): the scan behind scripts/lib/__tests__/wire-types.test.ts. A JSON shape of the
// API lives in packages/domain/src/wire; a type declared again elsewhere drifts from it. Two kinds of copy are found:
// a name declared in the backend and in an app (the same shape written on both sides of the wire), and a declaration
// in the backend or an app with the name and the shape of a type packages/domain's wire exports. Parsed with the
// TypeScript compiler (syntax only, no type checking) so that formatting, comments and member order do not hide one.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SKIPPED_DIRS = ['__tests__', 'test', 'testing', 'node_modules', 'dist'];

/** The .ts/.tsx files under dir, without tests and test helpers. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Text without whitespace, so that line breaks and indentation do not count. */
function compact(text) {
  return text.replace(/\s+/g, '');
}

/** The members of an object type as `name` / `name?`, sorted: the keys a JSON object of that type carries. */
function memberKeys(members, source) {
  return members
    .map(
      (member) =>
        `${member.name ? member.name.getText(source) : compact(member.getText(source))}${member.questionToken ? '?' : ''}`,
    )
    .sort()
    .join(',');
}

/**
 * The shape of a declaration: for an object type its heritage (`extends X`) and its keys; for a union its members
 * in any order; for any other alias its text. Member types are left out on purpose: a copy that spells `Lang` as
 * `'de' | 'en'` is still a copy.
 */
function shapeOf(node, source) {
  if (ts.isInterfaceDeclaration(node)) {
    const heritage = (node.heritageClauses ?? []).map((clause) => compact(clause.getText(source))).join('&');
    return `{${heritage}|${memberKeys(node.members, source)}}`;
  }
  if (ts.isTypeLiteralNode(node.type)) return `{|${memberKeys(node.type.members, source)}}`;
  // a union's order and a leading `|` on its own line do not make another type
  if (ts.isUnionTypeNode(node.type))
    return node.type.types
      .map((type) => compact(type.getText(source)))
      .sort()
      .join('|');
  return compact(node.type.getText(source));
}

function isExported(node) {
  return (node.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * The top-level interfaces and type aliases of the files under the folders (relative to root).
 * @returns {{ name: string, shape: string, exported: boolean, file: string, line: number }[]}
 */
function declarations(root, dirs) {
  return dirs.flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((file) => {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      return source.statements
        .filter((node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))
        .map((node) => ({
          name: node.name.text,
          shape: shapeOf(node, source),
          exported: isExported(node),
          file: path.relative(root, file).split(path.sep).join('/'),
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        }));
    }),
  );
}

/** The source folders of the apps: the shell and every remote. */
function appDirs(root) {
  return fs
    .readdirSync(root)
    .filter((name) => /^mf-/.test(name) || name === 'shell')
    .map((name) => `${name}/src`);
}

/** Names exported (as a type or interface) by both the backend and an app, sorted. */
function declaredTwice(root) {
  const exportedNames = (dirs) =>
    new Set(
      declarations(root, dirs)
        .filter((entry) => entry.exported)
        .map((entry) => entry.name),
    );
  const frontends = exportedNames(appDirs(root));
  return [...exportedNames(['backend/src'])].filter((name) => frontends.has(name)).sort();
}

/**
 * Declarations under the folders with the name and the shape of a wire type of packages/domain, as `file#Name`,
 * sorted. Exported or not: a module-private copy drifts just as well.
 */
function domainCopies(root, dirs) {
  const wire = new Set(
    declarations(root, ['packages/domain/src/wire'])
      .filter((entry) => entry.exported)
      .map((entry) => `${entry.name} ${entry.shape}`),
  );
  return declarations(root, dirs)
    .filter((entry) => wire.has(`${entry.name} ${entry.shape}`))
    .map((entry) => `${entry.file}#${entry.name}`)
    .sort();
}

module.exports = { appDirs, declarations, declaredTwice, domainCopies, shapeOf };
