// ESLint for the whole repository (`npm run lint`; rules explained in docs/testing.md, "Lint and format").
import Module, { createRequire } from 'node:module';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// typescript-eslint needs TypeScript's JS API, which TypeScript 7 (the repo's `tsc`) no longer has. The tooling
// workspace therefore holds typescript-eslint with TypeScript 6 beside it; only ts-api-utils is hoisted to the
// root, so its `require('typescript')` is pointed at that TypeScript 6 as well.
const toolingRequire = createRequire(new URL('./tooling/package.json', import.meta.url));
const typescript6 = toolingRequire.resolve('typescript');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveForTsApiUtils(request, parent, ...rest) {
  if (request === 'typescript' && parent?.filename?.includes(`${sep}node_modules${sep}ts-api-utils${sep}`)) return typescript6;
  return resolveFilename.call(this, request, parent, ...rest);
};
const { default: tseslint } = await import(pathToFileURL(toolingRequire.resolve('typescript-eslint')).href);

const CODE = '{js,mjs,cjs,jsx,ts,tsx}';
/** Apps: each imports only itself, @permit/shared-contracts, @permit/dev-kit (browser apps) and libraries. */
const APPS = ['shell', 'mf-permits', 'mf-admin', 'mf-notifications', 'api'];
/** Shared packages that must not depend on any app either. */
const LIBRARIES = ['shared-contracts', 'dev-kit'];
const REMOTES = ['mf-permits', 'mf-admin', 'mf-notifications'];
/**
 * Feature-to-feature imports that predate the rule (a worklist row reuses the permit screen's move dialog, the
 * catalogue form reads nested values like the list). Every other import between features is an error.
 */
const KNOWN_FEATURE_LINKS = {
  'mf-permits': ['permit-show/components/move-dialog', 'permit-show/model/available-moves'],
  'mf-admin': ['catalogue-list/utils/read-path'],
};
const MAX_DEPTH = 12;
/** The admin forms' metadata (labels, columns, layout) in the contract's UI part: mf-admin reads it, the API never does. */
const ADMIN_UI_NAMES = [
  'CATALOGUES',
  'catalogueByName',
  'FIELD_KINDS',
  'CatalogueDefinition',
  'FieldDefinition',
  'ColumnDefinition',
  'FieldKind',
  'OptionsSource',
  'CatalogueRule',
];
const ADMIN_UI_MESSAGE =
  'API не читает метаданные форм администрирования (shared-contracts/src/catalogues): хранение каталога — api/src/catalogues/catalogue-storage.ts, тексты — в API.';
/** String-SQL helpers of api/src/db/sql.ts: the db layer's own; queries elsewhere are built with Kysely. */
const STRING_SQL_HELPERS = [
  'quoteIdent',
  'quoteAlias',
  'SqlParams',
  'refJson',
  'userRefJson',
  'isoDateTime',
  'isoDateTimeOrEmpty',
  'spacedDateTime',
  'timeOfDay',
];
const TYPED_SQL_MESSAGE = 'SQL в API строит Kysely (kysely(db) из api/src/db/kysely.ts, docs/architecture.md «Typed SQL»)';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const up = (n) => `(\\.\\./){${n}}`;

/** `no-restricted-imports` for a file `depth` folders below `pkg/` (and `featureDepth` below its feature). */
function boundaryRule(pkg, depth, featureDepth) {
  const others = [...APPS, 'e2e'].filter((a) => a !== pkg);
  // The API and the contracts carry no browser code, so they never import the remotes' kit either.
  const forbiddenPackages = pkg === 'api' || pkg === 'shared-contracts' ? [...others, 'dev-kit'] : others;
  const patterns = [
    {
      regex: `^@permit/(${forbiddenPackages.map(escape).join('|')})(/|$)`,
      message: `${pkg} не импортирует другие приложения: общее — в @permit/shared-contracts или @permit/dev-kit.`,
    },
    {
      regex: `^${up(depth)}\\.\\.(/|$)`,
      message: `Относительный импорт выходит из ${pkg}/: другой пакет подключают по имени (@permit/...), а не по пути.`,
    },
  ];
  if (featureDepth !== undefined) {
    const known = (KNOWN_FEATURE_LINKS[pkg] ?? []).map((p) => `(?!${escape(p)}$)`).join('');
    patterns.push(
      {
        regex: `^${up(featureDepth + 1)}${known}(?!\\.\\.(/|$))[^/]+`,
        message: 'Фича не импортирует другую фичу: общее выносят в общую папку приложения (components, lib, shared).',
      },
      {
        regex: `^${up(featureDepth + 2)}app(/|$)`,
        message: 'Фича не импортирует app/: зависимости идут contracts → features → app.',
      },
    );
  }
  if (pkg === 'api') {
    patterns.push({ regex: '^@permit/shared-contracts/.*catalogues/', message: ADMIN_UI_MESSAGE });
    return [
      'error',
      {
        paths: [{ name: '@permit/shared-contracts', importNames: ADMIN_UI_NAMES, message: ADMIN_UI_MESSAGE }],
        patterns: patterns.map((p) => ({ ...p, caseSensitive: true })),
      },
    ];
  }
  return ['error', { patterns: patterns.map((p) => ({ ...p, caseSensitive: true })) }];
}

