import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/**
 * The guard behind "no SQL built from strings" (api/README.md): every template literal in the API's code
 * that reads like SQL may interpolate only what cannot carry a request's value:
 * - literals, and templates / conditionals / `+` / arrays / `.join()` made of allowed parts;
 * - the fragment helpers of db/sql.ts (`quoteIdent`, `quoteAlias` check their argument at run time;
 *   `isoDateTime` & co. take allowed parts) and `params.add(value)`, which returns a `$n` placeholder;
 * - static definitions: UPPER_CASE constants, what `catalogueTable()` returns, members of those, and the
 *   items of a `.map()` / `.forEach()` / `for … of` over them (an index is a number);
 * - numbers: `x.length`, a placeholder index after `$` built from allowed parts;
 * - local variables and functions of the API whose every value / push / return is allowed.
 * Anything else — a function parameter, a request field, a value from the database — is a finding.
 */

type Node = { type: string; span?: { start: number; end: number }; [key: string]: unknown };

export interface SqlFinding {
  file: string;
  line: number;
  expression: string;
}

/** Helpers whose result is a SQL fragment whatever the argument (they refuse anything but a plain name). */
const CHECKING_HELPERS = new Set(['quoteIdent', 'quoteAlias']);
/** Helpers that wrap their arguments into SQL text: the arguments must be allowed themselves. */
const WRAPPING_HELPERS = new Set(['isoDateTime', 'isoDateTimeOrEmpty', 'spacedDateTime', 'timeOfDay', 'userRefJson', 'refJson', 'likePattern']);
/** Functions that return a static definition (no request value reaches them as a result). */
const STATIC_DEFINITIONS = new Set(['catalogueTable']);
const ITERATORS = new Set(['map', 'forEach', 'flatMap', 'filter', 'some', 'every', 'find']);
const SQL_TEXT = /\b(select|insert\s+into|update\s+\S+\s+set|delete\s+from|where|join|order\s+by|returning|values)\b/i;
const UPPER_CASE = /^[A-Z][A-Z0-9_]*$/;

interface Located {
  node: Node;
  ancestors: Node[];
  file: FileScan;
}

interface FileScan {
  file: string;
  text: Buffer;
  base: number;
  declarations: Map<string, Located[]>;
  pushes: Map<string, Located[]>;
  assignments: Map<string, Located[]>;
  templates: Located[];
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'span') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isNode(item)) out.push(item);
      // Arguments and array elements are wrapped as { spread, expression }.
      else if (typeof item === 'object' && item !== null && isNode((item as { expression?: unknown }).expression)) {
        out.push((item as { expression: Node }).expression);
      }
    }
  }
  return out;
}

const identName = (node: unknown): string | null => (isNode(node) && node.type === 'Identifier' ? String(node.value) : null);
const args = (call: Node): Node[] => ((call.arguments as { expression: Node }[]) ?? []).map((a) => a.expression);
const propertyName = (member: Node): string | null => identName(member.property);
const unwrap = (node: Node): Node =>
  ['ParenthesisExpression', 'TsAsExpression', 'TsNonNullExpression', 'TsConstAssertion', 'TsSatisfiesExpression'].includes(node.type)
    ? unwrap(node.expression as Node)
    : node;

