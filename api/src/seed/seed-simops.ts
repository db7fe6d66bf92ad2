import type { SimopsDecision } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import type { TypeKey } from './catalogue-data';

interface DemoRule {
  a: TypeKey;
  b: TypeKey;
  decision: SimopsDecision;
  conditions?: string;
}

/**
 * The demo SIMOPS matrix (docs/domain.md «Совмещение работ») for the four seeded permit types. Fire × electrical
 * has no row on purpose: a pair without a rule is forbidden, as the demo shows. Fire × fire stays forbidden:
 * two hot works in one zone add up their fire load (and the zone-conflict walkthroughs start two permits of
 * the first type in one zone and expect the refusal).
 */
export const DEMO_SIMOPS: readonly DemoRule[] = [
  { a: 'fire', b: 'fire', decision: 'forbidden' },
  { a: 'fire', b: 'gas', decision: 'forbidden' },
  {
    a: 'fire',
    b: 'height',
    decision: 'conditional',
    conditions:
      'Оградить зону падения искр и окалины, уложить негорючий настил, защитить страховочные системы от искр; наблюдающий с первичными средствами пожаротушения',
  },
  { a: 'height', b: 'height', decision: 'allowed' },
  {
    a: 'height',
    b: 'gas',
    decision: 'conditional',
    conditions:
      'Непрерывный контроль загазованности на уровне работ на высоте; у бригады на высоте — средства защиты органов дыхания и связь с наблюдающим',
  },
  { a: 'height', b: 'electro', decision: 'conditional', conditions: 'Снять напряжение с участка, оградить зону, наблюдающий от электрохозяйства' },
  {
    a: 'gas',
    b: 'gas',
    decision: 'conditional',
    conditions: 'Единый анализ газовоздушной среды для обеих бригад, общий план эвакуации, наблюдающий у каждого места входа',
  },
  { a: 'gas', b: 'electro', decision: 'forbidden' },
  { a: 'electro', b: 'electro', decision: 'allowed' },
];

/** Inserts the demo matrix; each pair is stored normalized (smaller type id first), as the API stores it. */
export async function seedSimops(tx: Db, types: Record<TypeKey, number>): Promise<void> {
  const rows = DEMO_SIMOPS.map((r) => {
    const [typeA, typeB] = [types[r.a], types[r.b]].sort((x, y) => x - y) as [number, number];
    return { typeA, typeB, decision: r.decision, conditions: r.conditions ?? null };
  });
  await kysely(tx).insertInto('simopsRule').values(rows).execute();
}
