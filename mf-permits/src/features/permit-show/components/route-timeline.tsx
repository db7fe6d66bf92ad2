import { Text, Timeline } from '@chakra-ui/react';
import { fullName, ND_STATUS_LABELS, ROLE_LABELS, roleNameSchema, type RouteHistory } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';

function title(row: RouteHistory): string {
  const step = roleNameSchema.safeParse(row.step);
  if (step.success) return `Согласовано: ${ROLE_LABELS[step.data]}`;
  const from = row.status_from ? `${ND_STATUS_LABELS[row.status_from]} → ` : '';
  return `${from}${ND_STATUS_LABELS[row.status_to]}`;
}

/** The route history, oldest first, as a timeline: what happened, who did it, when, and why. */
export function RouteTimeline({ rows }: { rows: RouteHistory[] }) {
  return (
    <Timeline.Root size="sm" aria-label="История маршрута">
      {rows.map((row) => (
        <Timeline.Item key={row.id}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>{title(row)}</Timeline.Title>
            <Timeline.Description>
              {formatDateTime(row.date)} · {row.user_detail ? fullName(row.user_detail) : 'Система'}
            </Timeline.Description>
            {/* A confirmed SIMOPS start puts its record on a line of its own under the starter's comment. */}
            {row.comment && (
              <Text fontSize="sm" whiteSpace="pre-line">
                {row.comment}
              </Text>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
