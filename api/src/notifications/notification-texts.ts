import { ND_STATUS_LABELS, type Notification } from '@permit/shared-contracts';

type Kind = Notification['kind'];

/** The notification text of each kind; `comment` is appended where the move carries one. */
export function notificationText(kind: Kind, ndId: number, comment = ''): string {
  const n = `№${ndId}`;
  const withComment = (text: string) => (comment ? `${text}: ${comment}` : text);
  switch (kind) {
    case 'AWAITING_APPROVAL':
      return `Наряд-допуск ${n} ожидает вашего согласования`;
    case 'RETURNED':
      return withComment(`Наряд-допуск ${n} возвращён на доработку`);
    case 'APPROVED':
      return `Наряд-допуск ${n} согласован и готов к работе`;
    case 'WORK_STARTED':
      return `По наряду-допуску ${n} начаты работы`;
    case 'WORK_STOPPED':
      return withComment(`Работы по наряду-допуску ${n} остановлены`);
    case 'PROLONG_REQUESTED':
      return withComment(`Запрошено продление наряда-допуска ${n}`);
    case 'PROLONG_GRANTED':
      return `Срок наряда-допуска ${n} продлён`;
    case 'PROLONG_REFUSED':
      return `В продлении наряда-допуска ${n} отказано`;
    case 'CLOSED':
      return `Работы по наряду-допуску ${n} закончены`;
    case 'ARCHIVED':
      return `Наряд-допуск ${n} передан в архив`;
    case 'CANCELLED':
      return withComment(`Наряд-допуск ${n} отменён`);
    case 'EXPIRED':
      // The status badge's own words, so the notice and the list read (and search) alike.
      return `${ND_STATUS_LABELS.EXPIRED} наряда-допуска ${n}`;
    case 'START_REFUSED':
      return `Начало работ по наряду-допуску ${n} отклонено: в зоне идёт конфликтная работа`;
    case 'INFO':
      return withComment(`Наряд-допуск ${n}`);
  }
}
