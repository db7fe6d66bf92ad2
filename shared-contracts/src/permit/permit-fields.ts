import type { z } from 'zod';
import type { CatalogueArea } from '../http/endpoints/catalogues';
import type { RoleName } from '../roles';
import { LIMITS } from '../schemas/common';
import {
  contentWorkSchema,
  dangerousFactorSchema,
  eventSchema,
  instrumentSchema,
  securityMeasureSchema,
  sizSchema,
} from '../schemas/catalogue-entities';
import {
  organizationRefSchema,
  placeRefSchema,
  regionRefSchema,
  sectionRefSchema,
  typeNdRefSchema,
  userRefSchema,
  workshiftRefSchema,
} from '../schemas/references';

/**
 * The permit declared once (docs/adding-a-permit-field.md): every field its author fills, by its plain name.
 * The save and detail schemas, the required-on-submit rule, the labels, the participants and their roles,
 * the API's column mapping and the form's values are all derived from this table (permit-field-schemas.ts).
 * The order is the order a refused submission names the missing fields in.
 */

/** The part of the form a field is shown in (mf-permits places it inside its section). */
export type PermitSection = 'general' | 'period' | 'participants' | 'works' | 'comment';

interface FieldBase {
  label: string;
  section: PermitSection;
  /** A submission (draft false) must set it. */
  required?: boolean;
  /** The save-payload key (and detail key of a scalar) when the spec spells it otherwise than the plain name. */
  wire?: string;
}

/** A bounded one-line text. */
interface TextField extends FieldBase {
  kind: 'text' | 'longText';
}
/** Entries typed by hand beside a catalogue list; `json` ones are stored as JSON text of a list. */
interface HandField extends FieldBase {
  kind: 'hand';
  json?: boolean;
}
/** A local date and time 'YYYY-MM-DDTHH:mm:ss', '' while a draft leaves it out. */
interface DateField extends FieldBase {
  kind: 'date';
  /** The form types it in two inputs, a date and a time, each with its own label. */
  inputLabels: { date: string; time: string };
}
/** One row of a catalogue area, shown on the permit as its `detail` object. */
interface ReferenceField extends FieldBase {
  kind: 'reference';
  target: CatalogueArea;
  detail: z.ZodObject;
  /** The detail key when it is not `<wire>_detail`. */
  detailKey?: string;
  /** The permit's detail also carries the bare id under the save key. */
  idInDetail?: boolean;
}
/** A user of the permit's organization who holds `role` (separation of duties). */
interface PersonField extends FieldBase {
  kind: 'person';
  role: RoleName;
  /** ndSearch has a filter by this participant. */
  filter?: boolean;
}
/** An ordered list of catalogue rows (or of the organization's users: `employees`). */
interface IdListField extends FieldBase {
  kind: 'idList';
  target: CatalogueArea | 'employees';
  item: z.ZodObject;
}

export type PermitFieldDef = TextField | HandField | DateField | ReferenceField | PersonField | IdListField;

const person = <R extends RoleName, const M extends { required?: true; filter?: true } = Record<never, never>>(role: R, label: string, more?: M) =>
  ({ kind: 'person', role, label, section: 'participants', ...(more as M) }) as const;

