#!/usr/bin/env node
// Summarises V8 CPU profiles (BENCH_CPU_PROF of bench:api): self time per function and per package, the
// heaviest first, so a slow scenario's cost is read in a terminal. Usage: node bench/lib/cpu-profile-top.mjs file.cpuprofile [rows] [last-seconds]
// (last-seconds: only the samples of the profile's last seconds, i.e. the scenario rather than the seeding before it).
import { readFileSync } from 'node:fs';

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/lib/cpu-profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const span = profile.timeDeltas.reduce((a, b) => a + b, 0);
const skipUntil = lastArg ? span - Number(lastArg) * 1e6 : 0;
let clock = 0;
// Samples are node ids; each interval is the time until the next sample.
for (let i = 0; i < profile.samples.length; i++) {
  clock += profile.timeDeltas[i];
  if (clock < skipUntil) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/api/src/')) return `api/${url.split('/api/src/')[1].split('/')[0]}`;
  if (url.includes('/shared-contracts/')) return 'shared-contracts';
  if (url.startsWith('node:')) return 'node';
  return url ? 'other' : '(native)';
};
const fn = new Map();
const pkg = new Map();
for (const [id, time] of self) {
  const { callFrame: c } = byId.get(id);
  const name = `${c.functionName || '(anonymous)'} ${c.url.split('/').slice(-2).join('/')}:${c.lineNumber + 1}`;
  fn.set(name, (fn.get(name) ?? 0) + time);
  const p = c.url ? where(c.url) : c.functionName;
  pkg.set(p, (pkg.get(p) ?? 0) + time);
}
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('by package', pkg, 25);
print('by function', fn, rows);
