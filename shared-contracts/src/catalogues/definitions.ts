import { DEFAULT_PAGE_SIZE } from '../constants';
import type { CatalogueDefinition, FieldDefinition } from './definition';

const id: FieldDefinition = { name: 'id', label: 'Идентификатор', kind: 'id', required: false, visible: false };
const description: FieldDefinition = { name: 'description', label: 'Описание', kind: 'textarea', required: true, visible: true };
const input = (name: string, label: string): FieldDefinition => ({ name, label, kind: 'input', required: true, visible: true });
const base = { pageSize: DEFAULT_PAGE_SIZE, sortable: true, rules: [] } as const;

/** The 13 reference catalogues of the admin area, in menu order. */
export const CATALOGUES: CatalogueDefinition[] = [
  {
    ...base,
    name: 'type',
    title: 'Виды наряд-допусков',
    itemTitle: 'вид наряд-допуска',
    source: { kind: 'area', area: 'typeNd' },
    fields: [
      id,
      input('type', 'Вид наряд-допуска'),
      description,
      { name: 'route', label: 'Маршрут согласования', kind: 'extendedList', required: false, visible: true, options: { from: 'roles' } },
    ],
    columns: [
      { label: 'Вид наряд-допуска', path: 'type' },
      { label: 'Описание', path: 'description' },
    ],
    rules: ['printFormUpload'],
  },
  {
    ...base,
    name: 'content',
    title: 'Содержание работ',
    itemTitle: 'содержание работ',
    source: { kind: 'area', area: 'contentworks' },
    fields: [
      id,
      { ...input('content', 'Содержание работ'), kind: 'textarea' },
      { name: 'place', label: 'Место проведения работ', kind: 'select', required: true, visible: true, options: { from: 'area', area: 'placesWorks', labelKey: 'place' } },
      description,
      { name: 'typeNd', label: 'Вид наряд-допуска', kind: 'select', required: false, visible: true, options: { from: 'area', area: 'typeNd', labelKey: 'type' } },
    ],
    columns: [
      { label: 'Содержание работ', path: 'content' },
      { label: 'Место', path: 'place_detail.place' },
      { label: 'Описание', path: 'description' },
    ],
  },
  {
    ...base,
    name: 'places',
    title: 'Места проведения работ',
    itemTitle: 'место',
    source: { kind: 'area', area: 'placesWorks' },
    fields: [id, input('place', 'Место проведения работ'), description],
    columns: [
      { label: 'Место проведения работ', path: 'place' },
      { label: 'Описание', path: 'description' },
    ],
  },
  {
    ...base,
    name: 'organizations',
    title: 'Организации',
    itemTitle: 'организацию',
    source: { kind: 'area', area: 'organizations' },
    fields: [id, input('name', 'Наименование'), input('inn', 'ИНН')],
    columns: [
      { label: 'Наименование', path: 'name' },
      { label: 'ИНН', path: 'inn' },
      { label: 'Смены', path: 'workShifts', format: 'shiftCount' },
    ],
  },
  {
    ...base,
    name: 'workshifts',
    title: 'Рабочие смены',
    itemTitle: 'смену',
    source: { kind: 'area', area: 'workshifts' },
    fields: [
      id,
      { name: 'organizationId', label: 'Организация', kind: 'select', required: true, visible: true, options: { from: 'area', area: 'organizations', labelKey: 'name' } },
      { name: 'time_start', label: 'Начало смены', kind: 'time', required: true, visible: true },
      { name: 'time_end', label: 'Окончание смены', kind: 'time', required: true, visible: true },
    ],
    columns: [
      { label: 'Организация', path: 'organization_detail.name' },
      { label: 'Начало', path: 'time_start' },
      { label: 'Окончание', path: 'time_end' },
    ],
    rules: ['workShiftTimePairs'],
  },
  {
    ...base,
    name: 'region',
    title: 'Зоны проведения работ',
    itemTitle: 'зону',
    source: { kind: 'area', area: 'regionWorks' },
    fields: [
      id,
      input('region', 'Зона'),
      { name: 'place', label: 'Место проведения работ', kind: 'select', required: true, visible: true, loadFrom: 'place_detail.id', options: { from: 'area', area: 'placesWorks', labelKey: 'place' } },
      description,
    ],
    columns: [
      { label: 'Зона', path: 'region' },
      { label: 'Описание', path: 'description' },
      { label: 'Место', path: 'place_detail.place' },
    ],
    rules: ['zoneIdZeroOnCreate'],
  },
  {
    ...base,
    name: 'sections',
    title: 'Отделы',
    itemTitle: 'отдел',
    source: { kind: 'area', area: 'sections' },
    fields: [
      id,
      input('section', 'Отдел'),
      { name: 'organization', label: 'Организация', kind: 'select', required: true, visible: true, options: { from: 'area', area: 'organizations', labelKey: 'name' } },
      description,
    ],
    columns: [
      { label: 'Отдел', path: 'section' },
      { label: 'Описание', path: 'description' },
      { label: 'Организация', path: 'organizationDetail.name' },
    ],
  },
  {
    ...base,
    name: 'users',
    title: 'Пользователи',
    itemTitle: 'пользователя',
    source: { kind: 'users' },
    fields: [
      id,
      input('family', 'Фамилия'),
      input('name', 'Имя'),
      { ...input('surname', 'Отчество'), required: false },
      { ...input('email', 'Электронная почта'), inputType: 'email' },
      { ...input('phone', 'Телефон'), inputType: 'tel' },
      { name: 'organization', label: 'Организация', kind: 'select', required: true, visible: true, loadFrom: 'organization.id', options: { from: 'area', area: 'organizations', labelKey: 'name' } },
      { name: 'section', label: 'Отдел', kind: 'select', required: true, visible: true, loadFrom: 'section.id', options: { from: 'area', area: 'sections', labelKey: 'section', dependsOn: { field: 'organization', lookup: 'sectionsByOrganization' } } },
      input('profession', 'Профессия'),
      input('qualification', 'Квалификация'),
      { name: 'roles', label: 'Роли', kind: 'list', required: true, visible: true, options: { from: 'roles' } },
    ],
    columns: [
      { label: 'ФИО', path: '', format: 'fullName' },
      { label: 'Логин', path: 'email' },
      { label: 'Роли', path: 'roles', format: 'roles' },
    ],
    rules: ['userFromEmail'],
  },
  {
    ...base,
    name: 'events',
    title: 'Контрольные мероприятия',
    itemTitle: 'мероприятие',
    source: { kind: 'area', area: 'events' },
    sortable: false,
    fields: [
      id,
      input('event_name', 'Контрольное мероприятие'),
      description,
      { name: 'type_detail', label: 'Вид наряда-допуска', kind: 'extendedSelect', required: true, visible: true, loadFrom: 'type_detail.id', options: { from: 'area', area: 'typeNd', labelKey: 'type' } },
    ],
    columns: [
      { label: 'Контрольное мероприятие', path: 'event_name' },
      { label: 'Описание', path: 'description' },
      { label: 'Вид работ', path: 'type_detail.type' },
    ],
    rules: ['eventTypeFromDetail'],
  },
  {
    ...base,
    name: 'dangerous-factors',
    title: 'Опасные факторы',
    itemTitle: 'опасный фактор',
    source: { kind: 'area', area: 'dangerous_factors' },
    fields: [id, input('factor', 'Опасный фактор'), description],
    columns: [
      { label: 'Опасный фактор', path: 'factor' },
      { label: 'Описание', path: 'description' },
    ],
  },
  {
    ...base,
    name: 'instruments',
    title: 'Инструменты',
    itemTitle: 'инструмент',
    source: { kind: 'area', area: 'instruments' },
    fields: [id, input('instrument_name', 'Наименование инструмента'), description],
    columns: [
      { label: 'Наименование', path: 'instrument_name' },
      { label: 'Описание', path: 'description' },
    ],
  },
  {
    ...base,
    name: 'security-measures',
    title: 'Меры безопасности',
    itemTitle: 'меру безопасности',
    source: { kind: 'area', area: 'security_measures' },
    fields: [
      id,
      { ...input('measure', 'Мера безопасности'), kind: 'textarea' },
      { name: 'dangerousFactor', label: 'Опасный фактор', kind: 'select', required: true, visible: true, loadFrom: 'dangerousFactorDetail.id', options: { from: 'area', area: 'dangerous_factors', labelKey: 'factor' } },
      description,
    ],
    columns: [
      { label: 'Мера безопасности', path: 'measure' },
      { label: 'Описание', path: 'description' },
      { label: 'Опасный фактор', path: 'dangerousFactorDetail.factor' },
    ],
  },
  {
    ...base,
    name: 'siz',
    title: 'Средства индивидуальной защиты',
    itemTitle: 'СИЗ',
    source: { kind: 'area', area: 'Siz' },
    sortable: false,
    fields: [id, input('siz_name', 'Средство защиты'), description],
    columns: [
      { label: 'Средство защиты', path: 'siz_name' },
      { label: 'Описание', path: 'description' },
    ],
  },
];

export function catalogueByName(name: string): CatalogueDefinition | undefined {
  return CATALOGUES.find((c) => c.name === name);
}
