import { Field, Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@permit/shared-contracts';

export const PASSWORD_MISMATCH = 'Пароли не совпадают';

/** What the form refines: the confirmation must repeat the new password (only the form knows about it). */
export const confirmMatches = (v: { new_password: string; confirm: string }) => v.confirm === v.new_password;

type NewPasswordValues = { new_password: string; confirm: string };

/** «Новый пароль» and its repetition, as the change and the reset screens both ask for them. */
export function NewPasswordFields({
  newPassword,
  confirm,
  errors,
  autoFocus = false,
}: {
  /** `register('new_password')` and `register('confirm')` of the screen's form. */
  newPassword: UseFormRegisterReturn<'new_password'>;
  confirm: UseFormRegisterReturn<'confirm'>;
  errors: FieldErrors<NewPasswordValues>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Field.Root invalid={!!errors.new_password} required>
        <Field.Label>Новый пароль</Field.Label>
        <Input type="password" autoComplete="new-password" autoFocus={autoFocus} maxLength={LIMITS.shortText} {...newPassword} />
        <Field.ErrorText>{errors.new_password?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.confirm} required>
        <Field.Label>Повторите новый пароль</Field.Label>
        <Input type="password" autoComplete="new-password" maxLength={LIMITS.shortText} {...confirm} />
        <Field.ErrorText>
          {errors.confirm?.message === PASSWORD_MISMATCH ? PASSWORD_MISMATCH : errors.confirm && 'Повторите новый пароль'}
        </Field.ErrorText>
      </Field.Root>
    </>
  );
}
