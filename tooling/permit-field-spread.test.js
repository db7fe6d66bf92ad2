// The permit is declared once (docs/adding-a-permit-field.md): a field's name may appear in at most three
// production source files. Allowed, and why:
//   1. shared-contracts/src/permit/permit-fields.ts — the field map that declares it (everything else is derived);
//   2. the form's layout (mf-permits …/permit-form/model/form-layout.ts) — a field's place in the form, when it
//      is placed by name (the participants are placed as «every person field», so today it does not name them);
//   3. one domain rule that must single out a particular field (as separation-of-duties.ts does for the
//      issuer and the approver).
// A file names a field when its code (comments aside) has the plain name or a spelling built on it: the column
// `userExecutorId`, the detail key `userExecutor_detail`. Migrations (snake_case columns), tests, test fixtures
// (`*-test-kit.ts`), e2e, the bench and the docs are not counted. The spec's other wire spellings (`type_nd`,
// `detail_content_works`) belong to the contract and the edge mappers: the last test keeps them out of the
// permit's services and repositories.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { detailKeyOf, ND_PARTICIPANT_KEYS, PERMIT_FIELD_NAMES, saveKeyOf } = require('@permit/shared-contracts');

const ROOT = path.join(__dirname, '..');
const PACKAGES = ['shared-contracts', 'api', 'shell', 'mf-permits', 'mf-admin', 'mf-notifications', 'dev-kit'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations', 'testing', 'test', '__tests__']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.(test|spec)\.[a-z]+$|-test-kit\.[a-z]+$/;

function productionFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : productionFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

const PRODUCTION = PACKAGES.flatMap((pkg) => productionFiles(path.join(ROOT, pkg, 'src'))).map((file) => path.relative(ROOT, file));

/** The words of some code: identifiers, string and template texts, JSX text; comments are not code. */
function codeWords(code) {
  const source = ts.createSourceFile('code.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const words = new Set();
  const visit = (node) => {
    if (
      ts.isIdentifier(node) ||
      ts.isPrivateIdentifier(node) ||
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
    )
      words.add(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return [...words];
}

const wordsCache = new Map();
function wordsOf(file) {
  if (!wordsCache.has(file)) wordsCache.set(file, codeWords(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  return wordsCache.get(file);
}

/** Whether a code word spells `name` or a name built on it (`userExecutorId`, `n.userExecutorId`, `userExecutor_detail`). */
const spells = (name) => {
  const pattern = new RegExp(`(^|[^A-Za-z0-9_$])${name}(?![a-z0-9])`);
  return (word) => pattern.test(word);
};

/** Production files whose code names the field `name`, relative to the repository. */
function filesNaming(name, files = PRODUCTION) {
  const match = spells(name);
  return files.filter((file) => wordsOf(file).some(match)).sort();
}

/** An ordinary (not participant) field that only the map, the form layout and the demo data name. */
const ORDINARY_FIELD = 'detailContentWorks';

describe('the permit declared once', () => {
  it.each([...ND_PARTICIPANT_KEYS, ORDINARY_FIELD])('names %s in at most three production files', (name) => {
    const files = filesNaming(name);
    expect(files).toContain('shared-contracts/src/permit/permit-fields.ts');
    // The list is in the message, so a failure says where the name leaked to.
    expect({ atMostThree: files.length <= 3, files }).toEqual({ atMostThree: true, files });
  });

  it('finds a name where its code writes it, and not in a comment or a longer name (the scan itself works)', () => {
    expect(filesNaming('PERMIT_FIELDS').length).toBeGreaterThan(3);
    const names = (code) => codeWords(code).some(spells('userExecutor'));
    expect(names("db.selectFrom('nd as n').select('n.userExecutorId')")).toBe(true);
    expect(names('const who = nd.userExecutor_detail;')).toBe(true);
    expect(names('// userExecutor is named in a comment only\nconst x = 1;')).toBe(false);
    expect(names('const userExecutors = 2;')).toBe(false);
  });
});

describe('wire names only at the edge', () => {
  /** The spec's spellings of the map's fields where they differ from the plain names (`type_nd`, `type_detail` …). */
  const WIRE = [
    ...new Set(PERMIT_FIELD_NAMES.flatMap((name) => [saveKeyOf(name), detailKeyOf(name)]).filter((key) => !PERMIT_FIELD_NAMES.includes(key))),
  ];
  const PERMIT_SERVER = PRODUCTION.filter((file) => file.startsWith('api/src/nd/') && !file.endsWith('-wire.ts') && !file.endsWith('-routes.ts'));

  it("keeps the permit's services and repositories on plain names: no wire spelling of a map field", () => {
    expect(WIRE).toEqual(expect.arrayContaining(['type_nd', 'type_detail', 'detail_content_works', 'userExecutor_detail']));
    expect(PERMIT_SERVER).toContain('api/src/nd/nd-save-service.ts');
    const leaks = PERMIT_SERVER.flatMap((file) =>
      wordsOf(file)
        .filter((word) => WIRE.includes(word))
        .map((word) => `${file}: ${word}`),
    );
    expect(leaks).toEqual([]);
  });
});
