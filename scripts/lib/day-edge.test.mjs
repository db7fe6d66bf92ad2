import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockTestFiles, localHour, zoneAtLocalHour } from './day-edge.mjs';

test('for every UTC hour and every local hour asked for, the zone picked reads that local hour', () => {
  for (let utc = 0; utc < 24; utc++) {
    const now = new Date(Date.UTC(2026, 10, 26, utc, 37));
    for (let hour = 0; hour < 24; hour++) {
      const zone = zoneAtLocalHour(hour, now);
      assert.match(zone, /^Etc\/GMT([+-]\d{1,2})?$/);
      assert.equal(localHour(zone, now), hour, `${zone} at ${now.toISOString()}`);
    }
  }
});

test('an hour outside the day is refused', () => {
  assert.throws(() => zoneAtLocalHour(24), RangeError);
  assert.throws(() => zoneAtLocalHour(-1), RangeError);
  assert.throws(() => zoneAtLocalHour(1.5), RangeError);
});

test('the clock test files are found by their text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'day-edge-'));
  try {
    mkdirSync(join(dir, 'board'));
    writeFileSync(join(dir, 'board', 'board.test.ts'), 'await permit(plant, at, "IN_WORK", await hoursFromNow(db, -2));');
    writeFileSync(join(dir, 'board', 'board.ts'), 'select current_date');
    writeFileSync(join(dir, 'pure.test.ts'), 'expect(1 + 1).toBe(2);');
    writeFileSync(join(dir, 'now.test.ts'), "db.query('select now()')");
    assert.deepEqual(clockTestFiles(dir), [join(dir, 'board', 'board.test.ts'), join(dir, 'now.test.ts')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
