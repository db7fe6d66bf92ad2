import { ND_SCOPES, type NdScope } from '@permit/shared-contracts';
import { FilterSelect } from './filter-select';

interface ScopeSelectProps {
  value: NdScope;
  onChange: (scope: NdScope) => void;
}

/** Whose permits the list shows; a plain labelled select, styled by the list's header (list-header-css.ts). */
export function ScopeSelect({ value, onChange }: ScopeSelectProps) {
  return (
    <FilterSelect label="Показывать" value={value} onChange={(next) => onChange(ND_SCOPES.find((scope) => scope.value === next)?.value ?? value)}>
      {ND_SCOPES.map((scope) => (
        <option key={scope.value} value={scope.value}>
          {scope.label}
        </option>
      ))}
    </FilterSelect>
  );
}
