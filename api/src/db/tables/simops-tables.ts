import type { SimopsDecision } from '@permit/shared-contracts';
import { int, text, textOf } from './columns';

/** The SIMOPS matrix (migration 016): one row per unordered pair of permit types, typeA ≤ typeB. */
export const SIMOPS_TABLES = {
  simopsRule: {
    id: int({ fill: 'default' }),
    typeA: int(),
    typeB: int(),
    decision: textOf<SimopsDecision>()(),
    conditions: text({ nullable: true }),
  },
};
