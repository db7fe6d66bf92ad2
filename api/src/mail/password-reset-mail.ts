import type { MailMessage } from './mailer';

/** Where the portal's reset screen reads the token: the fragment, which browsers send in no request. */
export const RESET_PATH = '/password/reset';

/** The link of a reset mail: the portal's public address, the screen, and the token after '#'. */
export function passwordResetLink(portalUrl: string, token: string): string {
  return `${portalUrl.replace(/\/+$/, '')}${RESET_PATH}#token=${encodeURIComponent(token)}`;
}

const MINUTES: Record<string, string> = { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' };
const minutes = (n: number) => `${n} ${MINUTES[new Intl.PluralRules('ru').select(n)] ?? 'минут'}`;

/**
 * The reset mail. It says what the link does, for how long, that the password has not changed yet (so a
 * mail the user did not ask for needs no action), and never contains a password.
 */
export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Портал наряд-допусков: восстановление пароля',
    text: [
      'Здравствуйте!',
      '',
      `Для учётной записи ${to} запрошено восстановление пароля.`,
      `Чтобы задать новый пароль, откройте ссылку (она действует ${minutes(validMinutes)} и только один раз):`,
      link,
      '',
      'Пока вы не задали новый пароль по ссылке, прежний пароль продолжает действовать.',
      'Если вы не запрашивали восстановление, ничего делать не нужно: просто удалите это письмо.',
    ].join('\n'),
  };
}
