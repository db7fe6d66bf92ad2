import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const PERMIT_NOT_FOUND = 'Наряд-допуск не найден';

/**
 * A permit that does not exist or belongs to another organization: the server answers both with the same 404
 * (ids of other organizations cannot be probed), so the screen says the same and offers the way back, not a retry.
 */
export function PermitNotFound({ backTo }: { backTo: string }) {
  return (
    <Stack gap="3" py="6">
      <Heading as="h2" size="lg">
        {PERMIT_NOT_FOUND}
      </Heading>
      <Text>
        <Link asChild colorPalette="blue" minH={{ lgDown: '11' }}>
          <RouterLink to={backTo}>К списку наряд-допусков</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
