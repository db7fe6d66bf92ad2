import { memo, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { adoptStaticCss } from '@permit/dev-kit/runtime';
import { fullName, ND_STATUSES, ND_STATUS_LABELS, type NdStatus } from '@permit/shared-contracts';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { useCreators } from '../../../api/lookups/use-creators';
import { CalendarPicker } from '@permit/dev-kit/calendar-picker';
import type { IdOption } from '../../../lib/id-option';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { DATE_FORMAT_ERROR, dottedToIsoDate, fromPickerValue, maskDateTime, toPickerValue } from '@permit/dev-kit/date-entry';
import { filterSummary } from '../utils/filter-summary';
import { hasFilters } from '../utils/list-search-params';
import { EMPTY_LIST_FILTERS, type ListFilters } from '../api/build-search-query';
import { FilterField } from './filter-field';
import { FilterSelect, IdFilterSelect } from './filter-select';
import { FILTER_BAR } from './filter-bar-css';
import filterFormSheet from './filter-bar-css?static-css';

adoptStaticCss(filterFormSheet);

interface FilterBarProps {
  value: ListFilters;
  /** The status lists fix the status, so their bar has no status field (docs/architecture.md «Поведение клиента»). */
  showStatus: boolean;
  onApply: (filters: ListFilters) => void;
  /**
   * False holds back the reference lists the selects offer (the page's own rows are asked for first). Folded on a
   * phone, the bar asks for a list only when it is opened or the summary names an applied filter from that list.
   */
  loadOptions?: boolean;
}

type DateErrors = Partial<Record<'dateFrom' | 'dateTo', string>>;

function dateErrors(filters: ListFilters): DateErrors {
  const errors: DateErrors = {};
  for (const key of ['dateFrom', 'dateTo'] as const) {
    if (filters[key].trim() !== '' && !dottedToIsoDate(filters[key])) errors[key] = DATE_FORMAT_ERROR;
  }
  return errors;
}

const names = (items: { id: number; label: string }[] | undefined) => items && new Map(items.map((item) => [item.id, item.label]));

/**
 * The list's filters: edited freely, sent only on «Найти», so typing a date does not fire a search per key.
 * Below the lg breakpoint (phones, tablets) the bar folds behind «Фильтры», with the applied ones in one line
 * and their reset beside it, so the list's first cards are on the first screen. Folded, its form is not rendered
 * at all and a reference list is asked for only when the summary names a filter from it: on a site phone that is
 * up to four requests and a form's render less on every list load (docs/performance.md). What was typed stays in
 * the draft while it is folded. Memoized, with the fold row rendered only where it shows: the list screen
 * renders again as its rows arrive, and the bar's Chakra parts would resolve their styles each time for nothing
 * (docs/performance.md «Повторные рендеры списка»).
 */
export const FilterBar = memo(function FilterBar({ value, showStatus, onApply, loadOptions = true }: FilterBarProps) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<DateErrors>({});
  const [open, setOpen] = useState(false);
  const formId = useId();
  const compact = useCompactLayout();
  const formShown = !compact || open;
  // Folded, a list is needed only for the name of an applied filter that holds one of its ids.
  const wanted = (id: number) => loadOptions && (formShown || id !== 0);
  const types = useCatalogueList('typeNd', { enabled: wanted(value.type) });
  const places = useCatalogueList('placesWorks', { enabled: wanted(value.place) });
  const sections = useCatalogueList('sections', { enabled: wanted(value.section) });
  const creators = useCreators({ enabled: wanted(value.creator) });
  const typeOptions = useMemo(() => types.data?.map((t) => ({ id: t.id, label: t.type })), [types.data]);
  const creatorOptions = useMemo(() => creators.data?.map((u) => ({ id: u.id, label: fullName(u) })), [creators.data]);
  const sectionOptions = useMemo(() => sections.data?.map((s) => ({ id: s.id, label: s.section })), [sections.data]);
  const placeOptions = useMemo(() => places.data?.map((p) => ({ id: p.id, label: p.place })), [places.data]);
  const summary = useMemo(
    () =>
      filterSummary(value, { type: names(typeOptions), creator: names(creatorOptions), section: names(sectionOptions), place: names(placeOptions) }),
    [value, typeOptions, creatorOptions, sectionOptions, placeOptions],
  );

  // The URL is the source of truth: back/forward or a new link replaces what the bar shows.
  useEffect(() => setDraft(value), [value]);

  const set = <K extends keyof ListFilters>(key: K, next: ListFilters[K]) => setDraft((d) => ({ ...d, [key]: next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = dateErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onApply(draft);
      setOpen(false);
    }
  }

  function reset() {
    setErrors({});
    setDraft(EMPTY_LIST_FILTERS);
    onApply(EMPTY_LIST_FILTERS);
  }

  // isLoading: asked for and not here yet (a folded phone bar asks for a list only when opened).
  const idField = (key: 'type' | 'creator' | 'section' | 'place', label: string, loading: boolean, options: IdOption[] | undefined) => (
    <IdFilterSelect label={label} value={draft[key]} options={options} loading={loading} onChange={(id) => set(key, id)} />
  );

  const dateField = (key: 'dateFrom' | 'dateTo', label: string, calendar: string) => (
    <FilterField label={label} error={errors[key]}>
      {(control) => (
        <div data-with-picker="">
          <input
            {...control}
            placeholder="дд.мм.гггг"
            inputMode="numeric"
            value={draft[key]}
            onChange={(e) => set(key, maskDateTime(e.target.value, 'date', draft[key]))}
          />
          <CalendarPicker name={calendar} type="date" value={toPickerValue(draft[key])} onPick={(picked) => set(key, fromPickerValue(picked).date)} />
        </div>
      )}
    </FilterField>
  );

  return (
    <div>
      {compact && (
        <div className={FILTER_BAR.fold} data-open={open || undefined}>
          <div data-fold-actions="">
            <button type="button" aria-expanded={open} aria-controls={formShown ? formId : undefined} onClick={() => setOpen((v) => !v)}>
              Фильтры
            </button>
            {hasFilters(value) && (
              <button type="button" data-reset="" onClick={reset}>
                Сбросить фильтры
              </button>
            )}
          </div>
          {summary && (
            <p>
              <span data-visually-hidden="">Применены фильтры: </span>
              {summary}
            </p>
          )}
        </div>
      )}
      {formShown && (
        <form id={formId} onSubmit={submit} noValidate aria-label="Фильтры" className={FILTER_BAR.form}>
          <div data-fields="">
            <FilterField label="Номер">
              {(control) => <input {...control} value={draft.number} onChange={(e) => set('number', e.target.value)} />}
            </FilterField>
            {idField('type', 'Вид наряда-допуска', types.isLoading, typeOptions)}
            {idField('creator', 'Создатель', creators.isLoading, creatorOptions)}
            {showStatus && (
              <FilterSelect
                label="Статус"
                value={draft.status}
                onChange={(next) => set('status', ND_STATUSES.find((s): s is NdStatus => s === next) ?? '')}
              >
                <option value="">Все</option>
                {ND_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ND_STATUS_LABELS[s]}
                  </option>
                ))}
              </FilterSelect>
            )}
            {dateField('dateFrom', 'Начало с', 'Календарь: с даты')}
            {dateField('dateTo', 'Начало по', 'Календарь: по дату')}
            {idField('section', 'Отдел', sections.isLoading, sectionOptions)}
            {idField('place', 'Место проведения работ', places.isLoading, placeOptions)}
          </div>
          <div data-form-actions="">
            <button type="button" onClick={reset}>
              Сбросить
            </button>
            <button type="submit" data-palette="blue">
              Найти
            </button>
          </div>
        </form>
      )}
    </div>
  );
});
