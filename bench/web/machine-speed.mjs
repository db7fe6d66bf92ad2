// How fast this machine is while the benchmark runs. The timings of bench:web are wall-clock figures of a
// browser on 2 shared cores: the same build on the same kind of machine has measured from 283 ms to over
// 900 ms to rows on /nd on different days. These three readings, taken in the same run, say which kind of day
// it was, so two runs are compared only when their machines were alike.
import http from 'node:http';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Microseconds the kernel takes to hand this process one new 4 KiB page (first touch of fresh memory). */
export function pageFaultMicros(megabytes = 256) {
  const page = 4096;
  const samples = [];
  for (let run = 0; run < 3; run += 1) {
    const started = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
    for (let offset = 0; offset < buffer.length; offset += page) buffer[offset] = 1;
    const elapsed = Number(process.hrtime.bigint() - started) / 1000;
    samples.push(elapsed / (buffer.length / page));
  }
  return median(samples);
}

/** A fixed piece of JavaScript (sorting and JSON of 50 000 records) in the page, in milliseconds. */
function pageWork() {
  const started = performance.now();
  const rows = Array.from({ length: 50_000 }, (_, i) => ({ id: i, key: (i * 7919) % 100_003, name: `№ ${i}` }));
  rows.sort((a, b) => a.key - b.key);
  JSON.parse(JSON.stringify(rows));
  return performance.now() - started;
}

/**
 * Milliseconds from navigation to the load event of an empty page in a fresh browser context (what a cold
 * load pays before any of the portal's code), and the page-side work above; medians of `runs`.
 * @param {import('@playwright/test').Browser} browser
 */
export async function browserSpeed(browser, runs = 5) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="ru"><title>калибровка</title><p>пусто</p></html>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const blank = [];
  const work = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      blank.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
      work.push(await page.evaluate(pageWork));
      await context.close();
    }
  } finally {
    server.close();
  }
  return { blankPageMs: Math.round(median(blank)), scriptMs: Math.round(median(work)) };
}
