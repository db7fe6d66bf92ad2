import type { ReactNode } from 'react';
import { Box, Card, Center, Heading, Text } from '@chakra-ui/react';

interface Props {
  title: string;
  children: ReactNode;
}

/** The centred card of the screens a user sees before signing in. */
export function AuthFrame({ title, children }: Props) {
  return (
    <Center as="main" minH="100vh" bg="bg.subtle" px="4" py="8">
      <Box w="full" maxW="md">
        <Text textAlign="center" fontWeight="bold" fontSize="xl" color="blue.700" mb="4">
          Наряд-допуски
        </Text>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
