import { useEffect, useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { ND_STATUS_LABELS, type WorklistGroup, type WorklistRow } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, OptionalPart, usePageSettled, useRemote } from '@permit/dev-kit/runtime';
import { loadable } from '@permit/dev-kit/loadable';
import { formatDateTime } from '../../../lib/format-date-time';
import { STATUS_PALETTE } from '../../../lib/status-palette';
import { useWorklist } from '../api/use-worklist';

// A row's moves open the permit page's dialog, with Chakra's Dialog and Checkbox machines (zag, focus trap,
// ≈ 15 KB gzip): not in the remote's first code, which every page loads, but fetched once the home page has
// settled (so the service worker has it for a tap offline) or at the first «Действия».
const WorklistRowMoves = loadable(() => import('./worklist-row-moves').then((m) => m.WorklistRowMoves), <LoadingState label="Загрузка действий…" />);

// Made when the first count is shown, not when the module loads with the remote on every page.
let plural: Intl.PluralRules | undefined;
const PERMIT_FORMS: Record<string, string> = { one: 'наряд-допуск', few: 'наряд-допуска', many: 'наряд-допусков', other: 'наряд-допуска' };
const permits = (n: number) => `${n} ${PERMIT_FORMS[(plural ??= new Intl.PluralRules('ru')).select(n)]}`;

function Row({ row, basePath }: { row: WorklistRow; basePath: string }) {
  const [open, setOpen] = useState(false);
  const title = `Наряд-допуск № ${row.id}`;
  return (
    <List.Item>
      <Stack gap="1" py="1">
        <HStack gap="3" wrap="wrap">
          {/* Tapped at the job: a finger's 44 px below the desktop breakpoint. */}
          <Link asChild colorPalette="blue" fontWeight="medium" minH={{ base: '11', lg: 'auto' }}>
            <RouterLink to={`${basePath}/show/${row.id}`}>{title}</RouterLink>
          </Link>
          <Badge colorPalette={STATUS_PALETTE[row.status]}>{ND_STATUS_LABELS[row.status]}</Badge>
          <Text fontSize="sm" color="fg.muted">
            {[row.type, row.place, row.datetimeEnd && `до ${formatDateTime(row.datetimeEnd)}`].filter(Boolean).join(' · ')}
          </Text>
          <Button size="xs" variant="outline" aria-expanded={open} aria-label={`Действия: ${title}`} onClick={() => setOpen((v) => !v)}>
            Действия
          </Button>
        </HStack>
        {open && (
          <OptionalPart
            name="действия с наряд-допуском"
            fallback={(retry) => <ErrorState error={null} title="Не удалось загрузить действия. Проверьте связь." onRetry={retry} />}
          >
            <WorklistRowMoves ndId={row.id} />
          </OptionalPart>
        )}
      </Stack>
    </List.Item>
  );
}

function Group({ group, basePath }: { group: WorklistGroup; basePath: string }) {
  const hidden = group.count - group.rows.length;
  return (
    <Stack gap="1" as="section" aria-label={group.label}>
      <Heading as="h3" size="sm">
        {group.label} <Badge variant="subtle">{group.count}</Badge>
      </Heading>
      <List.Root variant="plain" gap="1">
        {group.rows.map((row) => (
          <Row key={row.id} row={row} basePath={basePath} />
        ))}
      </List.Root>
      {hidden > 0 && (
        <Text fontSize="sm" color="fg.muted">
          И ещё {permits(hidden)}: найдите их в списке наряд-допусков
        </Text>
      )}
    </Stack>
  );
}

/** The home page's «Мои задачи»: every permit whose next move is the user's, by group, with counts. */
export function WorklistWidget() {
  const { basePath } = useRemote();
  const worklist = useWorklist();
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) void WorklistRowMoves.preload().catch(() => undefined);
  }, [settled]);
  const data = worklist.data;
  const groups = data?.groups.filter((g) => g.count > 0) ?? [];
  return (
    <Card.Root as="section" aria-label="Мои задачи">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md">
              Мои задачи {data && <Badge colorPalette="blue">{data.total}</Badge>}
            </Heading>
            {data && <Text fontSize="sm" color="fg.muted">{`Мои: ${permits(data.total)} · в работе у организации: ${data.organizationTotal}`}</Text>}
          </HStack>
          {worklist.isPending && <LoadingState label="Загрузка задач…" />}
          {worklist.isError && <ErrorState error={worklist.error} onRetry={() => void worklist.refetch()} />}
          {data && groups.length === 0 && <EmptyState title="Задач нет" description="Сейчас ни один наряд-допуск не ждёт ваших действий" />}
          {groups.map((g) => (
            <Group key={g.key} group={g} basePath={basePath} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
