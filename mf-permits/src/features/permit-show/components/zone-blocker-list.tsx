import { chakra, Link, List } from '@chakra-ui/react';
import type { ZoneBlocker } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useRemote } from '@permit/dev-kit/runtime';
import { blockerDetails, blockerTitle } from '../api/zone-blockers';

interface ZoneBlockerListProps {
  blockers: ZoneBlocker[];
  /** Following a link leaves this permit for the blocking one: the dialog closes first. */
  onOpen: () => void;
}

/**
 * The works that refuse the start, each named by number, type, executor and window. The caller's own
 * organization's permit links to its page (a router link, so Tab and Enter reach it); another
 * organization's is named without a link, because its page would answer «не найден» to this caller.
 */
export function ZoneBlockerList({ blockers, onOpen }: ZoneBlockerListProps) {
  const { basePath } = useRemote();
  return (
    <chakra.div fontSize="sm">
      В зоне сейчас ведутся работы:
      <List.Root aria-label="Работы, мешающие началу" ps="4">
        {blockers.map((b) => (
          <List.Item key={b.id}>
            {b.sameOrganization ? (
              <Link asChild colorPalette="blue" fontWeight="semibold" minH={{ base: '11', lg: 'auto' }}>
                <RouterLink to={`${basePath}/show/${b.id}`} onClick={onOpen}>
                  {blockerTitle(b)}
                </RouterLink>
              </Link>
            ) : (
              <chakra.span fontWeight="semibold">{blockerTitle(b)}</chakra.span>
            )}
            {` — ${blockerDetails(b)}`}
          </List.Item>
        ))}
      </List.Root>
    </chakra.div>
  );
}
