import { useMemo, useState } from 'react';
import { CloseButton, Field, Portal, Tag, Wrap } from '@chakra-ui/react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import type { IdOption } from '../lib/id-option';
import { emptyListText, listPlaceholder, type ListStatus } from './list-status';

interface MultiSearchSelectProps extends ListStatus {
  label: string;
  items: IdOption[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  /** What is wrong with the choice (a row the server no longer has), said under the field. */
  error?: string;
}

/** Several choices from a reference list: type to search, pick with Enter; the choices show as removable tags. */
export function MultiSearchSelect({ label, items, value, onChange, error, ...status }: MultiSearchSelectProps) {
  const [query, setQuery] = useState('');
  const collection = useMemo(
    () =>
      createListCollection({
        items: (items ?? []).filter((item) => item.label.toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'))),
        itemToString: (item) => item.label,
        itemToValue: (item) => String(item.id),
      }),
    [items, query],
  );
  const chosen = value.map((id) => ({ id, label: items?.find((item) => item.id === id)?.label ?? `№ ${id}` }));

  return (
    <Field.Root invalid={Boolean(error)}>
      <Combobox.Root
        size="sm"
        multiple
        closeOnSelect={false}
        openOnClick
        collection={collection}
        value={value.map(String)}
        inputValue={query}
        onInputValueChange={(details) => setQuery(details.inputValue)}
        onValueChange={(details) => onChange(details.value.map(Number))}
        onOpenChange={(details) => {
          if (details.open && status.failed) status.onRetry?.();
        }}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={listPlaceholder(status, 'Начните вводить, чтобы добавить')} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={`Открыть список «${label}»`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{emptyListText(status)}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.id} item={item}>
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {chosen.length > 0 && (
        <Wrap gap="1" mt="1" aria-label={`Выбрано: ${label}`} role="list">
          {chosen.map((item) => (
            // On a touch screen the item is a finger tall and its «×» a finger square, inside the item: a 44 px button
            // in the tag's 14 px end slot hung over the next item, and a tap there removed the wrong one.
            <Tag.Root key={item.id} size="md" role="listitem" minH={{ lgDown: '11' }} pe={{ lgDown: '0' }}>
              <Tag.Label>{item.label}</Tag.Label>
              <Tag.EndElement boxSize={{ lgDown: '11' }} me={{ lgDown: '0' }}>
                <CloseButton
                  size="2xs"
                  boxSize={{ lgDown: '11' }}
                  aria-label={`Убрать «${item.label}»`}
                  onClick={() => onChange(value.filter((id) => id !== item.id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
