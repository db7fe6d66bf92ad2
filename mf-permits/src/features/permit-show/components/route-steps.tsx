import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { fullName, ROLE_LABELS, type Nd, type RoleName } from '@permit/shared-contracts';
import { effectiveRoute } from '@permit/shared-contracts';
import { participantOf, pendingSteps } from '../model/available-moves';

/** The approval route of a permit under consideration: who approved, whose turn it is, who comes next. */
export function RouteSteps({ nd, route }: { nd: Nd; route: readonly RoleName[] }) {
  const pending = pendingSteps(nd, route);
  return (
    <List.Root as="ol" ps="5" gap="1" aria-label="Маршрут согласования">
      {effectiveRoute(route).map((step) => {
        const user = participantOf(nd, step);
        const state = nd.approvedSteps.includes(step)
          ? { text: 'согласовано', palette: 'green' }
          : pending[0] === step && nd.status === 'ON_ACCEPTANCE'
            ? { text: 'ожидает согласования', palette: 'blue' }
            : { text: user ? 'впереди' : 'не назначен', palette: 'gray' };
        return (
          <List.Item key={step}>
            <HStack gap="2" wrap="wrap">
              <Text>
                {ROLE_LABELS[step]}: {user ? fullName(user) : '—'}
              </Text>
              <Badge colorPalette={state.palette}>{state.text}</Badge>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
