import type { AuditAction, AuditEntityType } from '../schemas/audit';

/** «Журнал действий»: how the admin screen names actions and entities. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  move: 'Смена статуса',
  roles: 'Изменение ролей',
  password: 'Смена пароля администратором',
  file_upload: 'Прикрепление файла',
  file_delete: 'Удаление файла',
  documents: 'Изменение ссылок',
  print_form: 'Загрузка печатной формы',
  simops_confirm: 'Подтверждение условий совмещения работ',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  nd: 'Наряд-допуск',
  user: 'Пользователь',
  simops: 'Правило совмещения работ (SIMOPS)',
  typeNd: 'Вид наряд-допуска',
  contentworks: 'Содержание работ',
  placesWorks: 'Место проведения работ',
  regionWorks: 'Зона проведения работ',
  organizations: 'Организация',
  workshifts: 'Рабочая смена',
  sections: 'Отдел',
  dangerous_factors: 'Опасный фактор',
  instruments: 'Инструмент',
  security_measures: 'Мера безопасности',
  Siz: 'СИЗ',
  events: 'Контрольное мероприятие',
};
