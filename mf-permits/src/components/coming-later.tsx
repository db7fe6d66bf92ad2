import { Alert, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useRemote } from '@permit/dev-kit/runtime';

interface ComingLaterProps {
  title: string;
  /** What this screen will do, so the user knows it is planned rather than broken. */
  description: string;
}

/** A spec route whose screen is not built yet: said plainly instead of a not-found page. */
export function ComingLater({ title, description }: ComingLaterProps) {
  const { basePath } = useRemote();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Раздел появится в следующей версии модуля</Alert.Title>
          <Alert.Description>{description}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild colorPalette="blue" alignSelf="start">
        <RouterLink to={basePath}>К списку наряд-допусков</RouterLink>
      </Link>
    </Stack>
  );
}