function boundaryBlocks() {
  const blocks = [];
  for (const pkg of [...APPS, ...LIBRARIES]) {
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      blocks.push({
        files: [`${pkg}/${'*/'.repeat(depth)}*.${CODE}`],
        rules: { 'no-restricted-imports': boundaryRule(pkg, depth) },
      });
    }
  }
  // Later blocks win for the same rule, so the feature blocks repeat the package rules with the feature ones.
  for (const pkg of REMOTES) {
    for (let below = 0; below + 3 <= MAX_DEPTH; below++) {
      blocks.push({
        files: [`${pkg}/src/features/*/${'*/'.repeat(below)}*.${CODE}`],
        rules: { 'no-restricted-imports': boundaryRule(pkg, below + 3, below) },
      });
    }
  }
  return blocks;
}

const UNUSED = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true };
const STORAGE_MESSAGE = 'Remote не читает сессию и токен из хранилища: их даёт оболочка через ShellServices.';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '**/.data/',
      '**/.stack/',
      'bench/results/',
      'bench/.tmp/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  { files: [`**/*.${CODE}`], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.js'], ignores: ['tooling/axios-no-fetch-adapter.js'], languageOptions: { sourceType: 'commonjs' } },
  // Functions in this file are handed to Chromium and run inside the page.
  { files: ['bench/web/browser-measure.mjs', 'bench/web/run-time-styles.mjs'], languageOptions: { globals: { ...globals.browser } } },
  // Browser code: the web apps and their kit; tests there run in jsdom.
  {
    files: ['{shell,mf-permits,mf-admin,mf-notifications,dev-kit}/src/**', 'tooling/*-web.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['**/*.test.*', '**/test/**', '**/testing/**', '**/test-utils/**'], languageOptions: { globals: { ...globals.jest } } },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.{ts,tsx,mts,cts}'] })),
  // `_name` marks a parameter or binding kept on purpose (a callback's shape, a rest-sibling omit).
  { files: ['**/*.{js,mjs,cjs,jsx}'], rules: { 'no-unused-vars': ['error', UNUSED] } },
  { files: ['**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-unused-vars': ['error', UNUSED] } },
  {
    files: ['{shell,mf-permits,mf-admin,mf-notifications,dev-kit}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...boundaryBlocks(),
  // Typed SQL: outside the db layer (the driver seam and migrations) the API sends no SQL text of its own, so
  // queries are parameterized and their identifiers quoted by construction (docs/security.md).
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**', 'api/src/**/*.test.ts', 'api/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: `${TYPED_SQL_MESSAGE}, а не db.query(текст).`,
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='exec'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: `${TYPED_SQL_MESSAGE}, а не db.exec(текст).`,
        },
        {
          selector: "CallExpression[callee.object.name='sql'][callee.property.name='raw']",
          message: 'sql.raw вставляет текст в запрос как есть: значения передаются параметрами (${value}), имена — sql.ref / sql.table.',
        },
        {
          selector: `ImportDeclaration[source.value=/(^|\\/)db\\/sql$/] ImportSpecifier[imported.name=/^(${STRING_SQL_HELPERS.join('|')})$/]`,
          message: `Строковые SQL-помощники db/sql.ts — только для слоя db. ${TYPED_SQL_MESSAGE}; выражения — db/kysely-sql.ts.`,
        },
      ],
    },
  },
  // A remote gets the session from the shell (ShellServices); it never reads storage or cookies itself.
  {
    files: REMOTES.map((r) => `${r}/src/**/*.${CODE}`),
    ignores: ['**/*.test.*', '**/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: STORAGE_MESSAGE }, { name: 'sessionStorage', message: STORAGE_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: STORAGE_MESSAGE })),
        ),
        { object: 'document', property: 'cookie', message: STORAGE_MESSAGE },
      ],
    },
  },
  prettier,
);
