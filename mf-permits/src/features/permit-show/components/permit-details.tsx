import type { ReactNode } from 'react';
import { DataList, Heading, Link, List, Stack } from '@chakra-ui/react';
import { detailKeyOf, fullName, ND_FIELD_LABELS, ND_PARTICIPANT_KEYS, type Nd, type UserRef } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { parseDocuments } from '../../../lib/documents';
import { securityHandFromJson, splitHand } from '../../../lib/hand-list';
import { AttachedFiles } from './attached-files';

const person = (user: UserRef | null) => (user ? `${fullName(user)}${user.profession ? `, ${user.profession}` : ''}` : '—');

/** Catalogue entries first, then the hand-typed ones; a dash when there are none. */
function listOf(items: string[], hand: string): ReactNode {
  const all = [...items, ...splitHand(hand)];
  if (all.length === 0) return '—';
  return (
    <List.Root ps="4">
      {all.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

function Group({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {/* A phone has no room for a label column beside the values: each label goes above its value there, and
          the values are read outdoors, at arm's length, so they keep the body's size. The horizontal variant
          does not undo the vertical one's column direction, so the item's direction is set here for each width. */}
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size={{ base: 'lg', md: 'md' }}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'stretch', md: 'baseline' }}>
            <DataList.ItemLabel minW={{ base: '0', md: '56' }}>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** Every detail of the permit, grouped as the form groups them. */
export function PermitDetails({ nd }: { nd: Nd }) {
  const L = ND_FIELD_LABELS;
  const docs = parseDocuments(nd.documents);
  return (
    <Stack gap="6">
      <Group
        title="Общие сведения"
        rows={[
          [L.numberPaperNd, nd.numberPaperNd || '—'],
          [L.type_nd, nd.type_detail?.type ?? '—'],
          [L.organization, nd.organization_detail?.name ?? '—'],
          [L.section, nd.section_detail?.section ?? '—'],
          [L.workshift, nd.workshift_detail ? `${nd.workshift_detail.time_start}–${nd.workshift_detail.time_end}` : '—'],
          [L.place, nd.place_detail?.place ?? '—'],
          [L.region, nd.region_detail?.region ?? '—'],
          [L.datetimeStart, formatDateTime(nd.datetimeStart)],
          [L.datetimeEnd, formatDateTime(nd.datetimeEnd)],
          ['Создан', formatDateTime(nd.created)],
        ]}
      />
      <Group
        title="Участники"
        rows={[
          ['Создатель', person(nd.creator_detail)],
          // Every participant of the field map, in route order.
          ...ND_PARTICIPANT_KEYS.map((key): [string, ReactNode] => [L[key], person(nd[detailKeyOf(key)])]),
          [
            L.brigade,
            listOf(
              nd.brigade.map((u) => fullName(u)),
              nd.brigadeHand,
            ),
          ],
        ]}
      />
      <Group
        title="Работы и меры безопасности"
        rows={[
          [
            L.contentWorks,
            listOf(
              nd.contentWorks.map((c) => c.content),
              nd.contentWorksHand,
            ),
          ],
          [L.detail_content_works, nd.detail_content_works || '—'],
          [
            L.dangerousFactors,
            listOf(
              nd.dangerousFactors.map((f) => f.factor),
              nd.dangerousFactorsHand,
            ),
          ],
          [
            L.securityMeasures,
            listOf(
              nd.securityMeasures.map((m) => m.measure),
              securityHandFromJson(nd.securityMeasuresHand),
            ),
          ],
          [
            L.siz,
            listOf(
              nd.siz.map((s) => s.siz_name),
              nd.sizHand,
            ),
          ],
          [
            L.instruments,
            listOf(
              nd.instruments.map((i) => i.instrument_name),
              nd.instrumentsHand,
            ),
          ],
          [
            L.events,
            listOf(
              nd.events.map((e) => e.event_name),
              nd.eventHand,
            ),
          ],
          [L.comment, nd.comment || '—'],
        ]}
      />
      <Group
        title="Файлы и ссылки"
        rows={[
          ['Файлы', <AttachedFiles files={nd.addFiles} />],
          [
            'Ссылки на документы',
            docs.length ? (
              <List.Root ps="4">
                {docs.map((doc, i) => (
                  <List.Item key={i}>
                    <Link href={doc.link} target="_blank" rel="noreferrer" colorPalette="blue" minH={{ base: '11', lg: 'auto' }}>
                      {doc.name}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              'Ссылок нет'
            ),
          ],
        ]}
      />
    </Stack>
  );
}
