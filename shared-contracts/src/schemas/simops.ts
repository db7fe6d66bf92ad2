import { z } from 'zod';
import { ND_STATUSES, type NdStatus } from '../statuses';
import { idSchema, LIMITS, namedField } from './common';
import { zoneBlockerSchema } from './nd';

/**
 * Simultaneous operations (SIMOPS): what the start check decides for a pair of permit types working in one
 * zone at the same time (docs/domain.md «Совмещение работ»). A pair without a row is forbidden.
 */
export const SIMOPS_DECISIONS = ['forbidden', 'allowed', 'conditional'] as const;
export const simopsDecisionSchema = z.enum(SIMOPS_DECISIONS);
export type SimopsDecision = z.infer<typeof simopsDecisionSchema>;

export const SIMOPS_DECISION_LABELS: Record<SimopsDecision, string> = {
  forbidden: 'Запрещено',
  allowed: 'Разрешено',
  conditional: 'Разрешено при условиях',
};

/** One rule of the matrix; the pair is unordered and stored with typeA ≤ typeB. */
export const simopsRuleSchema = z.object({
  id: idSchema,
  typeA: idSchema,
  typeB: idSchema,
  typeAName: z.string(),
  typeBName: z.string(),
  decision: simopsDecisionSchema,
  /** The conditions text of a 'conditional' rule; null for the other decisions. */
  conditions: z.string().nullable(),
});
export type SimopsRule = z.infer<typeof simopsRuleSchema>;

/**
 * POST /api/simops/save: without id creates, with id updates. The pair may come in either order (the
 * server stores it normalized); a type paired with itself is allowed. Conditions are required (non-blank)
 * for 'conditional' and must be absent or blank otherwise.
 */
export const simopsRuleSaveSchema = z
  .object({
    id: idSchema.optional(),
    typeA: idSchema,
    typeB: idSchema,
    decision: simopsDecisionSchema,
    conditions: namedField(
      'Условия совмещения',
      z.string().trim().max(LIMITS.longText, `Поле «Условия совмещения»: не более ${LIMITS.longText} символов`),
    ).optional(),
  })
  .superRefine((v, ctx) => {
    const has = (v.conditions ?? '') !== '';
    if (v.decision === 'conditional' && !has) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Для решения «Разрешено при условиях» укажите условия совмещения' });
    }
    if (v.decision !== 'conditional' && has) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Условия указываются только для решения «Разрешено при условиях»' });
    }
  });
export type SimopsRuleSave = z.infer<typeof simopsRuleSaveSchema>;
export type SimopsRuleSaveInput = z.input<typeof simopsRuleSaveSchema>;

/** Statuses whose permits are not "work in the zone" (not yet submitted, or over); zoneWorks leaves them out. */
export const ZONE_WORK_EXCLUDED_STATUSES: readonly NdStatus[] = ['DRAFT', 'ARCHIVE', 'CANCELLED', 'CLOSE_WORK'];
/** The statuses zoneWorks lists (every other one). */
export const ZONE_WORK_STATUSES: readonly NdStatus[] = ND_STATUSES.filter((s) => !ZONE_WORK_EXCLUDED_STATUSES.includes(s));

/**
 * GET /api/nd_processing/zoneWorks/{ndId}: another permit in the same zone whose window overlaps this one
 * (not DRAFT/ARCHIVE/CANCELLED/CLOSE_WORK), with the matrix decision for the pair (this permit's type, its type).
 */
export const zoneWorkSchema = zoneBlockerSchema.extend({
  decision: simopsDecisionSchema,
  conditions: z.string().nullable(),
  /** In an active status now (IN_WORK, PROLONG, PROLONGED): the start check consults it. */
  active: z.boolean(),
});
export type ZoneWork = z.infer<typeof zoneWorkSchema>;

/** The 409 code a start answers when a conditional pair's conditions were not confirmed (simopsConfirmed). */
export const SIMOPS_CONFIRMATION_REQUIRED = 'SIMOPS_CONFIRMATION_REQUIRED' as const;
