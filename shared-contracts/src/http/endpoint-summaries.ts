import { CATALOGUE_AREAS, type CatalogueArea } from './endpoints/catalogues';

/**
 * What each endpoint of the table does, in a sentence: the OpenAPI description the API serves (api/src/docs).
 * Kept beside the table and out of it: the table is in the contracts' index, the shared module every page loads,
 * the sign-in page too (docs/performance.md), and no page reads these. endpoint-summaries.test.ts checks that every
 * endpoint has one and that none is left for an endpoint that is gone.
 */
export const ENDPOINT_SUMMARIES: Record<string, string> = {
  'system.mailOutbox': 'Исходящая почта (очередь и отправленное), новые сначала; без текста писем',
  'system.health': 'Проверка готовности (API и база данных)',
  'users.login': 'Вход по почте (username) и паролю',
  'users.passwordForget': 'Восстановление пароля: на почту уходит одноразовая ссылка (пароль не меняется до перехода по ней)',
  'users.passwordReset': 'Новый пароль по одноразовой ссылке из письма (400, если ссылка недействительна или истекла)',
  'users.logout': 'Выход: токен этого входа отзывается сразу',
  'users.passwordNew': 'Смена пароля (400, если старый пароль неверен; 409 — с токеном, который уже заменило продление входа)',
  'users.getUserById': 'Пользователь с организацией, отделом и ролями',
  'users.listAllByRole': 'Пользователи своей организации с ролью',
  'users.getUserByOrganizationId': 'Сотрудники организации',
  'users.listAll': 'Все сотрудники',
  'users.list': 'Страница пользователей (page с нуля; size ≤ 0 — все)',
  'users.count': 'Число пользователей',
  'users.register': 'Создание (create=true) или изменение пользователя; роли по именам',
  'users.delete': 'Удаление пользователя',
  'nd.countByStatus': 'Число наряд-допусков организации пользователя в статусе',
  'nd.countsByStatus': 'Число наряд-допусков организации пользователя в каждом статусе — одним запросом (сверх спецификации)',
  'nd.search': 'Поиск наряд-допусков с фильтрами (page с нуля; 10000000 — все строки)',
  'nd.getById': 'Наряд-допуск целиком, со всеми *_detail',
  'nd.listByCreator': 'Наряд-допуски, созданные пользователем',
  'nd.save': 'Создание или изменение наряд-допуска (черновик или подача)',
  'nd.uploadAddFiles': 'Загрузка файла (multipart, поле file); delete=true удаляет; пустой файл и documents задают ссылки',
  'nd.printPdf': 'Печатная форма наряд-допуска (PDF, A4): поля, участники, история маршрута, QR-код адреса в портале',
  'nd.downloadFile': 'Скачивание приложенного файла (как вложение)',
  'nd.processing': 'Смена статуса: true — выполнено, false — конфликт работ в зоне',
  'nd.zoneConflicts': 'Работы в зоне, из-за которых начать работы по наряд-допуску нельзя (ответ false на processingND)',
  'nd.zoneWorks': 'Другие работы в зоне на время наряд-допуска, с решением матрицы совмещения работ (SIMOPS) для каждой',
  'nd.routes': 'История маршрута наряд-допуска',
  'nd.worklist': '«Мои задачи»: наряд-допуски, по которым следующий шаг за пользователем, по группам с числами',
  'favourites.listAll': 'Избранные наряд-допуски пользователя',
  'favourites.save': 'Добавить в избранное',
  'favourites.delete': 'Убрать из избранного (id наряд-допуска)',
  'notifications.list': 'Уведомления пользователя, новые сначала',
  'notifications.readed': 'Отметить прочитанным: ?id= одно, ?ndId= все о наряд-допуске, ?all=true все',
  'lookups.regionsByPlace': 'Зоны места проведения работ',
  'lookups.sectionsByOrganization': 'Отделы организации',
  'lookups.workshiftsByOrganization': 'Рабочие смены организации',
  'lookups.uploadPrintForm': 'Загрузка печатной формы вида наряд-допуска (multipart, поле file)',
  'lookups.printForm': 'Скачивание загруженной печатной формы вида наряд-допуска (как вложение; 404, если формы нет)',
  'audit.list':
    'Журнал действий: изменения справочников и пользователей, движение наряд-допусков (новые сначала; page с нуля; своя организация и общие справочники)',
  'board.places':
    'Места доски работ: места, где у организации пользователя есть наряд-допуски на доске за период (from, to — как у доски), по названию, с числом её наряд-допусков и числом в работе',
  'board.get':
    'Доска работ: места организации пользователя, их зоны и наряд-допуски в зонах за период (from, to — ГГГГ-ММ-ДД, не более 31 дня; по умолчанию сегодня и 7 дней), с отметками конфликтов и окончания в ближайшие 24 часа',
  'simops.listAll': 'Совмещение работ (SIMOPS): все правила для пар видов наряд-допусков',
  'simops.save': 'Совмещение работ: создание (без id) или изменение (с id) правила; 409, если правило для пары уже есть',
  'simops.delete': 'Совмещение работ: удаление правила (пара снова запрещена)',
};

/** A catalogue area's five endpoints, by its title. */
const CATALOGUE_SUMMARIES: Record<string, (title: string) => string> = {
  list: (title) => `${title}: страница (page с нуля; size ≤ 0 или 10000000 — все)`,
  listAll: (title) => `${title}: все записи`,
  get: (title) => `${title}: запись по id`,
  save: (title) => `${title}: создание (без id) или изменение (с id)`,
  delete: (title) => `${title}: удаление (409, если запись используется)`,
};

/** The summary of an endpoint by its id in the table ('nd.search', 'catalogues.typeNd.save'), or undefined. */
export function endpointSummary(id: string): string | undefined {
  const [group, area, op] = id.split('.');
  if (group === 'catalogues' && area && op && area in CATALOGUE_AREAS) return CATALOGUE_SUMMARIES[op]?.(CATALOGUE_AREAS[area as CatalogueArea].title);
  return ENDPOINT_SUMMARIES[id];
}
