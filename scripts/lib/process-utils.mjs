// Small helpers for the stack's child processes: readiness polling, prefixed log lines, the port a child
// bound (every server of the stack binds port 0 or its configured port and names the bound port in its log,
// so no port is picked while free and taken by someone else before the server binds it) and stopping.
import { readdirSync, readFileSync } from 'node:fs';

export async function waitFor(url, { timeoutMs = 120_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function prefixed(child, name, quiet) {
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (!quiet) console.log(`[${name}] ${line}`);
      }
    });
  }
}

/**
 * Resolves with the port of the first line of the child's output that `pattern` matches (group 1); rejects
 * when the child exits first or after `timeoutMs`.
 */
export function boundPort(child, pattern, { timeoutMs = 180_000 } = {}) {
  return new Promise((resolve, reject) => {
    const streams = [child.stdout, child.stderr].filter(Boolean);
    const buffers = new Map();
    const done = (fn, value) => {
      clearTimeout(timer);
      for (const s of streams) s.off('data', onData.get(s));
      child.off('exit', onExit);
      fn(value);
    };
    const onData = new Map(
      streams.map((s) => [
        s,
        (chunk) => {
          const text = (buffers.get(s) ?? '') + chunk;
          buffers.set(s, text.slice(-4096));
          const m = pattern.exec(text);
          if (m) done(resolve, Number(m[1]));
        },
      ]),
    );
    const onExit = (code, signal) => done(reject, new Error(`exited with ${code ?? signal} before it listened`));
    const timer = setTimeout(() => done(reject, new Error(`no port reported in ${timeoutMs} ms`)), timeoutMs);
    for (const s of streams) s.on('data', onData.get(s));
    child.once('exit', onExit);
  });
}

/** SIGTERM, SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}

/** Every process as { pid, parent, state } from /proc (Linux); none where there is no /proc. */
function processTable() {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .flatMap((d) => {
        try {
          const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
          const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return [{ pid: Number(d), parent: Number(parent), state }];
        } catch {
          return []; // gone meanwhile
        }
      });
  } catch {
    return [];
  }
}

/** The running (not zombie) children of `pid`, e.g. nginx's workers; none where there is no /proc. */
export function liveChildren(pid) {
  return processTable()
    .filter((p) => p.parent === pid && p.state !== 'Z')
    .map((p) => p.pid);
}

/** `pid` and every process below it (nginx's workers, PostgreSQL's backends); without /proc the direct child only. */
function tree(pid) {
  const table = processTable();
  const found = [pid];
  for (let i = 0; i < found.length; i++) for (const p of table) if (p.parent === found[i]) found.push(p.pid);
  return found;
}

const live = new Set();
const leftovers = new Set();
let exitHook = false;
function hookExit() {
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    // The whole tree: a killed nginx master would leave its workers holding the port.
    for (const pid of [...live].flatMap((c) => (c.pid ? tree(c.pid) : []))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const fn of leftovers) fn();
  });
}

/**
 * Remembers a child until it exits; if this process exits first (a crash, a signal during set-up,
 * process.exit on a set-up error), the child is killed with it, so a failed start leaves no server
 * holding a port.
 */
export function track(child) {
  hookExit();
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** `fn` (synchronous: removing a temp folder) runs if this process exits before the returned forget(). */
export function atExit(fn) {
  hookExit();
  leftovers.add(fn);
  return () => leftovers.delete(fn);
}