function scanFile(file: string): FileScan {
  const source = readFileSync(file, 'utf8');
  // Spans count from a position that grows with every parse and starts at the first token; a leading
  // `0;` pins the first token to the file's first byte.
  const module = parseSync(`0;${source}`, { syntax: 'typescript' }) as unknown as Node;
  const scan: FileScan = {
    file,
    text: Buffer.from(source),
    base: module.span!.start + 2,
    declarations: new Map(),
    pushes: new Map(),
    assignments: new Map(),
    templates: [],
  };
  const add = (map: Map<string, Located[]>, name: string, located: Located) => map.set(name, [...(map.get(name) ?? []), located]);
  const walk = (node: Node, ancestors: Node[]) => {
    const here = { node, ancestors, file: scan };
    if (node.type === 'VariableDeclarator') {
      // `const [key, column] = …` binds each name to a part of the value: judged like the whole value.
      for (const name of boundNames(node.id as Node)) add(scan.declarations, name, here);
    }
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'MemberExpression' && propertyName(node.callee) === 'push') {
      const name = identName(node.callee.object);
      if (name) add(scan.pushes, name, here);
    }
    if (node.type === 'AssignmentExpression') {
      const name = identName(node.left);
      if (name) add(scan.assignments, name, here);
    }
    if (node.type === 'FunctionDeclaration') {
      const name = identName(node.identifier);
      if (name) add(scan.declarations, name, here);
    }
    // 'select … ' + value: the same rules for the parts of a concatenation that reads like SQL.
    if (node.type === 'BinaryExpression' && node.operator === '+' && ancestors.at(-1)?.type !== 'BinaryExpression') {
      const parts = concatenated(node);
      const text = parts.map((p) => (p.type === 'StringLiteral' ? String(p.value) : '')).join(' ');
      if (SQL_TEXT.test(text) && !inMessage(ancestors)) {
        scan.templates.push({ node: { type: 'Concatenation', expressions: parts.filter((p) => p.type !== 'StringLiteral') }, ancestors, file: scan });
      }
    }
    if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length > 0) {
      const text = (node.quasis as { raw: string }[]).map((q) => q.raw).join(' ');
      if (SQL_TEXT.test(text) && !inMessage(ancestors)) scan.templates.push(here);
    }
    for (const child of children(node)) walk(child, [...ancestors, node]);
  };
  walk(module, []);
  return scan;
}

function concatenated(node: Node): Node[] {
  const inner = unwrap(node);
  return inner.type === 'BinaryExpression' && inner.operator === '+'
    ? [...concatenated(inner.left as Node), ...concatenated(inner.right as Node)]
    : [inner];
}

function boundNames(pattern: Node): string[] {
  if (pattern.type === 'Identifier') return [String(pattern.value)];
  if (pattern.type === 'AssignmentPatternProperty') return boundNames(pattern.key as Node);
  if (pattern.type === 'KeyValuePatternProperty') return boundNames(pattern.value as Node);
  if (pattern.type === 'AssignmentPattern') return boundNames(pattern.left as Node);
  if (pattern.type === 'RestElement') return boundNames(pattern.argument as Node);
  if (pattern.type !== 'ArrayPattern' && pattern.type !== 'ObjectPattern') return [];
  return children(pattern).flatMap(boundNames);
}

/** Error texts and log lines may name tables; they are not SQL. */
function inMessage(ancestors: Node[]): boolean {
  return ancestors.some((a) => {
    if (a.type === 'NewExpression') return /Error$/.test(identName(a.callee) ?? '');
    if (a.type === 'CallExpression' && isNode(a.callee) && a.callee.type === 'MemberExpression') {
      return ['console', 'log'].includes(identName(a.callee.object) ?? '');
    }
    return false;
  });
}

class Checker {
  private readonly functions = new Map<string, Located[]>();
  private readonly verdicts = new Map<Node, boolean>();

  constructor(private readonly files: FileScan[]) {
    for (const scan of files) {
      for (const [name, list] of scan.declarations) {
        for (const located of list) {
          const init = located.node.type === 'VariableDeclarator' ? (located.node.init as Node | undefined) : located.node;
          if (init && ['FunctionDeclaration', 'ArrowFunctionExpression', 'FunctionExpression'].includes(init.type)) {
            this.functions.set(name, [...(this.functions.get(name) ?? []), { ...located, node: init }]);
          }
        }
      }
    }
  }

  findings(): SqlFinding[] {
    const out: SqlFinding[] = [];
    for (const scan of this.files) {
      for (const { node, ancestors } of scan.templates) {
        for (const expression of node.expressions as Node[]) {
          if (this.allowed(expression, [...ancestors, node], scan)) continue;
          const start = expression.span!.start - scan.base;
          const line = scan.text.subarray(0, start).toString().split('\n').length;
          out.push({ file: scan.file, line, expression: scan.text.subarray(start, expression.span!.end - scan.base).toString() });
        }
      }
    }
    return out;
  }

