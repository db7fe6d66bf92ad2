import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';

/** An unknown path under the remote's base path: the portal's not-found text and a way back into the remote. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Stack gap="3" py="6">
      <Heading size="lg">{ERROR_TEXTS.notFound}</Heading>
      <Text>
        <Link asChild colorPalette="blue" minH={{ lgDown: '11' }}>
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
