import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSourceFiles, findSqlInterpolations } from '../test/sql-guard';

/**
 * "No SQL built from strings": values travel only as $n parameters, identifiers only from static
 * definitions. This test reads every production source of the API and fails on any interpolation into
 * SQL text that is not provably free of request values (rules: test/sql-guard.ts, api/README.md).
 */
describe('SQL text carries no values', () => {
  it('every interpolation into SQL in api/src is a placeholder, a checked identifier or a static fragment', () => {
    const files = apiSourceFiles(path.join(__dirname, '..'));
    expect(files.length).toBeGreaterThan(40);
    const findings = findSqlInterpolations(files).map((f) => `${path.relative(path.join(__dirname, '..'), f.file)}:${f.line}  \${${f.expression}}`);
    expect(findings).toEqual([]);
  });
});

describe('the guard itself', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sql-guard-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const check = (name: string, source: string) => {
    const file = path.join(dir, `${name}.ts`);
    writeFileSync(file, source);
    return findSqlInterpolations([file]).map((f) => f.expression);
  };

  it('flags values spliced into SQL, however they are passed along', () => {
    const source = `
      export async function byName(db: Db, name: string, body: { sort: string }, ids: number[]) {
        await db.query(\`select * from app_user where username = '\${name}'\`);
        const where = \`where id = \${body.sort}\`;
        await db.query(\`select * from nd \${where}\`);
        const conditions: string[] = [];
        conditions.push(\`n.status = '\${body.sort}'\`);
        await db.query(\`select 1 from nd n where \${conditions.join(' and ')}\`);
        await db.query(\`delete from nd where id in (\${ids.join(', ')})\`);
        await db.query(\`select \${Object.keys(body).map((c) => c).join(', ')} from nd\`);
        await db.query(\`select * from nd order by \${isoDateTime(name)}\`);
        await db.query(\`update nd set status = \${String(name)} where id = $1\`);
        await db.query('select * from nd where number_paper_nd = ' + body.sort + ' order by id');
      }`;
    // A fragment is reported where it is made (if it reads like SQL) and where it is used.
    expect(check('bad', source)).toEqual([
      'name',
      'body.sort',
      'where',
      "conditions.join(' and ')",
      "ids.join(', ')",
      "Object.keys(body).map((c) => c).join(', ')",
      'isoDateTime(name)',
      'String(name)',
      'body.sort',
    ]);
  });

  it('accepts placeholders, checked identifiers, static definitions and fragments made of them', () => {
    const source = `
      const COLUMNS = { type: 'n.type_nd_id', place: 'n.place_id' } as const;
      const ROW = \`select n.id, \${isoDateTime('n.created')} as created from nd n\`;
      function whereOf(filter: Record<string, number | null>, params: SqlParams): string {
        const conditions = [\`n.organization_id = \${params.add(filter.organization)}\`];
        for (const [key, column] of Object.entries(COLUMNS)) {
          if (filter[key] !== null) conditions.push(\`\${column} = \${params.add(filter[key])}\`);
        }
        return conditions.join(' and ');
      }
      export async function search(db: Db, filter: Record<string, number | null>, values: Record<string, unknown>, table: string, lock: boolean) {
        const params = new SqlParams();
        await db.query(\`\${ROW} where \${whereOf(filter, params)} \${lock ? 'for update' : ''}\`, params.values);
        const columns = Object.keys(values);
        await db.query(\`insert into \${quoteIdent(table)} (\${columns.map(quoteIdent).join(', ')}) values (\${columns.map((_, i) => \`$\${i + 1}\`).join(', ')})\`);
        const sets = columns.map((c, i) => \`\${quoteIdent(c)} = $\${i + 3}\`);
        await db.query(\`update nd set \${['version = version + 1', ...sets].join(', ')} where id = $1\`);
        const lists = LISTS.map((l) => \`(select json_agg(x.\${l.column}) from \${l.table} x) as "\${l.key}"\`).join(', ');
        await db.query(\`select \${lists} from nd n where n.id = $\${params.values.length}\`);
        throw new Error(\`insert into \${table} failed\`);
      }`;
    expect(check('good', source)).toEqual([]);
  });
});
