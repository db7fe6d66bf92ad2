import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices (heading order, landmarks), which Lighthouse's
 * accessibility audits also weigh.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(v: Violation): string {
  const nodes = v.nodes
    .slice(0, 8)
    .map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 200)}\n      ${n.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`)
    .join('\n');
  const more = v.nodes.length > 8 ? `\n    … ещё ${v.nodes.length - 8}` : '';
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}${more}`;
}

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation, printing each one's
 * id, impact, help and target nodes so the failure says what to fix; milder ones are printed, not failed.
 * The check is soft, so one test can check several states of a screen and report all of them.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, include?: string, { all = false } = {}) {
  // The resting state: a pointer left over a button by the last click would be checked in its hover colours.
  await page.mouse.move(0, 0);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  // `all`: every violation fails, the moderate and minor ones too (the phone and tablet checks ask for none).
  const blocking = violations.filter((v) => all || BLOCKING.has(v.impact ?? ''));
  const milder = violations.filter((v) => !blocking.includes(v));
  if (milder.length > 0) console.log(`axe ${screen}: не блокирующие\n${milder.map(describe).join('\n')}`);
  if (blocking.length > 0) console.log(`axe ${screen}: серьёзные и критические\n${blocking.map(describe).join('\n')}`);
  expect
    .soft(
      blocking.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`),
      `axe: ${screen}`,
    )
    .toEqual([]);
}
