import { PERMIT_FIELD_LABELS, saveKeyOf, type FieldErrors, type PermitFieldName } from '@permit/shared-contracts';
import { PERMIT_FIELD_TEXTS } from '@permit/shared-contracts/src/permit/permit-field-texts';
import { badRequest, type HttpError } from '../http/errors';

const field = (name: PermitFieldName) => `Поле «${PERMIT_FIELD_LABELS[name]}»`;
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A field's own text as said after its label in the message: «Поле «…»: окончание работ должно …». */
export const afterLabel = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What is wrong with a permit save, field by field, reported at once: the message names each field by its label
 * (for whoever reads only the message), and `fields` gives each field's own text under its save key, so the form
 * marks the field itself (docs/architecture.md «Контракт»).
 */
export class FieldProblems {
  private readonly problems: { name: PermitFieldName; message: string; text: string }[] = [];

  /** `text` is said after the field's label: «Поле «Зона»: зона не относится к …». */
  add(name: PermitFieldName, text: string): void {
    this.problems.push({ name, message: `${field(name)}: ${text}`, text: sentence(text) });
  }

  required(name: PermitFieldName): void {
    this.problems.push({ name, message: `${field(name)} обязательно`, text: PERMIT_FIELD_TEXTS.required });
  }

  get count(): number {
    return this.problems.length;
  }

  toError(): HttpError {
    const fields: FieldErrors = {};
    for (const { name, text } of this.problems) {
      const key = saveKeyOf(name);
      fields[key] = fields[key] ? `${fields[key]}; ${text}` : text;
    }
    return badRequest(this.problems.map((p) => p.message).join('; '), fields);
  }
}
