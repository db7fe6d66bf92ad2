import { adoptStaticCss } from './adopt-static-css';
import { LOADING_STATE } from './loading-state-css';
import loadingSheet from './loading-state-css?static-css';

adoptStaticCss(loadingSheet);

/** A live region (role status), so screen readers announce what is loading. Plain elements (loading-state-css.ts). */
export function LoadingState({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div role="status" className={LOADING_STATE}>
      <span aria-hidden />
      <p>{label}</p>
    </div>
  );
}
