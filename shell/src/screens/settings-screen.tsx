import { useStore } from 'zustand';
import { Alert, Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { STACKED_TABLE } from '@permit/dev-kit/stacked-table';
import { REMOTE_NAMES } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { APP_INFO } from '../app/app-info';
import { MODULE_STATUS_LABELS, type ModuleStatus } from '../federation/module-registry';
import { REMOTE_SECTIONS } from '../federation/remote-sections';
import { LoadingIndicator } from '../layout/loading-indicator';

const STATUS_PALETTE: Record<ModuleStatus, string> = {
  pending: 'gray',
  loading: 'blue',
  loaded: 'green',
  failed: 'red',
  incompatible: 'orange',
  missing: 'gray',
};

/**
 * What a person reads for each module, its name beside it for support: a section's remote by the section's label,
 * the header's remote by what it shows. Not in the contracts: those load with the sign-in page, whose script
 * budget this screen's words need not share.
 */
const REMOTE_TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.values(REMOTE_SECTIONS).map((section) => [section.remote, section.label])),
  [REMOTE_NAMES.notifications]: 'Уведомления и счётчики',
};

/** Which parts of the portal are in use, with their versions: the first thing support asks for. */
export function SettingsScreen() {
  const { loader } = useShell();
  const listStatus = useStore(loader.registry, (s) => s.listStatus);
  const modules = useStore(loader.registry, (s) => s.modules);
  const rows = Object.values(modules).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Настройки
      </Heading>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Модули портала
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Оболочка портала ({APP_INFO.name}), версия {APP_INFO.version}, контракт {APP_INFO.contractVersion}.
        </Text>
      </Stack>
      {listStatus === 'loading' && rows.length === 0 && <LoadingIndicator label="Загрузка списка модулей…" />}
      {listStatus === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Список модулей недоступен: разделы, которые они предоставляют, не работают.</Alert.Title>
        </Alert.Root>
      )}
      {listStatus === 'ready' && rows.length === 0 && <Text>Ни один модуль не подключён.</Text>}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Модули портала" css={STACKED_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Модуль</Table.ColumnHeader>
                <Table.ColumnHeader>Версия</Table.ColumnHeader>
                <Table.ColumnHeader>Версия контракта</Table.ColumnHeader>
                <Table.ColumnHeader>Состояние</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((m) => (
                <Table.Row key={m.name}>
                  <Table.Cell data-label="Модуль">
                    {/* One box per cell: on a phone the cell is a two-column grid, label and value. */}
                    <Box>
                      {REMOTE_TITLES[m.name] ?? m.name}
                      {REMOTE_TITLES[m.name] && (
                        <Text fontSize="xs" color="fg.muted">
                          {m.name}
                        </Text>
                      )}
                    </Box>
                  </Table.Cell>
                  <Table.Cell data-label="Версия">{m.version ?? '—'}</Table.Cell>
                  <Table.Cell data-label="Версия контракта">{m.contractVersion ?? '—'}</Table.Cell>
                  <Table.Cell data-label="Состояние">
                    <Box>
                      <Badge colorPalette={STATUS_PALETTE[m.status]}>{MODULE_STATUS_LABELS[m.status]}</Badge>
                      {m.reason && (
                        <Text fontSize="xs" color="fg.muted" mt="1">
                          {m.reason}
                        </Text>
                      )}
                    </Box>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
