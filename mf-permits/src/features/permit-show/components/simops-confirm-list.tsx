import { Box, chakra, Fieldset, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import type { SimopsConfirmation } from '../model/use-simops-confirmation';
import { blockerDetails, blockerTitle } from '../api/zone-blockers';

export const CONFIRM_LABEL = 'Условия выполнены, совмещение подтверждаю';
export const CONFIRM_MISSING = 'Подтвердите выполнение условий совмещения';

interface SimopsConfirmListProps {
  simops: SimopsConfirmation;
  /** After a start was tried: an unticked work says what is missing beside its checkbox. */
  showErrors: boolean;
}

/**
 * The works already running in the zone whose pair with this permit the SIMOPS matrix allows only under
 * conditions: each with its conditions and a tick of its own, because each is a separate promise made
 * by the starter and recorded in the route history.
 */
export function SimopsConfirmList({ simops, showErrors }: SimopsConfirmListProps) {
  if (simops.loading) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Проверка работ в зоне…
      </Text>
    );
  }
  if (simops.works.length === 0) return null;
  return (
    <Fieldset.Root invalid={showErrors && simops.missing.length > 0}>
      <Fieldset.Legend>Совмещение работ: подтвердите условия</Fieldset.Legend>
      <Fieldset.HelperText>В зоне в это время ведутся работы, совмещение с которыми разрешено только при условиях.</Fieldset.HelperText>
      <List.Root variant="plain" gap="3" mt="2" aria-label="Работы в зоне с условиями совмещения">
        {simops.works.map((work) => {
          const missing = showErrors && !simops.confirmed.has(work.id);
          return (
            <List.Item key={work.id} display="block">
              <Box borderWidth="1px" borderColor={missing ? 'border.error' : 'border'} rounded="md" p="3">
                <Text fontWeight="semibold">{blockerTitle(work)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {blockerDetails(work)}
                </Text>
                <Text mt="2" whiteSpace="pre-line">
                  <chakra.span fontWeight="semibold">Условия: </chakra.span>
                  {work.conditions}
                </Text>
                <Checkbox.Root
                  mt="3"
                  checked={simops.confirmed.has(work.id)}
                  onCheckedChange={(details) => simops.toggle(work.id, details.checked === true)}
                  invalid={missing}
                  required
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {CONFIRM_LABEL}
                    {/* Several ticks share one visible text; the name tells a screen reader which work each is for. */}
                    <VisuallyHidden>{` — ${blockerTitle(work)}`}</VisuallyHidden>
                  </Checkbox.Label>
                </Checkbox.Root>
                {missing && (
                  <Text fontSize="sm" color="fg.error" mt="1">
                    {CONFIRM_MISSING}
                  </Text>
                )}
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </Fieldset.Root>
  );
}
