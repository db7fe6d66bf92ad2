import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';

export function NoAccessScreen() {
  return (
    <Stack gap="4" align="flex-start" py="8">
      <Heading as="h1" size="2xl">
        Нет доступа
      </Heading>
      <Text color="fg.muted">{ERROR_TEXTS.noAccess}. Раздел доступен только администраторам.</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to="/">На главную</RouterLink>
      </Button>
    </Stack>
  );
}
