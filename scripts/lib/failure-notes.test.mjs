import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jestFailures, playwrightFailures } from './failure-notes.mjs';

test('a Playwright report names the failed test, its place and the first line of its error', () => {
  const report = {
    suites: [
      {
        title: 'permits.spec.ts',
        specs: [],
        suites: [
          {
            specs: [
              { title: 'passes', file: 'tests/permits.spec.ts', line: 40, tests: [{ results: [{ status: 'passed' }] }] },
              {
                title: 'a creator submits',
                file: 'tests/permits.spec.ts',
                line: 51,
                tests: [{ results: [{ status: 'timedOut', error: { message: '\u001b[31mTest timeout of 90000ms exceeded.\u001b[39m\n\nat x' } }] }],
              },
            ],
          },
        ],
      },
    ],
    errors: [],
  };
  assert.deepEqual(playwrightFailures(report), ['permits.spec.ts:51 «a creator submits»: Test timeout of 90000ms exceeded.']);
});

test('a Playwright timeout names the action that waited, with its locator', () => {
  const timedOut = {
    status: 'timedOut',
    errors: [
      { message: 'Test timeout of 90000ms exceeded.' },
      {
        message:
          "Error: locator.click: Test timeout of 90000ms exceeded.\nCall log:\n  - waiting for getByRole('option', { name: /К-201/ }).first()\n",
      },
    ],
  };
  const report = { suites: [{ specs: [{ title: 't', file: 'a.spec.ts', line: 3, tests: [{ results: [timedOut] }] }] }] };
  assert.deepEqual(playwrightFailures(report), [
    "a.spec.ts:3 «t»: Test timeout of 90000ms exceeded. | Error: locator.click: Test timeout of 90000ms exceeded. (- waiting for getByRole('option', { name: /К-201/ }).first())",
  ]);
});

test('a Jest report names at most two failures and counts the rest; a long line is cut', () => {
  const failure = (n) => ({
    status: 'failed',
    fullName: `case ${n}`,
    failureMessages: [`Error: expect(received).toBe(expected)${'x'.repeat(200)}\n at y`],
  });
  const report = { testResults: [{ name: '/r/api/src/a.test.ts', status: 'failed', assertionResults: [failure(1), failure(2), failure(3)] }] };
  const notes = jestFailures(report);
  assert.equal(notes.length, 3);
  assert.match(notes[0], /^a\.test\.ts «case 1»: Error: expect\(received\)\.toBe\(expected\)x+…$/);
  assert.ok(notes[0].length < 200);
  assert.equal(notes[2], 'and 1 more');
});

test('a Jest file that failed to run is named with its message', () => {
  const report = {
    testResults: [{ name: '/r/x.test.ts', status: 'failed', message: '  ● Test suite failed to run\n\n  Cannot find module', assertionResults: [] }],
  };
  assert.deepEqual(jestFailures(report), ['x.test.ts: ● Test suite failed to run']);
});
