/**
 * What the sign-in screen may say on arrival, by key in the router state ({ notice }): a screen that
 * sends the user to /auth names the key, never the text, so a crafted state cannot make it say anything.
 */
export const LOGIN_NOTICES = {
  passwordReset: 'Пароль изменён. Войдите с новым паролем.',
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

export function loginNoticeFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return typeof notice === 'string' && Object.hasOwn(LOGIN_NOTICES, notice) ? LOGIN_NOTICES[notice as LoginNotice] : null;
}
