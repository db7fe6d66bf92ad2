import { checkRuleValues, valuesFromRule } from './rule-form-values';

describe('SIMOPS rule form values', () => {
  it('asks for both types and the decision, in Russian, beside each field', () => {
    expect(checkRuleValues({ typeA: '', typeB: '', decision: '', conditions: '' })).toEqual({
      ok: false,
      errors: {
        typeA: 'Поле «Вид работ А» обязательно',
        typeB: 'Поле «Вид работ Б» обязательно',
        decision: 'Поле «Решение» обязательно',
      },
    });
  });

  it('requires non-blank conditions for «Разрешено при условиях» (the contract’s rule)', () => {
    const result = checkRuleValues({ typeA: '1', typeB: '2', decision: 'conditional', conditions: '   ' });
    expect(result).toEqual({ ok: false, errors: { conditions: 'Для решения «Разрешено при условиях» укажите условия совмещения' } });
  });

  it('builds the save body: numbers, trimmed conditions, the id when editing; a type may pair with itself', () => {
    expect(checkRuleValues({ typeA: '3', typeB: '3', decision: 'conditional', conditions: '  Наблюдающий  ' }, 7)).toEqual({
      ok: true,
      body: { id: 7, typeA: 3, typeB: 3, decision: 'conditional', conditions: 'Наблюдающий' },
    });
  });

  it('drops conditions left over from an earlier choice when the decision is not conditional', () => {
    expect(checkRuleValues({ typeA: '1', typeB: '2', decision: 'allowed', conditions: 'Старый текст' })).toEqual({
      ok: true,
      body: { typeA: 1, typeB: 2, decision: 'allowed' },
    });
  });

  it('fills the form from a rule, a missing conditions text as empty', () => {
    const rule = { id: 1, typeA: 1, typeB: 2, typeAName: 'А', typeBName: 'Б', decision: 'forbidden' as const, conditions: null };
    expect(valuesFromRule(rule)).toEqual({ typeA: '1', typeB: '2', decision: 'forbidden', conditions: '' });
  });
});
