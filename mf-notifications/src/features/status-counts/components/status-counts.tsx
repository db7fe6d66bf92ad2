import { useState } from 'react';
import { Badge, Button, HStack, Link, List, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Popover } from '@chakra-ui/react/popover';
import { ND_STATUS_LABELS, ND_STATUS_SLUGS } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@permit/dev-kit/runtime';
import { useMyTaskCount } from '../api/use-my-task-count';
import { useStatusCounts } from '../api/use-status-counts';

/**
 * Header slot 'header.statusCounts': the user's own «Мои задачи: N» (a link to the home page, where they
 * are listed) beside the organization's counts, on one line short enough for a phone's header.
 */
export function StatusCounts() {
  const { authorized } = useSession();
  const mine = useMyTaskCount();
  if (!authorized) return null;
  return (
    <HStack gap="2" wrap="nowrap" whiteSpace="nowrap">
      <Link asChild fontSize="sm" color="blue.700" minH={{ base: '11', lg: 'auto' }}>
        <RouterLink to="/">{mine === undefined ? 'Мои задачи' : `Мои задачи: ${mine}`}</RouterLink>
      </Link>
      <OrganizationCounts />
    </HStack>
  );
}

/** The trigger's hidden words after «Статусы»: a total only when one is known, never a made-up 0. */
function triggerName(loading: boolean, total: number | undefined): string {
  if (loading) return ' наряд-допусков';
  if (total === undefined) return ' наряд-допусков: счётчики не загрузились';
  return ` наряд-допусков, всего: ${total}`;
}

/**
 * Twelve counters do not fit a header, so a compact «Статусы» button with the organization's total opens
 * the per-status list, each entry linking to its status list.
 */
function OrganizationCounts() {
  const [open, setOpen] = useState(false);
  const { counts, total, loading, retrying, retry } = useStatusCounts();
  // Loaded, yet no count: the first poll failed (a later failed poll keeps the last numbers).
  const failed = !loading && total === undefined;

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm">
          {/* The name comes from the content, so the visible «Статусы» starts it (WCAG 2.5.3, label in name). */}
          Статусы
          <VisuallyHidden>{triggerName(loading, total)}</VisuallyHidden>
          {!loading && (
            <Badge variant="subtle" aria-hidden>
              {total ?? '—'}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* With lazyMount the title is not there when zag looks for it, so the dialog is named here. */}
          <Popover.Content width="xs" aria-label="Наряд-допуски по статусам">
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Наряд-допуски по статусам
              </Popover.Title>
              {failed && (
                <HStack justify="space-between" gap="2" mb="2">
                  <Text role="alert" fontSize="sm" color="fg.error">
                    Счётчики не загрузились
                  </Text>
                  <Button size="xs" variant="outline" loading={retrying} onClick={retry}>
                    Повторить
                  </Button>
                </HStack>
              )}
              <List.Root as="ul" variant="plain" gap="1" aria-label="Наряд-допуски по статусам">
                {counts.map(({ status, count }) => (
                  <List.Item key={status}>
                    <Link asChild display="flex" justifyContent="space-between" width="full" py="1" minH={{ base: '11', lg: 'auto' }}>
                      <RouterLink to={`/nd/${ND_STATUS_SLUGS[status]}`} onClick={() => setOpen(false)}>
                        <span>{ND_STATUS_LABELS[status]}</span>
                        <Badge variant="outline">
                          {count ?? <span aria-hidden>—</span>}
                          {count === undefined && !loading && <VisuallyHidden>счётчик не загрузился</VisuallyHidden>}
                        </Badge>
                      </RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
