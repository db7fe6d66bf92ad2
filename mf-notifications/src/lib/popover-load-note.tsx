import type { ReactNode } from 'react';
import { adoptStaticCss } from '@permit/dev-kit/runtime';
import { HEADER_WIDGETS } from './header-widgets-css';
import widgetsSheet from './header-widgets-css?static-css';

adoptStaticCss(widgetsSheet);

/**
 * A header button with, while `failed`, a short note under it that its popover did not load. Without it a click
 * on a weak signal would seem to do nothing; the note is an alert, so a screen reader says it too.
 */
export function PopoverLoadNote({ failed, children }: { failed: boolean; children: ReactNode }) {
  return (
    <div className={HEADER_WIDGETS.slot}>
      {children}
      {failed && <div role="alert">Не удалось загрузить. Проверьте связь и нажмите ещё раз.</div>}
    </div>
  );
}
