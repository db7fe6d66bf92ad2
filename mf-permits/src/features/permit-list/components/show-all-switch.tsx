import { memo } from 'react';
import { adoptStaticCss } from '@permit/dev-kit/runtime';
import { SHOW_ALL_SWITCH } from './show-all-switch-css';
import switchSheet from './show-all-switch-css?static-css';

adoptStaticCss(switchSheet);

/**
 * The all-rows variant (docs/architecture.md «Поведение клиента»): one long page instead of pages of 20. A native
 * checkbox in its label, drawn as the theme's switch by show-all-switch-css.ts. Memoized as the list's header is.
 */
export const ShowAllSwitch = memo(function ShowAllSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className={SHOW_ALL_SWITCH} data-state={state}>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span data-part="control" data-state={state} aria-hidden>
        <span data-part="thumb" data-state={state} />
      </span>
      <span data-part="label">Показать все</span>
    </label>
  );
});