  /** May this expression stand inside SQL text? */
  allowed(raw: Node, ancestors: Node[], scan: FileScan): boolean {
    const node = unwrap(raw);
    const cached = this.verdicts.get(node);
    if (cached !== undefined) return cached;
    // Assume yes while deciding, so recursive definitions terminate; a "no" anywhere still wins.
    this.verdicts.set(node, true);
    const verdict = this.decide(node, ancestors, scan);
    this.verdicts.set(node, verdict);
    return verdict;
  }

  private decide(node: Node, ancestors: Node[], scan: FileScan): boolean {
    const inner = [...ancestors, node];
    const ok = (child: unknown) => isNode(child) && this.allowed(child, inner, scan);
    switch (node.type) {
      case 'StringLiteral':
      case 'NumericLiteral':
      case 'BooleanLiteral':
      case 'NullLiteral':
        return true;
      case 'TemplateLiteral':
        return (node.expressions as Node[]).every(ok);
      case 'ConditionalExpression':
        return ok(node.consequent) && ok(node.alternate);
      case 'BinaryExpression':
        return ['+', '-', '*'].includes(String(node.operator)) && ok(node.left) && ok(node.right);
      case 'ArrayExpression':
        return ((node.elements as ({ expression: Node } | null)[]) ?? []).every((e) => !e || ok(e.expression));
      case 'Identifier':
        return this.identifierAllowed(String(node.value), ancestors, scan);
      case 'MemberExpression':
        return propertyName(node) === 'length' || this.isStatic(node, ancestors, scan);
      case 'CallExpression':
        return this.callAllowed(node, ancestors, scan);
      default:
        return false;
    }
  }

  private callAllowed(call: Node, ancestors: Node[], scan: FileScan): boolean {
    const inner = [...ancestors, call];
    const callee = isNode(call.callee) ? unwrap(call.callee) : null;
    if (!callee) return false;
    const name = identName(callee);
    if (name && CHECKING_HELPERS.has(name)) return true;
    if (name && WRAPPING_HELPERS.has(name)) return args(call).every((a) => this.allowed(a, inner, scan) || this.isStatic(a, inner, scan));
    if (name) return this.functionAllowed(name);
    if (callee.type !== 'MemberExpression') return false;
    const method = propertyName(callee);
    const receiver = callee.object as Node;
    if (method === 'add') return true; // SqlParams.add: the value becomes a parameter, the text gets `$n`
    if (method === 'join') return this.allowed(receiver, inner, scan);
    if (method === 'map' || method === 'flatMap') {
      const [fn] = args(call);
      if (!fn) return false;
      if (identName(fn) && CHECKING_HELPERS.has(identName(fn)!)) return true;
      return this.returnsAllowed({ node: unwrap(fn), ancestors: inner, file: scan });
    }
    return this.isStatic(call, ancestors, scan);
  }

  /** A function of the API whose every returned value is allowed. */
  private functionAllowed(name: string): boolean {
    const list = this.functions.get(name);
    return !!list && list.every((fn) => this.returnsAllowed(fn));
  }

