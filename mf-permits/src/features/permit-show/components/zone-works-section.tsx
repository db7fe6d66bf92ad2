import { Badge, Box, chakra, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { SIMOPS_DECISION_LABELS, type SimopsDecision, type ZoneWork } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState, useRemote } from '@permit/dev-kit/runtime';
import { blockerDetails, blockerTitle } from '../api/zone-blockers';
import { useZoneWorks } from '../api/use-zone-works';

/** Colour helps the eye; the label carries the meaning, so the badge reads the same without colour. */
const PALETTE: Record<SimopsDecision, string> = { forbidden: 'red', allowed: 'green', conditional: 'orange' };

/** What the decision means for this permit's start, said where it matters: only works in progress are consulted. */
function effect(work: ZoneWork): string | null {
  if (!work.active) return null;
  if (work.decision === 'forbidden') return 'Пока эти работы ведутся, начать работы нельзя';
  if (work.decision === 'conditional') return 'При начале работ нужно подтвердить условия';
  return null;
}

function ZoneWorkItem({ work }: { work: ZoneWork }) {
  const { basePath } = useRemote();
  const note = effect(work);
  return (
    <List.Item display="block">
      <Box borderWidth="1px" rounded="md" p="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          {/* Another organization's permit would answer «не найден» to this user: named, not linked. */}
          {work.sameOrganization ? (
            <Link asChild colorPalette="blue" fontWeight="semibold" minH={{ base: '11', lg: 'auto' }}>
              <RouterLink to={`${basePath}/show/${work.id}`}>{blockerTitle(work)}</RouterLink>
            </Link>
          ) : (
            <chakra.span fontWeight="semibold">{blockerTitle(work)}</chakra.span>
          )}
          <Badge colorPalette={PALETTE[work.decision]} whiteSpace="normal">
            {SIMOPS_DECISION_LABELS[work.decision]}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {blockerDetails(work)}
        </Text>
        {work.decision === 'conditional' && work.conditions && (
          <Text fontSize="sm" mt="2" whiteSpace="pre-line">
            <chakra.span fontWeight="semibold">Условия: </chakra.span>
            {work.conditions}
          </Text>
        )}
        {note && (
          <Text fontSize="sm" mt="1" fontWeight="medium">
            {note}
          </Text>
        )}
      </Box>
    </List.Item>
  );
}

/**
 * «Работы в зоне»: the other works in this permit's zone and window, of any organization (the conflict is
 * physical), each with the SIMOPS decision for the pair, so a supervisor sees before the start what would
 * refuse it or ask for conditions. Refreshed with the permit (polled, and on any permit change).
 */
export function ZoneWorksSection({ ndId }: { ndId: number }) {
  const works = useZoneWorks(ndId, { poll: true });
  return (
    <Stack gap="2" as="section" aria-label="Работы в зоне">
      <Heading as="h2" size="md">
        Работы в зоне
      </Heading>
      {works.isPending && <LoadingState label="Загрузка работ в зоне…" />}
      {works.isError && <ErrorState error={works.error} onRetry={() => void works.refetch()} />}
      {/* A plain line, not an empty-state heading: an empty zone is the usual case, not a page with nothing on it. */}
      {works.data && works.data.length === 0 && <Text color="fg.muted">Других работ в зоне на это время нет</Text>}
      {works.data && works.data.length > 0 && (
        <List.Root variant="plain" gap="2" aria-label="Другие работы в зоне">
          {works.data.map((work) => (
            <ZoneWorkItem key={work.id} work={work} />
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
