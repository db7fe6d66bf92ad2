import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { CATALOGUES } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useRemote } from '@permit/dev-kit/runtime';

/** /admin: the 13 reference catalogues, in the menu order of the definitions. */
export function AdminHomePage() {
  const { basePath } = useRemote();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Справочники
      </Heading>
      <Text color="fg.muted">Выберите справочник для просмотра.</Text>
      <List.Root as="ul" variant="plain" gap="2" aria-label="Справочники">
        {CATALOGUES.map((catalogue) => (
          <List.Item key={catalogue.name}>
            <Link asChild colorPalette="blue" minH={{ base: '11', lg: 'auto' }}>
              <RouterLink to={`${basePath}/${catalogue.name}`}>{catalogue.title}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
