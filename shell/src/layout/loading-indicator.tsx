import { FRAME } from './frame-css';

interface Props {
  label?: string;
  size?: 'sm' | 'md';
}

/** The one loading state of the shell, announced to screen readers; styled by the prebuilt frame rules (frame-css.ts). */
export function LoadingIndicator({ label = 'Загрузка…', size = 'md' }: Props) {
  return (
    <div role="status" aria-live="polite" className={FRAME.loading} data-size={size}>
      <span className={FRAME.spinner} />
      <p className={FRAME.loadingText}>{label}</p>
    </div>
  );
}
