import { useMemo, useState } from 'react';
import { Portal } from '@chakra-ui/react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import type { ChoiceControlProps } from './control-props';

function matches(label: string, query: string): boolean {
  return label.toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'));
}

/**
 * extendedSelect: a single choice the admin finds by typing (Chakra's Combobox). Mounted once the
 * options are known, so the chosen item's label is in the input from the start when editing.
 */
export function SearchableSelectControl({ field, value, onChange, onBlur, options, inputRef }: ChoiceControlProps<string>) {
  const [query, setQuery] = useState('');
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter((item) => matches(item.label, query)),
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
      }),
    [options, query],
  );
  const selected = options.find((o) => o.value === value);
  return (
    <Combobox.Root
      collection={collection}
      name={field.name}
      value={value ? [value] : []}
      defaultInputValue={selected?.label ?? ''}
      openOnClick
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      // Only what the admin types narrows the list; a chosen item's label in the input must not hide the others.
      onInputValueChange={(details) => setQuery(details.reason === 'input-change' ? details.inputValue : '')}
      onInteractOutside={onBlur}
    >
      <Combobox.Control>
        <Combobox.Input ref={inputRef} placeholder="Начните вводить для поиска" />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label="Очистить выбор" />
          <Combobox.Trigger aria-label="Показать варианты" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>Ничего не найдено</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
