import { Badge, Button, HStack, Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { Popover } from '@chakra-ui/react/popover';
import { ND_STATUS_LABELS, ND_STATUS_SLUGS } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { HeaderPopover } from '../../../lib/header-popover';
import type { LazyPopoverProps } from '../../../lib/lazy-popover';
import type { StatusCounts } from '../api/use-status-counts';

interface StatusCountsPopoverProps extends LazyPopoverProps {
  /** The trigger's own query: a second observer here would poll the counts a second time. */
  statusCounts: StatusCounts;
}

/** The per-status list behind «Статусы» (status-counts.tsx), loaded on demand. */
export function StatusCountsPopover({ statusCounts, ...popover }: StatusCountsPopoverProps) {
  const { counts, total, loading, retrying, retry } = statusCounts;
  // Loaded, yet no count: the first poll failed (a later failed poll keeps the last numbers).
  const failed = !loading && total === undefined;

  return (
    <HeaderPopover {...popover} label="Наряд-допуски по статусам" width="xs">
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
                <RouterLink to={`/nd/${ND_STATUS_SLUGS[status]}`} onClick={() => popover.onOpenChange(false)}>
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
    </HeaderPopover>
  );
}
