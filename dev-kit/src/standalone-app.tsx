import { useEffect, useState } from 'react';
import { Alert, Box, Button, Flex, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { fullName, type RemoteModule } from '@permit/shared-contracts';
import { BrowserRouter, Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { DevLoginForm } from './dev-login-form';
import type { DevServices } from './dev-services';
import { NavigationBinder } from './navigation-binder';
import { useSessionSnapshot } from './runtime/use-session-snapshot';

interface StandaloneAppProps {
  module: RemoteModule;
  dev: DevServices;
}

/** A path outside this module belongs to another remote, which the dev page does not load. */
function ForeignRoute({ home }: { home?: string }) {
  const { pathname } = useLocation();
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Маршрут {pathname} обслуживает другой модуль портала</Alert.Title>
        <Alert.Description>
          На автономном стенде загружен только этот модуль.{' '}
          {home && (
            <Link asChild colorPalette="blue">
              <RouterLink to={home}>Вернуться к разделу модуля</RouterLink>
            </Link>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function SlotsOnlyNote() {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>У модуля нет своих страниц: его виджеты показаны в шапке стенда</Alert.Title>
    </Alert.Root>
  );
}

/** Runs one remote without the shell: the same props and services the shell would pass. */
export function StandaloneApp({ module, dev }: StandaloneAppProps) {
  const snapshot = useSessionSnapshot(dev.session);
  const [profileError, setProfileError] = useState(false);
  const { services } = dev;
  const basePath = module.basePath ?? '/';
  const ModuleRoutes = module.Routes;
  const slots = Object.entries(module.slots ?? {}).filter(([name]) => name.startsWith('header.'));
  const HomeWidgets = module.slots?.['home.widgets'];

  useEffect(() => {
    if (!snapshot.authorized || snapshot.profile) return;
    setProfileError(false);
    dev.loadProfile().catch(() => setProfileError(true));
  }, [dev, snapshot.authorized, snapshot.profile]);

  return (
    <BrowserRouter>
      <NavigationBinder navigation={dev.navigation} />
      <Flex as="header" align="center" gap="4" px="4" py="2" borderBottomWidth="1px" wrap="wrap">
        <Text fontWeight="semibold">
          {module.name} {module.version} · автономный стенд
        </Text>
        <HStack as="nav" aria-label="Разделы модуля" gap="3">
          {module.navItems.slice(0, 6).map((item) => (
            <Link key={item.path} asChild>
              <RouterLink to={item.path}>{item.label}</RouterLink>
            </Link>
          ))}
        </HStack>
        <HStack ms="auto" gap="3">
          {snapshot.authorized && slots.map(([name, Slot]) => <Box key={name}>{Slot && <Slot services={services} basePath={basePath} />}</Box>)}
          {snapshot.user && <Text fontSize="sm">{fullName(snapshot.user)}</Text>}
          {snapshot.authorized && (
            <Button size="sm" variant="outline" onClick={() => dev.session.logout()}>
              Выйти
            </Button>
          )}
        </HStack>
      </Flex>
      <Box as="main" p="4">
        {!snapshot.authorized && <DevLoginForm api={services.api} onSignedIn={(login) => dev.session.signIn(login)} />}
        {snapshot.authorized && profileError && (
          <Alert.Root status="error" role="alert" mb="4">
            <Alert.Indicator />
            <Alert.Title>Не удалось загрузить профиль пользователя</Alert.Title>
          </Alert.Root>
        )}
        {snapshot.authorized && !snapshot.profile && !profileError && <Spinner aria-label="Загрузка профиля" />}
        {snapshot.authorized && (
          <Routes>
            {ModuleRoutes && <Route path={`${basePath}/*`} element={<ModuleRoutes services={services} basePath={basePath} />} />}
            {ModuleRoutes && <Route path="/" element={<Navigate to={basePath} replace />} />}
            {!ModuleRoutes && <Route path="/" element={HomeWidgets ? <HomeWidgets services={services} basePath={basePath} /> : <SlotsOnlyNote />} />}
            <Route path="*" element={<ForeignRoute home={ModuleRoutes ? basePath : undefined} />} />
          </Routes>
        )}
      </Box>
    </BrowserRouter>
  );
}
