import { Combobox, Portal, useFilter, useListCollection } from '@chakra-ui/react';
import type { ChoiceControlProps } from './control-props';

/**
 * extendedSelect: a single choice the admin finds by typing (Chakra's Combobox). Mounted once the
 * options are known, so the chosen item's label is in the input from the start when editing.
 */
export function SearchableSelectControl({ field, value, onChange, onBlur, options, inputRef }: ChoiceControlProps<string>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection({
    initialItems: [...options],
    filter: contains,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
  });
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
      onInputValueChange={(details) => filter(details.reason === 'input-change' ? details.inputValue : '')}
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
