import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { loginRequestSchema, type LoginRequest } from '@permit/shared-contracts';

type Field = keyof LoginRequest;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['username', 'password'];

function errorsOf(values: LoginRequest): FieldErrors {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
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
 */
export function useLoginForm(submit: (values: LoginRequest) => Promise<void>) {
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(errorsOf(next));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found = errorsOf(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await submit(loginRequestSchema.parse(values));
    } finally {
      setSubmitting(false);
    }
  };

  return { field, errors, isSubmitting, onSubmit };
}
