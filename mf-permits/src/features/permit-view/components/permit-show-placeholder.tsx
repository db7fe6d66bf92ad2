import { Alert, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRemote } from '../../../lib/remote-context';

/** /nd/show/{id}: the permit card is the next increment; until then the screen says so plainly. */
export function PermitShowPlaceholder() {
  const { id = '' } = useParams();
  const { basePath } = useRemote();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Наряд-допуск № {id}
      </Heading>
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Карточка наряд-допуска появится в следующей версии модуля</Alert.Title>
          <Alert.Description>Сейчас доступны списки наряд-допусков: общий и по статусам.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild colorPalette="blue" alignSelf="start">
        <RouterLink to={basePath}>К списку наряд-допусков</RouterLink>
      </Link>
    </Stack>
  );
}
