import { WORKLIST_ENDING, WORKLIST_GROUPS, type Worklist } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { worklistData } from './worklist-repository';

export interface WorklistService {
  /** GET /api/nd_processing/worklist: «Мои задачи» of the caller. */
  worklist(caller: AuthUser): Promise<Worklist>;
}

const GROUPS = [...WORKLIST_GROUPS, WORKLIST_ENDING];

/**
 * «Мои задачи» (docs/domain.md «Таблица переходов»): the caller's organization only; a user of no
 * organization has none. The database decides with SQL built from the same transition table, route
 * steps and roles the workflow checks (worklist-sql.ts; worklist-sql.test.ts holds it to those rules),
 * and answers with the counts and the rows shown, so the list cannot drift from what processingND accepts.
 */
export function createWorklistService(db: Db): WorklistService {
  return {
    async worklist(caller) {
      if (caller.organizationId === null) {
        return { total: 0, organizationTotal: 0, groups: GROUPS.map((g) => ({ key: g.key, label: g.label, count: 0, rows: [] })) };
      }
      const data = await worklistData(db, caller.id, caller.organizationId);
      return {
        total: data.total,
        organizationTotal: data.organizationTotal,
        groups: GROUPS.map((g, i) => ({ key: g.key, label: g.label, count: data.groups[i]!.count, rows: data.groups[i]!.rows })),
      };
    },
  };
}
