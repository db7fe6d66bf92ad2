import { Field, NativeSelect } from '@chakra-ui/react';
import type { BoardPlaceChoice } from '@permit/shared-contracts';
import { ALL_PLACES, parsePlaceParam, placeLabel, type BoardPlaceParam } from '../model/board-place-choice';

interface BoardPlaceSelectProps {
  value: BoardPlaceParam;
  /** The organization's places on the board; undefined while they load. */
  places: BoardPlaceChoice[] | undefined;
  /** The list did not load (the page offers a retry below). */
  failed?: boolean;
  /** The name the board gave the place in the address, for a place not in the list (an old or shared link). */
  currentName?: string;
  onChange: (place: number | 'all') => void;
}

/**
 * «Место работ»: the places where the organization has work on the board (with their counts), and «Все места»
 * as an explicit choice with a word on its size. A native select: keyboard and touch work as the device does.
 */
export function BoardPlaceSelect({ value, places, failed = false, currentName, onChange }: BoardPlaceSelectProps) {
  const known = typeof value === 'number' && places?.some((p) => p.id === value);
  return (
    <Field.Root maxW={{ base: 'full', sm: '80' }}>
      <Field.Label>Место работ</Field.Label>
      <NativeSelect.Root size="sm" disabled={places === undefined && value === null}>
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const next = parsePlaceParam(event.target.value);
            if (next !== null) onChange(next);
          }}
        >
          {value === null && (
            <option value="" disabled>
              {failed ? 'Не удалось загрузить места' : places === undefined ? 'Загрузка мест…' : 'Нет мест с работами'}
            </option>
          )}
          {places?.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {placeLabel(p)}
            </option>
          ))}
          {typeof value === 'number' && !known && <option value={String(value)}>{currentName ?? `Место № ${value}`}</option>}
          <option value={ALL_PLACES}>Все места</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {value === ALL_PLACES && (
        <Field.HelperText>
          Все места сразу — это может быть очень большая доска, она загружается дольше. Для работы на месте выберите одно место.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
