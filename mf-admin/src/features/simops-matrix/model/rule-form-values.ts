import { z, type ZodType } from 'zod';
import { simopsDecisionSchema, simopsRuleSaveSchema, type SimopsRule, type SimopsRuleSave } from '@permit/shared-contracts';

/** What the form holds: choices as the selects' strings, '' while nothing is chosen. */
export interface RuleFormValues {
  typeA: string;
  typeB: string;
  decision: string;
  conditions: string;
}

export type RuleField = keyof RuleFormValues;

/** The form's values as a kept draft brings them back (the choices are checked, as typed ones, on save). */
export const keptRuleValuesSchema = z
  .object({
    typeA: z.string(),
    typeB: z.string(),
    decision: z.string(),
    conditions: z.string(),
  })
  .partial() satisfies ZodType<Partial<RuleFormValues>>;

export const RULE_FIELD_LABELS: Record<RuleField, string> = {
  typeA: 'Вид работ А',
  typeB: 'Вид работ Б',
  decision: 'Решение',
  conditions: 'Условия совмещения',
};

export type RuleCheck = { ok: true; body: SimopsRuleSave } | { ok: false; errors: Partial<Record<RuleField | 'root', string>> };

export const emptyRuleValues = (): RuleFormValues => ({ typeA: '', typeB: '', decision: '', conditions: '' });

export function valuesFromRule(rule: SimopsRule): RuleFormValues {
  return { typeA: String(rule.typeA), typeB: String(rule.typeB), decision: rule.decision, conditions: rule.conditions ?? '' };
}

const required = (field: RuleField) => `Поле «${RULE_FIELD_LABELS[field]}» обязательно`;
const isRuleField = (key: unknown): key is RuleField => typeof key === 'string' && key in RULE_FIELD_LABELS;

/**
 * Builds the save body and checks it with the contract's own schema, the one the server applies, so the
 * admin sees the same rule (conditions required exactly for «Разрешено при условиях») before sending.
 * Conditions typed and then left behind by another decision are dropped rather than refused.
 */
export function checkRuleValues(values: RuleFormValues, id?: number): RuleCheck {
  const errors: Partial<Record<RuleField | 'root', string>> = {};
  for (const field of ['typeA', 'typeB'] as const) if (values[field] === '') errors[field] = required(field);
  const decision = simopsDecisionSchema.safeParse(values.decision);
  if (!decision.success) errors.decision = required('decision');
  if (!decision.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = simopsRuleSaveSchema.safeParse({
    ...(id === undefined ? {} : { id }),
    typeA: Number(values.typeA),
    typeB: Number(values.typeB),
    decision: decision.data,
    ...(decision.data === 'conditional' ? { conditions: values.conditions } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = isRuleField(issue.path[0]) ? issue.path[0] : 'root';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
