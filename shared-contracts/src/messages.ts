/** User-facing texts the product fixes (docs/architecture.md «Поведение клиента»), plus the shared Russian texts of the portal. */
export const ERROR_TEXTS = {
  loginWrongCredentials: 'Неверная почта или пароль',
  loginFailed: 'При авторизации возникла ошибка',
  passwordForgetFailed: 'При восстановлении пароля возникла ошибка',
  passwordWrongOld: 'Старый пароль указан неверно',
  passwordSameAsOld: 'Новый пароль совпадает со старым',
  confirmWrongPassword: 'Неверный пароль',
  processingConflict:
    'Невозможно начать работы по текущему наряд-допуску, так как в этой зоне уже проводится другая работа, которая является конфликтной с этой! Необходимо завершить или приостановить другой наряд-допуск',
  processingFailed: 'При изменении статуса наряд-допуска произошла ошибка',
  saveFailed: 'При сохранении возникла ошибка',
  uploadFailed: 'При загрузке файла возникла ошибка',
  loadFailed: 'Не удалось загрузить данные',
  networkError: 'Нет связи с сервером',
  /** A change that did not reach the server (offline or a dropped connection); the form keeps its values. */
  offlineWrite: 'Нет связи с сервером — изменения не отправлены, данные формы сохранены',
  /** The banner over data the service worker answered from its cache, followed by the time of that data (ЧЧ:ММ). */
  offlineData: 'Нет связи — данные на',
  remoteUnavailable: 'Модуль временно недоступен. Остальная часть портала работает.',
  /** token.roten when the password dialog's code cannot be loaded: the page stays as it is. */
  reauthUnavailable: 'Срок входа истекает, а окно подтверждения пароля не загрузилось. Сохраните введённое и войдите снова.',
  notFound: 'Страница не найдена',
  noAccess: 'Нет доступа к этому разделу',
} as const;

/** Messages the API puts in `{ code, message }`; the UI may show them as they are. */
export const API_MESSAGES = {
  badRequest: 'Некорректный запрос',
  malformedJson: 'Тело запроса не является корректным JSON',
  unauthorized: 'Требуется авторизация',
  tokenInvalid: 'Токен недействителен или истёк',
  forbidden: 'Недостаточно прав',
  adminOnly: 'Доступно только администратору',
  notFound: 'Объект не найден',
  routeNotFound: 'Метод API не найден',
  wrongCredentials: 'Неверная почта или пароль',
  internal: 'Внутренняя ошибка сервера',
  inUse: 'Запись используется в других объектах и не может быть удалена',
  duplicate: 'Такая запись уже существует',
  tooManyRequests: 'Слишком много попыток, повторите позже',
  payloadTooLarge: 'Слишком большой запрос',
  rateLimited: 'Слишком много запросов с вашего адреса, повторите через минуту',
  nulCharacter: 'недопустимый нулевой символ (\\u0000)',
  passwordCheckBusy: 'Сервер перегружен проверками паролей, повторите через минуту',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса',
  invalidReference: 'Указана несуществующая связанная запись',
  invalidValue: 'Некорректное значение в запросе',
  databaseUnavailable: 'База данных недоступна',
  notificationTarget: 'Укажите id уведомления, ndId наряд-допуска или all=true',
  concurrentChange: 'Те же данные в этот момент менял другой пользователь. Ничего не сохранено — повторите действие.',
  ndChangedSinceLoad: 'Наряд-допуск изменён другим пользователем после того, как вы его открыли. Обновите страницу, чтобы увидеть изменения.',
  simopsPairExists: 'Правило совмещения для этой пары видов наряд-допусков уже есть: измените его',
  simopsConfirmationRequired: 'Подтвердите условия совмещения работ',
  resetLinkInvalid: 'Ссылка для смены пароля недействительна: она устарела, уже использована или заменена более новой. Запросите новую ссылку.',
} as const;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 409 of a start whose conditional SIMOPS pairs were not confirmed (docs/domain.md «Совмещение работ»). */
  'SIMOPS_CONFIRMATION_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
