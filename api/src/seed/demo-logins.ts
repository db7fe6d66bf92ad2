import type { RoleName } from '@permit/shared-contracts';

/** Every demo account has this password. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  username: string;
  role: RoleName;
  /** 1 = «Северный нефтехимический комбинат», 2 = «ТеплоЭнергоРемонт» (seed order). */
  organization: 1 | 2;
  fullName: string;
}

/**
 * The demo logins printed at start. The e2e tests and the README use exactly these: change them
 * only together with those.
 */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'admin@demo.ru', role: 'ADMIN', organization: 1, fullName: 'Смирнов Алексей Викторович' },
  { username: 'creator@demo.ru', role: 'CREATOR', organization: 1, fullName: 'Петров Иван Сергеевич' },
  { username: 'preparator@demo.ru', role: 'PREPARATOR', organization: 1, fullName: 'Кузнецова Ольга Николаевна' },
  { username: 'safer@demo.ru', role: 'INDUSTRIAL_SAFER', organization: 1, fullName: 'Волков Дмитрий Андреевич' },
  { username: 'issuer@demo.ru', role: 'ISSUANCER', organization: 1, fullName: 'Соколов Андрей Павлович' },
  { username: 'approver@demo.ru', role: 'APPROVER', organization: 1, fullName: 'Морозов Сергей Игоревич' },
  { username: 'executor@demo.ru', role: 'EXECUTOR', organization: 1, fullName: 'Новиков Павел Владимирович' },
  { username: 'owner@demo.ru', role: 'OBJECT_OWNER', organization: 1, fullName: 'Лебедева Марина Викторовна' },
  { username: 'creator2@demo.ru', role: 'CREATOR', organization: 2, fullName: 'Фёдоров Николай Олегович' },
];

/** The table printed by `npm start`: login, password, role, organization. */
export function formatDemoLogins(logins: readonly DemoLogin[] = DEMO_LOGINS): string {
  const rows = logins.map((l) => [l.username, DEMO_PASSWORD, l.role, String(l.organization), l.fullName]);
  const header = ['Логин', 'Пароль', 'Роль', 'Орг.', 'ФИО'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
