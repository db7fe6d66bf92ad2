import { LOADING } from './loading-indicator-css';

interface Props {
  label?: string;
  size?: 'sm' | 'md';
}

/** The one loading state of the shell, announced to screen readers; styled by the prebuilt frame rules (loading-indicator-css.ts). */
export function LoadingIndicator({ label = 'Загрузка…', size = 'md' }: Props) {
  return (
    <div role="status" aria-live="polite" className={LOADING.root} data-size={size}>
      <span className={LOADING.spinner} />
      <p className={LOADING.text}>{label}</p>
    </div>
  );
}
