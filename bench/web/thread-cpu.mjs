// CPU time per browser thread over a few page loads, from a Chromium trace of every process: the page's main
// thread, the service worker's thread, the browser process's and the network service's threads. On a 2-core
// device they all share two cores, so work the worker does (a fetch event, a cache lookup or write per request)
// is time the page waits for; the V8 profiler of the page (main-thread.mjs) sees only the page's own thread.

/**
 * Sums each thread's outermost tasks (trace category `toplevel`; a `toplevel` event inside another one, such as
 * a microtask checkpoint within a task, is not counted again). Thread time where the event has it; `wallOnly`
 * counts the events that had only wall time, which on a busy machine overstates CPU.
 */
function cpuByThread(traceEvents) {
  const names = new Map();
  const processes = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.name === 'process_name') processes.set(e.pid, e.args.name);
  }
  const tasks = traceEvents.filter((e) => e.ph === 'X' && e.dur > 0 && String(e.cat).split(',').includes('toplevel')).sort((a, b) => a.ts - b.ts);
  const cpu = new Map();
  const busyUntil = new Map();
  let wallOnly = 0;
  let counted = 0;
  for (const e of tasks) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ts < (busyUntil.get(thread) ?? -Infinity)) continue;
    busyUntil.set(thread, e.ts + e.dur);
    counted += 1;
    if (e.tdur === undefined) wallOnly += 1;
    const key = `${processes.get(e.pid) ?? e.pid} · ${names.get(thread) ?? e.tid}`;
    cpu.set(key, (cpu.get(key) ?? 0) + (e.tdur ?? e.dur));
  }
  return { cpu, wallOnly, tasks: counted };
}

/**
 * Runs `load` (one page load) `runs` times under a trace of the whole browser and returns milliseconds of CPU
 * per load, per thread ("process · thread"), largest first, with the share of tasks measured by wall time only.
 * @returns {Promise<{ perThread: Array<[string, number]>, wallOnlyShare: number }>}
 */
export async function threadCpu(browser, load, runs) {
  const total = new Map();
  let wallOnly = 0;
  let tasks = 0;
  for (let i = 0; i < runs; i += 1) {
    await browser.startTracing(undefined, { categories: ['__metadata', 'toplevel'] });
    let trace;
    try {
      await load();
    } finally {
      trace = await browser.stopTracing();
    }
    const counted = cpuByThread(JSON.parse(trace.toString('utf8')).traceEvents);
    for (const [key, micros] of counted.cpu) total.set(key, (total.get(key) ?? 0) + micros);
    wallOnly += counted.wallOnly;
    tasks += counted.tasks;
  }
  const perThread = [...total].map(([key, micros]) => [key, micros / 1000 / runs]).sort((a, b) => b[1] - a[1]);
  return { perThread, wallOnlyShare: tasks ? wallOnly / tasks : 0 };
}
