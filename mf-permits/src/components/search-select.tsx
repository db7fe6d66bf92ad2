import { useMemo, useState } from 'react';
import { Field, Portal } from '@chakra-ui/react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import type { IdOption } from '../lib/id-option';
import { emptyListText, listPlaceholder, type ListStatus } from './list-status';

interface SearchSelectProps extends ListStatus {
  label: string;
  items: IdOption[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
}

function matches(option: IdOption, query: string): boolean {
  return option.label.toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'));
}

/**
 * A single choice from a reference list, searchable by typing. The text box shows the chosen item's label;
 * what the user types filters the options, and leaving without choosing restores the label.
 */
export function SearchSelect({ label, items, value, onChange, error, required, ...status }: SearchSelectProps) {
  const selectedLabel = items?.find((item) => item.id === value)?.label ?? '';
  // What the user is typing, or null while the box shows the chosen label. The box is controlled and never
  // remounted when the options arrive, so text typed while a dependent list still loads is kept.
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? '';
  const collection = useMemo(
    () =>
      createListCollection({
        items: (items ?? []).filter((item) => matches(item, query)),
        itemToString: (item) => item.label,
        itemToValue: (item) => String(item.id),
      }),
    [items, query],
  );

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Combobox.Root
        size="sm"
        collection={collection}
        value={value ? [String(value)] : []}
        // Derived, so a loaded permit's choice shows as soon as its item is in the list.
        inputValue={typed ?? selectedLabel}
        openOnClick
        onInputValueChange={(details) => setTyped(details.reason === 'input-change' ? details.inputValue : null)}
        onOpenChange={(details) => {
          if (!details.open) setTyped(null);
          else if (status.failed) status.onRetry?.();
        }}
        onValueChange={(details) => onChange(details.value[0] ? Number(details.value[0]) : null)}
      >
        <Combobox.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={listPlaceholder(status, 'Начните вводить')} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={`Очистить поле «${label}»`} />
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
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
