import { Link as RouterLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { Box, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useShell } from '../app/shell-context';
import { RemotePart } from '../federation/remote-part';
import { LoadingIndicator } from '../layout/loading-indicator';
import { allowed, CREATE_ENTRY } from '../layout/nav-items';
import { useSessionSnapshot } from '../session/use-session';

export function HomeScreen() {
  const { loader } = useShell();
  const { user, roles } = useSessionSnapshot();
  const canCreate = allowed(CREATE_ENTRY, roles);
  const widgetRemotes = useStore(loader.registry, (s) => s.modules);
  const listLoading = useStore(loader.registry, (s) => s.listStatus === 'loading');
  const withWidgets = Object.values(widgetRemotes).filter((m) => m.status === 'loaded' && m.module?.slots?.['home.widgets']);
  // While remotes load, a line holds the widgets' place, so the card below does not jump under a finger. Only
  // remotes under way count: one the user has no use for (another role's section) stays pending for good.
  const widgetsLoading = withWidgets.length === 0 && (listLoading || Object.values(widgetRemotes).some((m) => m.status === 'loading'));

  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        {user ? `Добро пожаловать, ${[user.name, user.surname].filter(Boolean).join(' ')}!` : 'Добро пожаловать!'}
      </Heading>
      <Text>Портал электронных наряд-допусков: оформление, согласование и контроль работ повышенной опасности.</Text>
      {/* «Мои задачи» (a remote's widget) first: the header's «Мои задачи» link leads here, and on a phone the
          tasks must be on the first screen, not under the introduction. */}
      {widgetsLoading && <LoadingIndicator label="Загрузка задач…" />}
      {withWidgets.map((m) => (
        <Box key={m.name}>
          <RemotePart remote={m.name} part="home.widgets" basePath={m.module?.basePath ?? '/'} variant="page" label="Виджеты" />
        </Box>
      ))}
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" mb="3">
            С чего начать
          </Heading>
          <List.Root gap="2" ps="5">
            {canCreate && <List.Item>Создайте наряд-допуск и сохраните его как черновик или отправьте на рассмотрение.</List.Item>}
            {!canCreate && withWidgets.length > 0 && <List.Item>Наряд-допуски, которые ждут ваших действий, — в «Моих задачах» выше.</List.Item>}
            <List.Item>Следите за нарядами по статусам в меню: счётчики в шапке обновляются сами.</List.Item>
            <List.Item>Добавляйте важные наряды в «Избранное», чтобы быстро к ним возвращаться.</List.Item>
          </List.Root>
          <HStack gap="3" mt="4" wrap="wrap">
            {canCreate && (
              <Button asChild colorPalette="blue">
                <RouterLink to={CREATE_ENTRY.path}>Создать наряд-допуск</RouterLink>
              </Button>
            )}
            <Button asChild variant={canCreate ? 'outline' : 'solid'} colorPalette={canCreate ? undefined : 'blue'}>
              <RouterLink to="/nd">Все наряд-допуски</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/nd/fav">Избранное</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