  private returnsAllowed({ node: fn, ancestors, file }: Located): boolean {
    const inner = [...ancestors, fn];
    if (fn.type === 'ArrowFunctionExpression' && isNode(fn.body) && fn.body.type !== 'BlockStatement') return this.allowed(fn.body, inner, file);
    const returns: Located[] = [];
    const walk = (node: Node, path: Node[]) => {
      if (node !== fn && ['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(node.type)) return;
      if (node.type === 'ReturnStatement' && isNode(node.argument)) returns.push({ node: node.argument, ancestors: [...path, node], file });
      for (const child of children(node)) walk(child, [...path, node]);
    };
    walk(fn, ancestors);
    return returns.length > 0 && returns.every((r) => this.allowed(r.node, r.ancestors, file));
  }

  private identifierAllowed(name: string, ancestors: Node[], scan: FileScan): boolean {
    if (UPPER_CASE.test(name)) return true;
    const param = this.parameterKind(name, ancestors, scan);
    if (param) return param !== 'unknown';
    const declarations = scan.declarations.get(name) ?? [];
    if (declarations.length === 0) return false;
    const values: Located[] = [
      ...declarations.flatMap((d) => (isNode(d.node.init) ? [{ ...d, node: d.node.init, ancestors: [...d.ancestors, d.node] }] : [])),
      ...(scan.assignments.get(name) ?? []).map((a) => ({ ...a, node: a.node.right as Node, ancestors: [...a.ancestors, a.node] })),
      ...(scan.pushes.get(name) ?? []).flatMap((p) => args(p.node).map((arg) => ({ ...p, node: arg, ancestors: [...p.ancestors, p.node] }))),
    ];
    const forOf = declarations.find((d) => d.ancestors.some((a) => a.type === 'ForOfStatement'));
    if (forOf && !isNode(forOf.node.init)) {
      const loop = [...forOf.ancestors].reverse().find((a) => a.type === 'ForOfStatement')!;
      return this.isStatic(loop.right as Node, forOf.ancestors, scan);
    }
    return values.length > 0 && values.every((v) => this.allowed(v.node, v.ancestors, v.file) || this.isStatic(v.node, v.ancestors, v.file));
  }

  /**
   * For a parameter of an enclosing callback: 'index' (the second parameter of an iteration: a number),
   * 'static' (an item of an iteration over a static definition), 'unknown' (any other parameter); null
   * when the name is not a parameter of an enclosing function.
   */
  private parameterKind(name: string, ancestors: Node[], scan: FileScan): 'index' | 'static' | 'unknown' | null {
    for (let i = ancestors.length - 1; i >= 0; i -= 1) {
      const fn = ancestors[i]!;
      if (!['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(fn.type)) continue;
      const params = ((fn.params as Node[]) ?? []).map((p) => (p.type === 'Parameter' ? (p.pat as Node) : p));
      const position = params.findIndex((p) => this.binds(p, name));
      if (position < 0) continue;
      const call = ancestors[i - 1];
      const callee = call?.type === 'CallExpression' && isNode(call.callee) ? unwrap(call.callee) : null;
      const iterates = callee?.type === 'MemberExpression' && ITERATORS.has(propertyName(callee) ?? '');
      if (iterates && position === 1) return 'index';
      if (iterates && position === 0 && this.isStatic(callee!.object as Node, ancestors.slice(0, i - 1), scan)) return 'static';
      return 'unknown';
    }
    return null;
  }

  private binds(pattern: Node, name: string): boolean {
    if (identName(pattern) === name) return true;
    return children(pattern).some((child) => this.binds(child, name));
  }

  /** A static definition: an UPPER_CASE constant, a catalogueTable() result, their members and items. */
  isStatic(raw: Node, ancestors: Node[], scan: FileScan): boolean {
    const node = unwrap(raw);
    if (node.type === 'StringLiteral' || node.type === 'NumericLiteral') return true;
    if (node.type === 'Identifier') {
      const name = String(node.value);
      if (UPPER_CASE.test(name)) return true;
      const param = this.parameterKind(name, ancestors, scan);
      if (param) return param !== 'unknown';
      const declarations = scan.declarations.get(name) ?? [];
      return (
        declarations.length > 0 &&
        !scan.assignments.has(name) &&
        declarations.every((d) => isNode(d.node.init) && this.isStatic(d.node.init, [...d.ancestors, d.node], scan))
      );
    }
    if (node.type === 'MemberExpression') return this.isStatic(node.object as Node, ancestors, scan);
    if (node.type === 'CallExpression') {
      const callee = isNode(node.callee) ? unwrap(node.callee) : null;
      const name = identName(callee);
      if (name) return STATIC_DEFINITIONS.has(name);
      if (callee?.type === 'MemberExpression') {
        // Object.keys(STATIC), STATIC.get(key), STATIC.filter(...)
        if (identName(callee.object) === 'Object') return args(node).every((a) => this.isStatic(a, ancestors, scan));
        return this.isStatic(callee.object as Node, ancestors, scan);
      }
    }
    return false;
  }
}

/** Production sources of the API: everything under src but tests and test support. */
export function apiSourceFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(root);
}

/** Interpolations in SQL text that are not provably free of request values. */
export function findSqlInterpolations(files: string[]): SqlFinding[] {
  return new Checker(files.map(scanFile)).findings();
}
