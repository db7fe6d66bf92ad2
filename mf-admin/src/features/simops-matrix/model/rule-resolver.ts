import type { SimopsRuleSave } from '@permit/shared-contracts';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { checkRuleValues, type RuleFormValues } from './rule-form-values';

/** The form's strings are checked as the save body (checkRuleValues); a valid form hands over that body. */
export function ruleResolver(id: number | undefined): Resolver<RuleFormValues, unknown, SimopsRuleSave> {
  return (values): ResolverResult<RuleFormValues, SimopsRuleSave> => {
    const result = checkRuleValues(values, id);
    if (result.ok) return { values: result.body, errors: {} };
    const errors: FieldErrors<RuleFormValues> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      // `root` is react-hook-form's slot for an error of no field; its type also allows named sub-errors.
      if (name === 'root') errors.root = { type: 'validate', message } as NonNullable<FieldErrors<RuleFormValues>['root']>;
      else errors[name as keyof RuleFormValues] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
