import { API_MESSAGES as SHOWN } from '@permit/shared-contracts';

/**
 * Every message the API answers with in `{ code, message }`: the contract's, which the screens show,
 * and the API's own, which reach a person only as the text of an answer.
 */
export const API_MESSAGES = {
  ...SHOWN,
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
  saveKeyOfAnotherPermit: 'Ключ сохранения (saveKey) уже принадлежит другому наряд-допуску: для этого наряд-допуска нужен свой',
  payloadTooLarge: 'Слишком большой запрос',
  rateLimited: 'Слишком много запросов с вашего адреса, повторите через минуту',
  nulCharacter: 'недопустимый нулевой символ (\\u0000)',
  passwordCheckBusy: 'Сервер перегружен проверками паролей, повторите через минуту',
  printBusy: 'Сервер сейчас готовит много печатных форм, повторите через несколько секунд',
  /** Never read by anyone: the client is gone. Written to the log with the request's status. */
  callerLeft: 'Запрос прерван: клиент закрыл соединение',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса',
  invalidReference: 'Указана несуществующая связанная запись',
  invalidValue: 'Некорректное значение в запросе',
  databaseUnavailable: 'База данных недоступна',
  notificationTarget: 'Укажите id уведомления, ndId наряд-допуска или all=true',
  concurrentChange: 'Те же данные в этот момент менял другой пользователь. Ничего не сохранено — повторите действие.',
  simopsPairExists: 'Правило совмещения для этой пары видов наряд-допусков уже есть: измените его',
  simopsConfirmationRequired: 'Подтвердите условия совмещения работ',
} as const;
