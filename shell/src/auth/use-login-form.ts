import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginRequest, loginRequestSchema } from '@permit/shared-contracts';

type Field = keyof LoginRequest;
export type LoginFieldErrors = Partial<Record<Field, string>>;
export type LoginSchema = typeof loginRequestSchema;

const FIELDS: Field[] = ['username', 'password'];

function errorsOf(schema: LoginSchema, values: LoginRequest): LoginFieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The login form's state, checked with the contract's schema like every other form. Two fields do not
 * need react-hook-form, and the first screen a user sees loads without it (≈ 13 KB gzip). Errors appear on
 * submit, then follow the typing; the first invalid field takes the focus.
 *
 * The schema is asked for at the first submit: a first visit to /auth has not loaded the contracts (zod) and
 * loads them only then (first-login.tsx). A schema that does not come fails the submit, with `onSchemaFailed`.
 */
export function useLoginForm(
  loadSchema: () => LoginSchema | Promise<LoginSchema>,
  submit: (values: LoginRequest) => Promise<void>,
  onSchemaFailed?: (error: unknown) => void,
) {
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  // Set at the first submit; from then on the errors follow the typing.
  const schemaRef = useRef<LoginSchema | null>(null);
  // What is typed now: the schema may take a download to come, and what the user typed meanwhile is what counts.
  const typed = useRef(values);

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...typed.current, [name]: event.target.value };
      typed.current = next;
      setValues(next);
      if (schemaRef.current) setErrors(errorsOf(schemaRef.current, next));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      let schema: LoginSchema;
      try {
        schema = await loadSchema();
      } catch (error) {
        onSchemaFailed?.(error);
        return;
      }
      schemaRef.current = schema;
      const current = typed.current;
      const found = errorsOf(schema, current);
      setErrors(found);
      const firstInvalid = FIELDS.find((name) => found[name]);
      if (firstInvalid) {
        inputs.current[firstInvalid]?.focus();
        return;
      }
      await submit(schema.parse(current));
    } finally {
      setSubmitting(false);
    }
  };

  return { field, errors, isSubmitting, onSubmit };
}
