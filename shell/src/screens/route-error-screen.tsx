import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';

/** The last line of defence: a shell screen that failed to load or render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error('[shell] Ошибка экрана', error);
  return (
    <Center minH="60vh" px="4">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          {notFound ? ERROR_TEXTS.notFound : 'Не удалось открыть страницу'}
        </Heading>
        <Text color="fg.muted">Обновите страницу; если ошибка повторится, сообщите администратору.</Text>
        <Button colorPalette="blue" onClick={() => window.location.assign('/')}>
          На главную
        </Button>
      </Stack>
    </Center>
  );
}
