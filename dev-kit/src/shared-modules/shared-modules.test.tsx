import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import * as leanChakra from './chakra-ui';
import * as leanRouter from './react-router-dom';
import { z as leanZ } from './zod';
import * as zod from 'zod';
// jest sees the real package: this is Chakra's full default system.
import { defaultSystem as stock } from '@chakra-ui/react';

const ROOT = join(__dirname, '..', '..', '..');
const SOURCE_DIRS = ['shell/src', 'mf-permits/src', 'mf-admin/src', 'mf-notifications/src', 'dev-kit/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value (not type-only) names the apps import from a package. */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) {
      const [, typeOnly, specifiers = ''] = match;
      if (typeOnly) continue;
      for (const spec of specifiers.split(',').map((s) => s.trim())) {
        const name = spec.split(/\s+as\s+/)[0] ?? '';
        if (name && !spec.startsWith('type ')) names.set(name, file.slice(ROOT.length + 1));
      }
    }
  }
  return names;
}

function missingFrom(module: object, pkg: string): string[] {
  const names = importedNames(pkg);
  expect(names.size).toBeGreaterThan(5);
  return [...names].filter(([name]) => !(name in module)).map(([name, file]) => `${name} (${file})`);
}

/**
 * `z.name` uses in the browser builds' sources (shared-contracts included) that are values in zod: `z.input<…>` is a
 * type, `z.registry<…>()` a call with type arguments.
 */
function zodBuildersUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of [...SOURCE_DIRS, 'shared-contracts/src'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z_]+)\b(?:(?!\s*<)|(?=\s*<[^()]*>\s*\())/g)) {
      if ((zod as Record<string, unknown>)[name] !== undefined) used.set(name, file.slice(ROOT.length + 1));
    }
  }
  return used;
}

/** Chakra entry points tooling/webpack.js shares apart from the lean module ('@chakra-ui/react/dialog', …). */
function chakraEntriesSharedApart(): string[] {
  const config = readFileSync(join(ROOT, 'tooling', 'webpack.js'), 'utf8');
  return [...config.matchAll(/^\s*'@chakra-ui\/react\/([a-z-]+)',$/gm)].map((m) => m[1] ?? '');
}

/** Chakra entry points the apps import directly, with a file that does. */
function chakraEntriesImported(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    if (file.includes(join('dev-kit', 'src', 'shared-modules'))) continue;
    for (const [, entry = ''] of readFileSync(file, 'utf8').matchAll(/^import \{[^}]*\} from '@chakra-ui\/react\/([a-z-]+)';$/gm)) {
      entries.set(entry, file.slice(ROOT.length + 1));
    }
  }
  return entries;
}

/** The recipe keys the components of one of Chakra's entry points style themselves with. */
function recipeKeysOf(entry: string): string[] {
  const dir = join(ROOT, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'components', entry);
  let files: string[];
  try {
    files = sourceFilesJs(dir);
  } catch {
    return [];
  }
  const keys = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bkey: "([A-Za-z]+)"/g)].map((m) => m[1] ?? ''));
  return [...new Set(keys)];
}

function sourceFilesJs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFilesJs(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

describe('the shared modules of the browser builds', () => {
  it("style every exported component: each recipe Chakra's own theme has for it is in the portal's system", () => {
    const source = readFileSync(join(__dirname, 'chakra-ui.ts'), 'utf8');
    const entries = [...[...source.matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)].map((m) => m[1] ?? ''), ...chakraEntriesSharedApart()];
    const missing: string[] = [];
    let checked = 0;
    for (const entry of entries) {
      for (const key of recipeKeysOf(entry)) {
        const inStock = stock.getRecipe(key) ?? stock.getSlotRecipe(key);
        if (!inStock) continue;
        checked += 1;
        if (!(leanChakra.defaultSystem.getRecipe(key) ?? leanChakra.defaultSystem.getSlotRecipe(key))) missing.push(`${key} (${entry})`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('give every zod builder the contracts and apps call, and the same functions as zod', () => {
    const used = zodBuildersUsed();
    expect(used.size).toBeGreaterThan(8);
    expect([...used].filter(([name]) => !(name in leanZ)).map(([name, file]) => `z.${name} (${file})`)).toEqual([]);
    for (const [name, value] of Object.entries(leanZ)) expect([name, value]).toEqual([name, (zod.z as Record<string, unknown>)[name]]);
    const schema = leanZ.object({ id: leanZ.number().int(), email: leanZ.email() });
    expect(schema.safeParse({ id: 1.5, email: 'x' }).success).toBe(false);
    expect(schema.parse({ id: 1, email: 'a@b.ru' })).toEqual({ id: 1, email: 'a@b.ru' });
  });

  it('export every name the apps import from @chakra-ui/react and react-router-dom', () => {
    expect(missingFrom(leanChakra, '@chakra-ui/react')).toEqual([]);
    expect(missingFrom(leanRouter, 'react-router-dom')).toEqual([]);
    // Nothing imports the router package itself at run time: it is bundled inside the react-router-dom module.
    expect([...importedNames('react-router')]).toEqual([]);
  });

  it('share every Chakra entry point the apps import directly, so a component there is one instance on the page', () => {
    const apart = chakraEntriesSharedApart();
    expect(apart).toEqual(expect.arrayContaining(['dialog', 'popover', 'combobox']));
    const imported = chakraEntriesImported();
    expect([...imported.keys()]).toEqual(expect.arrayContaining(['dialog', 'popover', 'combobox']));
    expect([...imported].filter(([entry]) => !apart.includes(entry)).map(([entry, file]) => `${entry} (${file})`)).toEqual([]);
    // What is shared apart is not also in the lean module (it would be a second copy of the component there).
    const lean = readFileSync(join(__dirname, 'chakra-ui.ts'), 'utf8');
    expect(apart.filter((entry) => lean.includes(`from '@chakra-ui/react/${entry}'`))).toEqual([]);
  });

  it('styles components with its lean system', () => {
    const { ChakraProvider, Button, Table, defaultSystem } = leanChakra;
    expect(defaultSystem.getRecipe('button')).toBeDefined();
    expect(defaultSystem.getSlotRecipe('table')).toBeDefined();
    // Recipes no app renders stay out of the bundle.
    expect(defaultSystem.getSlotRecipe('menu')).toBeUndefined();
    render(
      <ChakraProvider value={defaultSystem}>
        <Button>Сохранить</Button>
        <Table.Root>
          <Table.Body>
            <Table.Row>
              <Table.Cell>ячейка</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveClass('chakra-button');
    expect(screen.getByRole('cell', { name: 'ячейка' })).toBeInTheDocument();
  });
});
