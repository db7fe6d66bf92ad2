const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const loader = require('./static-css-loader');

const ROOT = path.join(__dirname, '..');
const FILTER_BAR_CSS = path.join(ROOT, 'mf-permits/src/features/permit-list/components/filter-bar-css.ts');

/** Runs the loader as webpack would, collecting what it asks to watch. */
function run(resourcePath) {
  const watched = { files: [], contexts: [] };
  return new Promise((resolve, reject) => {
    loader.call({
      resourcePath,
      async: () => (error, output) => (error ? reject(error) : resolve({ output, watched })),
      addDependency: (file) => watched.files.push(file),
      addContextDependency: (dir) => watched.contexts.push(dir),
    });
  });
}

const sheetOf = (output) => JSON.parse(output.replace(/^export default /, '').replace(/;\n$/, ''));

describe('static-css-loader', () => {
  it("exports the module's rules compiled by the portal's theme, under an id naming the module and its text", async () => {
    const { output, watched } = await run(FILTER_BAR_CSS);
    const sheet = sheetOf(output);
    expect(sheet.id).toMatch(/^filter-bar-css-[0-9a-f]{8}$/);
    expect(sheet.css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(sheet.css).toContain('.permit-filter-form [data-fields]{');
    // The portal's touch-sized button (44 px on a phone): the portal system, not Chakra's default one.
    expect(sheet.css).toContain(
      '@media screen and (max-width: 63.9975rem){.permit-filter-form [data-form-actions]>button{min-height:var(--chakra-sizes-11);}}',
    );
    // Watched: the module, the shared field rules it imports and the theme.
    expect(watched.files).toEqual(expect.arrayContaining([FILTER_BAR_CSS, path.join(path.dirname(FILTER_BAR_CSS), 'field-css.ts')]));
    expect(watched.contexts).toEqual([path.join(ROOT, 'dev-kit/src/shared-modules')]);
  }, 30_000);

  it('gives another text another id', () => {
    const a = sheetOf(loader.sheetModule('/x/pager-css.ts', '.a{}'));
    const b = sheetOf(loader.sheetModule('/x/pager-css.ts', '.a{color:red}'));
    expect(a.id).toMatch(/^pager-css-/);
    expect(a.id).not.toBe(b.id);
  });

  it('fails the build for a module without staticRules(system)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-css-'));
    try {
      const file = path.join(dir, 'broken-css.ts');
      writeFileSync(file, 'export const rules = {};\n');
      await expect(run(file)).rejects.toThrow(/no staticRules\(system\) export/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

/** Every `?static-css` import of the apps: jest stubs them and tsc accepts any such path, so only this checks them. */
describe('the apps’ static-css imports', () => {
  const sources = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  const imports = ['shell', 'mf-permits', 'mf-admin', 'mf-notifications', 'dev-kit']
    .flatMap((app) => sources(path.join(ROOT, app, 'src')))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^import \w+ from '(\.[^']+)\?static-css';$/gm)].map(([, spec]) => ({ file, spec })));

  it('exist', () => expect(imports.length).toBeGreaterThanOrEqual(6));

  it.each(imports.map(({ file, spec }) => [path.relative(ROOT, file), spec]))('%s: %s names a module exporting staticRules', (file, spec) => {
    const target = `${path.resolve(ROOT, path.dirname(file), spec)}.ts`;
    expect(existsSync(target)).toBe(true);
    expect(readFileSync(target, 'utf8')).toMatch(/^export function staticRules\(system: SystemContext\): StaticRules \{/m);
  });
});
