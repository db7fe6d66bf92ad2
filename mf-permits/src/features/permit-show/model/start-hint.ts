import { formatDateTime, type Nd, type ZoneWork } from '@permit/shared-contracts';

/** The device's wall-clock time in the wire's format (permit times are local, without a zone). */
export function localNow(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/**
 * Why the server would refuse a start now, as far as the page can tell: outside the permit's window (by this
 * device's clock), or a work in progress in the zone that the SIMOPS matrix forbids beside this one. Said beside
 * the button rather than after a refusal; the button stays, since the server decides with its own clock and the
 * zone as it is at that moment (docs/domain.md «Совмещение работ»).
 */
export function startHint(nd: Pick<Nd, 'datetimeStart' | 'datetimeEnd'>, works: readonly ZoneWork[] | undefined, now = localNow()): string | null {
  const { datetimeStart: start, datetimeEnd: end } = nd;
  if (!start || !end) return 'У наряд-допуска не указан период действия: начать работы нельзя';
  if (now < start) return `Начать работы можно с ${formatDateTime(start)}`;
  if (now > end) return `Период действия наряд-допуска закончился ${formatDateTime(end)}: начать работы нельзя`;
  if ((works ?? []).some((w) => w.active && w.decision === 'forbidden'))
    return 'В зоне идут работы, несовместимые с этими (см. «Работы в зоне» ниже); пока они идут, начать работы нельзя';
  return null;
}
