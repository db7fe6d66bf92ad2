import { useMemo } from 'react';
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { usePageSettled } from '@permit/dev-kit/runtime';
import type { BoardPlaceChoice } from '@permit/shared-contracts';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { BoardPlaceSelect } from './board-place-select';
import type { BoardAddress } from './use-board-address';

interface IdSelectProps {
  label: string;
  value: number;
  options: { id: number; label: string }[] | undefined;
  /** The catalogue did not load. */
  failed: boolean;
  onChange: (id: number) => void;
}

/** What a select shows for an id from the address that its catalogue does not (yet) list: not «Все», which it is not. */
function unlistedLabel(id: number, options: IdSelectProps['options'], failed: boolean): string {
  if (failed) return `№ ${id} (список не загрузился)`;
  return options ? `№ ${id} (нет в справочнике)` : 'Загрузка…';
}

/** A labelled native select of a catalogue; 0 is «Все». */
function IdSelect({ label, value, options, failed, onChange }: IdSelectProps) {
  const listed = options?.some((o) => o.id === value) ?? false;
  return (
    <Field.Root maxW={{ base: 'full', sm: '64' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(event) => onChange(Number(event.target.value) || 0)}>
          <option value="0">Все</option>
          {value > 0 && !listed && <option value={String(value)}>{unlistedLabel(value, options, failed)}</option>}
          {options?.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface BoardFiltersProps {
  value: BoardAddress;
  onChange: (next: BoardAddress) => void;
  /** The organization's places on the board (GET /api/board/places); undefined while they load. */
  places: BoardPlaceChoice[] | undefined;
  /** The board's name of the place shown, for a place in the address that is not in the list. */
  placeName?: string;
  /** The place list failed (the page says so, with a retry). */
  placesFailed?: boolean;
}

/** The board's filters: applied at once (a select is one choice, not typing). */
export function BoardFilters({ value, onChange, places, placeName, placesFailed = false }: BoardFiltersProps) {
  // The board itself is asked for first; the reference lists follow once the page has settled.
  const settled = usePageSettled();
  const types = useCatalogueList('typeNd', { enabled: settled });
  const organizations = useCatalogueList('organizations', { enabled: settled });
  const typeOptions = useMemo(() => types.data?.map((t) => ({ id: t.id, label: t.type })), [types.data]);
  const organizationOptions = useMemo(() => organizations.data?.map((o) => ({ id: o.id, label: o.name })), [organizations.data]);
  return (
    <HStack as="fieldset" gap="3" wrap="wrap" align="start" aria-label="Фильтры доски работ">
      <BoardPlaceSelect
        value={value.place}
        places={places}
        failed={placesFailed}
        currentName={placeName}
        onChange={(place) => onChange({ ...value, place })}
      />
      <IdSelect
        label="Вид наряд-допуска"
        value={value.type}
        options={typeOptions}
        failed={types.isError}
        onChange={(type) => onChange({ ...value, type })}
      />
      <IdSelect
        label="Организация"
        value={value.organization}
        options={organizationOptions}
        failed={organizations.isError}
        onChange={(organization) => onChange({ ...value, organization })}
      />
    </HStack>
  );
}
