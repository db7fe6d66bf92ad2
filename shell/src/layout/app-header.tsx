import { NavLink } from 'react-router-dom';
import { REMOTE_NAMES, fullName } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { RemotePart } from '../federation/remote-part';
import { useSessionSnapshot } from '../session/use-session';
import { FRAME } from './frame-css';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
}

/**
 * Below the lg breakpoint (phones, tablets) the header is one row: the menu button, the counts and the bell; the
 * user's name, «Сменить пароль» and «Выйти» move into the menu (app-layout.tsx), the title off a phone's row.
 * Plain elements styled by the prebuilt frame rules (frame-css.ts), which hold these breakpoints.
 */
export function AppHeader({ menuOpen, onToggleMenu, menuId }: Props) {
  const { services } = useShell();
  const { authorized, user } = useSessionSnapshot();

  return (
    <header className={FRAME.header}>
      {authorized && (
        <button type="button" className={FRAME.menuButton} aria-label="Меню" aria-expanded={menuOpen} aria-controls={menuId} onClick={onToggleMenu}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
          </svg>
        </button>
      )}
      <NavLink to="/" className={FRAME.title} data-signed-in={authorized || undefined}>
        Наряд-допуски
      </NavLink>
      {authorized && (
        <div className={FRAME.tools}>
          <div>
            <RemotePart remote={REMOTE_NAMES.notifications} part="header.statusCounts" basePath="/" variant="inline" label="Счётчики" />
          </div>
          <div>
            <RemotePart remote={REMOTE_NAMES.notifications} part="header.notifications" basePath="/" variant="inline" label="Уведомления" />
          </div>
          {user && (
            <p className={FRAME.user} aria-label="Пользователь">
              {fullName(user)}
            </p>
          )}
          <NavLink to="/password" className={FRAME.link}>
            Сменить пароль
          </NavLink>
          <button type="button" className={FRAME.logout} onClick={() => services.session.logout()}>
            Выйти
          </button>
        </div>
      )}
      {!authorized && (
        <div className={FRAME.signIn}>
          <NavLink to="/auth">Войти</NavLink>
        </div>
      )}
    </header>
  );
}
