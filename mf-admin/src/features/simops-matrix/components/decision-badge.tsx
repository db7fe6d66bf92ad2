import { Badge } from '@chakra-ui/react';
import { SIMOPS_DECISION_LABELS, type SimopsDecision } from '@permit/shared-contracts';

/** Colour helps the eye; the words carry the meaning, so the badge reads the same without colour. */
const PALETTE: Record<SimopsDecision, string> = { forbidden: 'red', allowed: 'green', conditional: 'orange' };

export function DecisionBadge({ decision }: { decision: SimopsDecision }) {
  return (
    <Badge colorPalette={PALETTE[decision]} whiteSpace="normal">
      {SIMOPS_DECISION_LABELS[decision]}
    </Badge>
  );
}