export const PERMIT_FIELDS = {
  // Participants, in route order (the route steps are made by the users these fields name).
  userPreparator: person('PREPARATOR', 'Подготовитель', { required: true, filter: true }),
  userIndustrialSafer: person('INDUSTRIAL_SAFER', 'Обеспечивающий безопасность', { required: true, filter: true }),
  userIssuancer: person('ISSUANCER', 'Выдающий наряд-допуск', { required: true, filter: true }),
  userApprover: person('APPROVER', 'Утверждающий', { required: true, filter: true }),
  userExecutor: person('EXECUTOR', 'Исполнитель', { required: true, filter: true }),
  userObjectOwner: person('OBJECT_OWNER', 'Владелец объекта'),
  typeNd: {
    kind: 'reference',
    target: 'typeNd',
    detail: typeNdRefSchema,
    wire: 'type_nd',
    detailKey: 'type_detail',
    label: 'Вид наряда-допуска',
    section: 'general',
    required: true,
  },
  organization: {
    kind: 'reference',
    target: 'organizations',
    detail: organizationRefSchema,
    label: 'Организация',
    section: 'general',
    required: true,
  },
  place: { kind: 'reference', target: 'placesWorks', detail: placeRefSchema, label: 'Место проведения работ', section: 'general', required: true },
  region: { kind: 'reference', target: 'regionWorks', detail: regionRefSchema, label: 'Зона проведения работ', section: 'general', required: true },
  section: { kind: 'reference', target: 'sections', detail: sectionRefSchema, label: 'Отдел', section: 'general', required: true },
  workshift: {
    kind: 'reference',
    target: 'workshifts',
    detail: workshiftRefSchema,
    idInDetail: true,
    label: 'Рабочая смена',
    section: 'general',
    required: true,
  },
  datetimeStart: {
    kind: 'date',
    label: 'Начало работ',
    inputLabels: { date: 'Дата начала работ', time: 'Время начала' },
    section: 'period',
    required: true,
  },
  datetimeEnd: {
    kind: 'date',
    label: 'Окончание работ',
    inputLabels: { date: 'Дата окончания работ', time: 'Время окончания' },
    section: 'period',
    required: true,
  },
  numberPaperNd: { kind: 'text', label: 'Номер бумажного наряда-допуска', section: 'general' },
  brigade: { kind: 'idList', target: 'employees', item: userRefSchema, label: 'Бригада', section: 'participants' },
  brigadeHand: { kind: 'hand', label: 'Бригада (вручную)', section: 'participants' },
  contentWorks: { kind: 'idList', target: 'contentworks', item: contentWorkSchema, label: 'Содержание работ', section: 'works' },
  contentWorksHand: { kind: 'hand', label: 'Содержание работ (вручную)', section: 'works' },
  detailContentWorks: { kind: 'longText', wire: 'detail_content_works', label: 'Подробное содержание работ', section: 'works' },
  dangerousFactors: {
    kind: 'idList',
    target: 'dangerous_factors',
    item: dangerousFactorSchema,
    label: 'Опасные факторы',
    section: 'works',
  },
  dangerousFactorsHand: { kind: 'hand', label: 'Опасные факторы (вручную)', section: 'works' },
  securityMeasures: {
    kind: 'idList',
    target: 'security_measures',
    item: securityMeasureSchema,
    label: 'Меры безопасности',
    section: 'works',
  },
  /** JSON text of the hand-entered measures (docs/domain.md «Форматы обмена»). */
  securityMeasuresHand: { kind: 'hand', json: true, label: 'Меры безопасности (вручную)', section: 'works' },
  siz: { kind: 'idList', target: 'Siz', item: sizSchema, label: 'Средства индивидуальной защиты', section: 'works' },
  sizHand: { kind: 'hand', label: 'Средства индивидуальной защиты (вручную)', section: 'works' },
  instruments: { kind: 'idList', target: 'instruments', item: instrumentSchema, label: 'Инструменты', section: 'works' },
  instrumentsHand: { kind: 'hand', label: 'Инструменты (вручную)', section: 'works' },
  events: { kind: 'idList', target: 'events', item: eventSchema, label: 'Контрольные мероприятия', section: 'works' },
  eventHand: { kind: 'hand', label: 'Контрольные мероприятия (вручную)', section: 'works' },
  comment: { kind: 'longText', label: 'Комментарий', section: 'comment' },
} as const satisfies Record<string, PermitFieldDef>;

export type PermitFields = typeof PERMIT_FIELDS;
/** A permit field's plain name (the domain's and the form's). */
export type PermitFieldName = keyof PermitFields;

/** Longest text each text kind accepts. */
export const TEXT_LIMITS = { text: LIMITS.shortText, longText: LIMITS.longText, hand: LIMITS.handText } as const;
