import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';

export function NotFoundScreen() {
  return (
    <Stack gap="4" align="flex-start" py="8">
      <Heading as="h1" size="2xl">
        {ERROR_TEXTS.notFound}
      </Heading>
      <Text color="fg.muted">Адрес набран с ошибкой или страница была удалена.</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to="/">На главную</RouterLink>
      </Button>
    </Stack>
  );
}
