// The permit is declared once (docs/adding-a-permit-field.md): a participant field's name may appear in at
// most three production source files. Allowed, and why:
//   1. shared-contracts/src/permit/permit-fields.ts — the field map that declares it (everything else is derived);
//   2. the form's layout (mf-permits …/permit-form/model/form-layout.ts) — a field's place in the form, when it
//      is placed by name (the participants are placed as «every person field», so today it does not name them);
//   3. one domain rule that must single out a particular participant (as separation-of-duties.ts does for the
//      issuer and the approver).
// Migrations (snake_case columns), tests, test fixtures, e2e, the bench and the docs are not counted.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const PACKAGES = ['shared-contracts', 'api', 'shell', 'mf-permits', 'mf-admin', 'mf-notifications', 'dev-kit'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations', 'testing', 'test', '__tests__']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

function productionFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : productionFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** Production files whose text names `word`, relative to the repository. */
function filesNaming(word) {
  return PACKAGES.flatMap((pkg) => productionFiles(path.join(ROOT, pkg, 'src')))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(word))
    .map((file) => path.relative(ROOT, file))
    .sort();
}

describe('the permit declared once', () => {
  it('names a participant field (userIndustrialSafer) in at most three production files', () => {
    const files = filesNaming('userIndustrialSafer');
    expect(files).toContain('shared-contracts/src/permit/permit-fields.ts');
    // The list is in the message, so a failure says where the name leaked to.
    expect({ count: files.length <= 3, files }).toEqual({ count: true, files });
  });

  it('finds the name where it is written (the scan itself works)', () => {
    expect(filesNaming('PERMIT_FIELDS').length).toBeGreaterThan(3);
  });
});
