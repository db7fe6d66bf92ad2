import { useRef } from 'react';
import { adoptStaticCss } from './adopt-static-css';
import { CALENDAR_PICKER } from './calendar-picker-css';
import pickerSheet from './calendar-picker-css?static-css';

adoptStaticCss(pickerSheet);

interface CalendarPickerProps {
  /**
   * The button's name («Календарь: начало работ»). It does not repeat the field's label, so that finding the field
   * by its label (a screen reader's list of fields, a test) finds the field alone.
   */
  name: string;
  /** 'datetime-local' fills a date and its time at once; 'date' only a date. */
  type: 'date' | 'datetime-local';
  /** The picker's own format ('YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD'), '' when the field holds no valid date. */
  value: string;
  onPick: (value: string) => void;
}

/**
 * A calendar button beside a typed date field: it opens the browser's own picker (a wheel or a calendar on a
 * phone), whose value the caller converts to the form's dd.mm.yyyy and hh:mm (date-entry.ts), so what goes
 * over the wire is the same as when typed. The native input is invisible and out of the tab order: the typed
 * field stays the one control a keyboard or a screen reader uses. Styled by calendar-picker-css.ts.
 */
export function CalendarPicker({ name, type, value, onPick }: CalendarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    const element = input.current;
    if (!element) return;
    try {
      element.showPicker();
    } catch {
      // A browser without showPicker (or refusing it) still opens its picker on focus or click.
      element.focus();
      element.click();
    }
  };
  return (
    <span className={CALENDAR_PICKER}>
      <button type="button" aria-label={name} title="Выбрать в календаре" onClick={open}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <rect x="3" y="4" width="18" height="18" rx="2" />
          <path d="M16 2v4M8 2v4M3 10h18" />
        </svg>
      </button>
      <input
        ref={input}
        type={type}
        value={value}
        tabIndex={-1}
        aria-hidden="true"
        data-picker={type}
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
      />
    </span>
  );
}
