// The repository's ESLint rules that guard the architecture (eslint.config.mjs): each one fires on a small
// source placed, by its file path, where the rule applies, and stays quiet where the code is allowed.
// ESLint's Node API runs in a child process: its config is an ES module, which jest's module runtime cannot load.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

const LINT_SCRIPT = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
`;

/** Lints every case in one ESLint instance (loading the config costs seconds); returns messages per case. */
function lint(cases) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT], {
    cwd: ROOT,
    input: JSON.stringify(cases.map(([filePath, code]) => ({ filePath: path.join(ROOT, filePath), code }))),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`ESLint failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

const CASES = {
  // One app importing another, by package name or by a relative path out of its folder.
  remoteImportsShell: ['mf-permits/src/features/permit-list/x.ts', "import { App } from '@permit/shell';\nexport default App;\n"],
  remoteImportsRemote: ['mf-notifications/src/x.ts', "export { module } from '@permit/mf-admin/src/module';\n"],
  typeImportFromApi: ['shell/src/session/x.ts', "import type { Config } from '@permit/api/src/config';\nexport type C = Config;\n"],
  relativeIntoOtherApp: [
    'mf-admin/src/features/audit-log/components/x.tsx',
    "import { module } from '../../../../../mf-permits/src/module';\nexport default module;\n",
  ],
  relativeFromApi: ['api/src/http/x.ts', "import { x } from '../../../shared-contracts/src/index';\nexport default x;\n"],
  apiImportsDevKit: ['api/src/x.ts', "import { loadable } from '@permit/dev-kit/loadable';\nexport default loadable;\n"],
  contractsImportShell: ['shared-contracts/src/x.ts', "import { x } from '@permit/shell';\nexport default x;\n"],
  contractsImportDevKit: ['shared-contracts/src/http/x.ts', "import { x } from '@permit/dev-kit/runtime';\nexport default x;\n"],
  devKitImportsRemote: ['dev-kit/src/x.ts', "import { x } from '@permit/mf-permits';\nexport default x;\n"],
  // Features of a remote: no feature imports another one or the app layer.
  featureImportsFeature: [
    'mf-permits/src/features/permit-list/components/x.tsx',
    "import { AttachedFiles } from '../../permit-show/components/attached-files';\nexport default AttachedFiles;\n",
  ],
  featureImportsApp: ['mf-notifications/src/features/status-counts/x.ts', "import { routes } from '../../app/routes';\nexport default routes;\n"],
  deepFeatureImportsApp: [
    'mf-admin/src/features/catalogue-form/model/x.ts',
    "import { AdminApp } from '../../../app/admin-app';\nexport default AdminApp;\n",
  ],
  // A remote never reads the session or a token from the browser's storage.
  remoteReadsLocalStorage: ['mf-permits/src/api/x.ts', "export const token = () => localStorage.getItem('auth');\n"],
  remoteReadsWindowStorage: ['mf-admin/src/lib/x.ts', "export const token = () => window.sessionStorage.getItem('auth');\n"],
  remoteReadsCookie: ['mf-notifications/src/x.ts', 'export const cookie = () => document.cookie;\n'],
  // React hooks.
  conditionalHook: [
    'shell/src/x.tsx',
    "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  ],
  missingEffectDependency: [
    'mf-permits/src/x.tsx',
    "import { useEffect } from 'react';\nexport function X({ id, load }: { id: number; load: (id: number) => void }) {\n  useEffect(() => load(id), []);\n  return null;\n}\n",
  ],
  // The API sends no SQL text outside its db layer, and never reads the admin forms' metadata.
  apiQueryText: ['api/src/nd/x.ts', "export const f = (db: { query(s: string): unknown }) => db.query(`select * from nd where id = ${'1'}`);\n"],
  apiExecText: ['api/src/system/x.ts', "export const f = (db: { exec(s: string): unknown }) => db.exec('delete from nd');\n"],
  apiSqlRaw: ['api/src/users/x.ts', "import { sql } from 'kysely';\nexport const order = (column: string) => sql.raw(column);\n"],
  apiStringSqlHelper: ['api/src/catalogues/x.ts', "import { quoteIdent, pageWindow } from '../db/sql';\nexport default [quoteIdent, pageWindow];\n"],
  apiImportsAdminUi: [
    'api/src/catalogues/x.ts',
    "import { CATALOGUES, CATALOGUE_AREAS } from '@permit/shared-contracts';\nexport default [CATALOGUES, CATALOGUE_AREAS];\n",
  ],
  apiImportsAdminUiPath: [
    'api/src/x.ts',
    "import { catalogueByName } from '@permit/shared-contracts/src/catalogues/definitions';\nexport default catalogueByName;\n",
  ],
  apiTypedSql: [
    'api/src/nd/x.ts',
    [
      "import { sql } from 'kysely';",
      "import { pageWindow } from '../db/sql';",
      "import { kysely } from '../db/kysely';",
      "import { CATALOGUE_AREAS } from '@permit/shared-contracts';",
      "export const f = (db: never) => kysely(db).selectFrom('nd').select(sql<number>`1`.as('one')).where('id', '=', 1);",
      'export default [pageWindow, CATALOGUE_AREAS, /^a$/.exec(String(1))];',
    ].join('\n') + '\n',
  ],
  dbSeamQueryText: ['api/src/db/x.ts', "export const f = (db: { query(s: string): unknown }) => db.query('select 1');\n"],
  apiTestQueryText: ['api/src/nd/x.test.ts', "export const f = (db: { query(s: string): unknown }) => db.query('select count(*) from nd');\n"],
  // Allowed: own files, the shared packages, libraries; storage in the shell and in a remote's tests.
  allowedImports: [
    'mf-permits/src/features/permit-list/components/x.tsx',
    [
      "import { useQuery } from '@tanstack/react-query';",
      "import { ND_STATUSES } from '@permit/shared-contracts';",
      "import { useServices } from '@permit/dev-kit/runtime';",
      "import { SearchSelect } from '../../../components/search-select';",
      "import { usePermitSearch } from '../api/use-permit-search';",
      "import { FilterBar } from './filter-bar';",
      'export default [useQuery, ND_STATUSES, useServices, SearchSelect, usePermitSearch, FilterBar];',
    ].join('\n') + '\n',
  ],
  shellUsesStorage: ['shell/src/session/x.ts', "export const token = () => window.localStorage.getItem('auth');\n"],
  remoteTestUsesStorage: ['mf-permits/src/api/x.test.ts', "export const token = () => localStorage.getItem('auth');\n"],
};

let results;
beforeAll(() => {
  const names = Object.keys(CASES);
  const messages = lint(names.map((n) => CASES[n]));
  results = Object.fromEntries(names.map((n, i) => [n, messages[i]]));
}, 120_000);

const rules = (name) => results[name].map((m) => m.ruleId);

test.each([
  'remoteImportsShell',
  'remoteImportsRemote',
  'typeImportFromApi',
  'relativeIntoOtherApp',
  'relativeFromApi',
  'apiImportsDevKit',
  'contractsImportShell',
  'contractsImportDevKit',
  'devKitImportsRemote',
])('an app or shared package importing another app is an error: %s', (name) => {
  expect(rules(name)).toEqual(['no-restricted-imports']);
});

test('a feature importing another feature, or the app layer, is an error', () => {
  expect(rules('featureImportsFeature')).toEqual(['no-restricted-imports']);
  expect(results.featureImportsFeature[0].message).toMatch(/Фича не импортирует другую фичу/);
  expect(rules('featureImportsApp')).toEqual(['no-restricted-imports']);
  expect(results.featureImportsApp[0].message).toMatch(/app\//);
  expect(rules('deepFeatureImportsApp')).toEqual(['no-restricted-imports']);
});

test('a remote reading localStorage, sessionStorage or cookies is an error', () => {
  expect(rules('remoteReadsLocalStorage')).toEqual(['no-restricted-globals']);
  expect(rules('remoteReadsWindowStorage')).toEqual(['no-restricted-properties']);
  expect(rules('remoteReadsCookie')).toEqual(['no-restricted-properties']);
  expect(results.remoteReadsCookie[0].message).toMatch(/ShellServices/);
});

test('hooks follow the rules of hooks and list their dependencies', () => {
  expect(rules('conditionalHook')).toEqual(['react-hooks/rules-of-hooks']);
  expect(rules('missingEffectDependency')).toEqual(['react-hooks/exhaustive-deps']);
});

test('the API builds SQL with Kysely: SQL text, sql.raw and the string helpers are errors outside the db layer and tests', () => {
  for (const name of ['apiQueryText', 'apiExecText', 'apiSqlRaw', 'apiStringSqlHelper']) {
    expect({ name, rules: rules(name) }).toEqual({ name, rules: ['no-restricted-syntax'] });
  }
  expect(results.apiQueryText[0].message).toMatch(/Kysely/);
  expect(results.apiTypedSql).toEqual([]);
  expect(results.dbSeamQueryText).toEqual([]);
  expect(results.apiTestQueryText).toEqual([]);
});

test('the API does not import the admin forms’ metadata (the contract’s UI part)', () => {
  expect(rules('apiImportsAdminUi')).toEqual(['no-restricted-imports']);
  expect(results.apiImportsAdminUi[0].message).toMatch(/catalogue-storage/);
  expect(rules('apiImportsAdminUiPath')).toEqual(['no-restricted-imports']);
});

test('own files, shared packages and libraries are allowed; storage is allowed in the shell and in tests', () => {
  expect(results.allowedImports).toEqual([]);
  expect(results.shellUsesStorage).toEqual([]);
  expect(results.remoteTestUsesStorage).toEqual([]);
});
