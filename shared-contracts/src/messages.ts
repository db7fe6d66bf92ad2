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
  /** A change refused while the browser is offline: nothing was sent; the form keeps its values. */
  offlineWrite: 'Нет связи с сервером — изменения не отправлены, данные формы сохранены',
  /** A change sent without an answer: the server may have made it (the connection dropped after it got there). */
  noAnswer: 'Ответ сервера не получен: изменение могло быть сделано. Проверьте результат, прежде чем повторять',
  /** The banner over data the service worker answered from its cache, followed by the time of that data (ЧЧ:ММ). */
  offlineData: 'Нет связи — данные на',
  remoteUnavailable: 'Модуль временно недоступен. Остальная часть портала работает.',
  notFound: 'Страница не найдена',
  noAccess: 'Нет доступа к этому разделу',
} as const;

/**
 * Messages the API puts in `{ code, message }` that the screens show; the API's other messages are its
 * own (api/src/http/api-messages.ts), so the pages, the login page first, do not load them.
 */
export const API_MESSAGES = {
  tooManyRequests: 'Слишком много попыток, повторите позже',
  ndChangedSinceLoad: 'Наряд-допуск изменён другим пользователем после того, как вы его открыли. Обновите страницу, чтобы увидеть изменения.',
  /** 409 of a password change sent with a session's token during its renewal's grace (docs/security.md «Повторный вход»). */
  sessionRenewed: 'Вход был продлён, а эта страница ещё работает со старым. Пароль не изменён: обновите страницу и повторите.',
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
  /** 400 of a password reset whose link is dead (expired, used or replaced): the screen offers a new link. */
  'RESET_LINK_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
