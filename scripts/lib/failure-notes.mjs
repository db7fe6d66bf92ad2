// The first failures of a suite in one short line each, for the summary at the end of `npm test`: a CI
// that keeps only the tail of its log still says which test failed and why.
import { basename } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const MAX = 160;

function oneLine(text) {
  const line = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && l !== 'Error:');
  const shown = line ?? 'no message';
  return shown.length > MAX ? `${shown.slice(0, MAX - 1)}…` : shown;
}

/**
 * A timeout's first error says only "Test timeout … exceeded"; the action that waited is in the next one,
 * with the locator on its call log's "waiting for" line.
 */
function playwrightError(result) {
  const errors = result.errors?.length ? result.errors : [result.error ?? { message: result.status }];
  const lines = errors.slice(0, 2).map((e) => {
    const waiting = stripVTControlCharacters(String(e.message ?? ''))
      .split('\n')
      .find((l) => l.includes('waiting for'));
    return waiting ? `${oneLine(e.message)} (${oneLine(waiting)})` : oneLine(e.message);
  });
  return [...new Set(lines)].join(' | ');
}

/** Failed tests of a Playwright JSON report: `file:line «title»: first line of the error`. */
export function playwrightFailures(report, max = 2) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const bad = (t.results ?? []).find((r) => r.status === 'failed' || r.status === 'timedOut' || r.status === 'interrupted');
        if (bad) found.push(`${basename(spec.file ?? '')}:${spec.line} «${spec.title}»: ${playwrightError(bad)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const e of report.errors ?? []) found.push(`outside a test: ${oneLine(e.message)}`);
  return summarize(found, max);
}

/** Failed tests of a Jest JSON report (`--json`): `file «full name»: first line of the failure`. */
export function jestFailures(report, max = 2) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) found.push(`${basename(file.name ?? '')} «${a.fullName ?? a.title}»: ${oneLine(a.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') found.push(`${basename(file.name ?? '')}: ${oneLine(file.message)}`);
  }
  return summarize(found, max);
}

function summarize(found, max) {
  const shown = found.slice(0, max);
  if (found.length > max) shown.push(`and ${found.length - max} more`);
  return shown;
}
