import { memo } from 'react';
import { Switch } from '@chakra-ui/react/switch';

/** The all-rows variant (docs/architecture.md «Поведение клиента»): one long page instead of pages of 20. Memoized as the list's header is. */
export const ShowAllSwitch = memo(function ShowAllSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>Показать все</Switch.Label>
    </Switch.Root>
  );
});
