import { memo } from 'react';
import { adoptStaticCss } from '@permit/dev-kit/runtime';
import type { NdScope } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { LIST_HEADER } from './list-header-css';
import headerSheet from './list-header-css?static-css';
import { ScopeSelect } from './scope-select';

adoptStaticCss(headerSheet);

interface ListHeaderProps {
  title: string;
  scope: NdScope;
  onScopeChange: (scope: NdScope) => void;
  /** Where «Создать наряд-допуск» leads; undefined for a user who may not create one. */
  createPath?: string;
}

/**
 * The list's title, scope and create button: plain elements styled by prebuilt rules (list-header-css.ts).
 * Memoized, as the filter bar and the switch are: the screen renders again as the rows arrive.
 */
export const ListHeader = memo(function ListHeader({ title, scope, onScopeChange, createPath }: ListHeaderProps) {
  return (
    <div className={LIST_HEADER}>
      <h1>{title}</h1>
      <div data-tools="">
        <ScopeSelect value={scope} onChange={onScopeChange} />
        {createPath && (
          <RouterLink to={createPath} data-create="" data-palette="blue">
            Создать наряд-допуск
          </RouterLink>
        )}
      </div>
    </div>
  );
});
