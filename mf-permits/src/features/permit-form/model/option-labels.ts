import type { CatalogueArea } from '@permit/shared-contracts';

type Row = Record<string, unknown>;

/** The text a catalogue's row is chosen by in the form's selects (its own id when a catalogue has none here). */
const OPTION_LABEL: Record<CatalogueArea, (row: Row) => unknown> = {
  typeNd: (row) => row.type,
  organizations: (row) => row.name,
  sections: (row) => row.section,
  workshifts: (row) => `${String(row.time_start)}–${String(row.time_end)}`,
  placesWorks: (row) => row.place,
  regionWorks: (row) => row.region,
  contentworks: (row) => row.content,
  dangerous_factors: (row) => row.factor,
  security_measures: (row) => row.measure,
  Siz: (row) => row.siz_name,
  instruments: (row) => row.instrument_name,
  events: (row) => row.event_name,
};

/** A catalogue's rows as the options of a select. */
export function toOptions(area: CatalogueArea, rows: readonly unknown[] | undefined): { id: number; label: string }[] | undefined {
  return rows?.map((row) => ({ id: (row as Row).id as number, label: String(OPTION_LABEL[area](row as Row) ?? (row as Row).id) }));
}
