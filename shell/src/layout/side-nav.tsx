import { useId, useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { NavItem } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';
import { buildNavGroups } from './nav-items';

interface Props {
  id?: string;
  onNavigate?: () => void;
}

/**
 * The menu's look, resolved once for the whole menu: its twenty-odd links as Chakra components cost a style
 * resolution each on every page load, on the way to the first screen.
 */
const NAV_CSS: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  '& p': { fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', color: 'fg.muted', px: '3', mb: '1' },
  '& ul': { display: 'flex', flexDirection: 'column', gap: '0.5', listStyleType: 'none', m: '0', p: '0' },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    // A finger's target on a phone or a tablet (44 px); the desktop's list stays dense.
    minH: { base: '11', lg: 'auto' },
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    fontSize: 'sm',
    color: 'fg',
    textDecoration: 'none',
    outline: 'none',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
    _currentPage: { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
  },
};

/** The portal's main menu; NavLink marks the current item with aria-current="page". */
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
    <chakra.nav id={id} aria-label="Основное меню" py="4" px="3" css={NAV_CSS}>
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
    </chakra.nav>
  );
}
