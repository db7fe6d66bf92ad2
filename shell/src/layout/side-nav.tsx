import { useId, useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { NavItem } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';
import { FRAME } from './frame-css';
import { buildNavGroups } from './nav-items';

interface Props {
  id?: string;
  onNavigate?: () => void;
}

/** The portal's main menu, styled by the prebuilt frame rules (frame-css.ts); NavLink marks the current item with aria-current="page". */
export function SideNav({ id, onNavigate }: Props) {
  const { loader } = useShell();
  const { roles } = useSessionSnapshot();
  // The loaded modules' item lists, compared one by one: the registry changes a few times per remote while the
  // page loads (pending, loading, loaded), and the menu renders again only when a module's items arrive.
  const itemLists = useStore(
    loader.registry,
    useShallow((s) => Object.values(s.modules).flatMap((m): NavItem[][] => (m.status === 'loaded' && m.module ? [m.module.navItems] : []))),
  );
  const remoteItems = useMemo(() => itemLists.flat(), [itemLists]);
  const groups = useMemo(() => buildNavGroups(roles, remoteItems), [roles, remoteItems]);
  const idPrefix = useId();

  return (
    <nav id={id} aria-label="Основное меню" className={FRAME.nav}>
      {groups.map((group, index) => (
        <div key={group.title}>
          <p id={`${idPrefix}-group-${index}`}>{group.title}</p>
          <ul aria-labelledby={`${idPrefix}-group-${index}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.end ?? false} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
