import { useId, useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { NavItem } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';
import { buildNavGroups } from './nav-items';

interface Props {
  id?: string;
  onNavigate?: () => void;
}

/** The portal's main menu; NavLink marks the current item with aria-current="page". */
export function SideNav({ id, onNavigate }: Props) {
  const { loader } = useShell();
  const { roles } = useSessionSnapshot();
  const modules = useStore(loader.registry, (s) => s.modules);
  const remoteItems = useMemo(
    () => Object.values(modules).flatMap((m): NavItem[] => (m.status === 'loaded' && m.module ? m.module.navItems : [])),
    [modules],
  );
  const groups = useMemo(() => buildNavGroups(roles, remoteItems), [roles, remoteItems]);
  const idPrefix = useId();

  return (
    <Box as="nav" id={id} aria-label="Основное меню" py="4" px="3">
      <Stack gap="5">
        {groups.map((group, index) => (
          <Box key={group.title}>
            <Text id={`${idPrefix}-group-${index}`} fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3" mb="1">
              {group.title}
            </Text>
            <Stack as="ul" aria-labelledby={`${idPrefix}-group-${index}`} gap="0.5" listStyleType="none" m="0" p="0">
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="1.5"
                    borderRadius="md"
                    fontSize="sm"
                    color="fg"
                    textDecoration="none"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    _currentPage={{ bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' }}
                    focusRing="outside"
                  >
                    <NavLink to={item.path} end={item.end ?? false} onClick={onNavigate}>
                      {item.label}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
