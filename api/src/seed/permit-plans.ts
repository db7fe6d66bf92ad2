import type { NdStatus, RoleName } from '@permit/shared-contracts';
import type { ContentKey, FactorKey, InstrumentKey, SectionKey, ShiftKey, SizKey, TypeKey, ZoneKey } from './catalogue-data';
import { SECURITY_MEASURES, EVENTS, PERMIT_TYPES } from './catalogue-data';
import type { PersonKey } from './people-data';

/**
 * Who fills each participant role of a permit in one organization: a different person in every route
 * step, never the creator as issuer or approver (docs/domain/separation-of-duties.md).
 */
export interface Crew {
  creator: PersonKey;
  PREPARATOR: PersonKey;
  INDUSTRIAL_SAFER: PersonKey;
  ISSUANCER: PersonKey;
  APPROVER: PersonKey;
  EXECUTOR: PersonKey;
  OBJECT_OWNER: PersonKey | null;
  brigade: PersonKey[];
}

export const SNHK_CREW: Crew = {
  creator: 'creator',
  PREPARATOR: 'preparator',
  INDUSTRIAL_SAFER: 'safer',
  ISSUANCER: 'issuer',
  APPROVER: 'approver',
  EXECUTOR: 'executor',
  OBJECT_OWNER: 'owner',
  brigade: ['egorov', 'zakharov', 'kozlov'],
};
export const TER_CREW: Crew = {
  creator: 'creator2',
  PREPARATOR: 'belova',
  INDUSTRIAL_SAFER: 'sorokina',
  ISSUANCER: 'ganiev',
  APPROVER: 'titov',
  EXECUTOR: 'kuzmin',
  OBJECT_OWNER: null,
  brigade: [],
};

export interface PermitPlan {
  status: NdStatus;
  type: TypeKey;
  contents: ContentKey[];
  zone: ZoneKey;
  section: SectionKey;
  shift: ShiftKey;
  crew: Crew;
  /** Start as hours from the current hour and length in hours; null leaves a draft without dates. */
  window: { start: number; hours: number } | null;
  /** ON_ACCEPTANCE only: how many route steps already approved. */
  approved?: number;
  comment?: string;
  documents?: string;
}

/** The catalogue items typical of each permit type, so every permit lists realistic factors and measures. */
export const KITS: Record<TypeKey, { factors: FactorKey[]; instruments: InstrumentKey[]; siz: SizKey[] }> = {
  fire: { factors: ['explosive', 'hot'], instruments: ['welder', 'grinder', 'gasAnalyzer'], siz: ['helmet', 'welderSuit', 'goggles'] },
  height: { factors: ['height', 'falling'], instruments: ['hoist'], siz: ['helmet', 'harness'] },
  gas: { factors: ['h2s', 'oxygen', 'explosive'], instruments: ['gasAnalyzer', 'bronzeWrench', 'lamp12'], siz: ['helmet', 'gasMask', 'selfRescuer'] },
  electro: { factors: ['electric'], instruments: ['megger'], siz: ['helmet', 'dielectric'] },
};

export function measuresFor(factors: FactorKey[]): (keyof typeof SECURITY_MEASURES)[] {
  return (Object.keys(SECURITY_MEASURES) as (keyof typeof SECURITY_MEASURES)[]).filter((k) => factors.includes(SECURITY_MEASURES[k].factor));
}

export function eventsFor(type: TypeKey): (keyof typeof EVENTS)[] {
  return (Object.keys(EVENTS) as (keyof typeof EVENTS)[]).filter((k) => EVENTS[k].type === type);
}

/** A type with an empty route is approved by the issuer, then the approver (docs/domain.md). */
export function effectiveRoute(type: TypeKey): RoleName[] {
  const route: RoleName[] = PERMIT_TYPES[type].route;
  return route.length > 0 ? [...route] : ['ISSUANCER', 'APPROVER'];
}

const doc = (link: string, name: string) => encodeURIComponent(`${link}---${name}`);

const s = (
  status: NdStatus,
  type: TypeKey,
  contents: ContentKey[],
  zone: ZoneKey,
  window: PermitPlan['window'],
  extra: Partial<PermitPlan> = {},
): PermitPlan => ({
  status,
  type,
  contents,
  zone,
  window,
  section: 'ceh3',
  shift: 'snhkDay',
  crew: SNHK_CREW,
  ...extra,
});

/**
 * Two or more permits in every status for the plant, a few for the contractor. Works in progress
 * (IN_WORK, PROLONG, PROLONGED) sit in different zones, as the zone-conflict rule requires.
 */
export const PERMIT_PLANS: PermitPlan[] = [
  s('DRAFT', 'fire', ['pipeP1'], 'l35Furnaces', { start: 48, hours: 12 }),
  s('DRAFT', 'height', ['platform'], 'rack1018', null, { section: 'rmc' }),
  s('ON_ACCEPTANCE', 'gas', ['tank12Clean'], 'tank12', { start: 24, hours: 12 }, { approved: 1 }),
  s('ON_ACCEPTANCE', 'electro', ['cable04'], 'pumpHall', { start: 72, hours: 10 }, { section: 'energo', approved: 0 }),
  s('READY_TO_WORK', 'height', ['insulK201'], 'l35Columns', { start: 2, hours: 10 }),
  s(
    'READY_TO_WORK',
    'fire',
    ['k2Trays'],
    'avtK2',
    { start: 26, hours: 12 },
    {
      documents: doc('https://docs.snhk.example/schemes/K-2-trays.pdf', 'Схема тарелок К-2'),
    },
  ),
  s('IN_WORK', 'fire', ['pipeP1'], 'l35Furnaces', { start: -2, hours: 10 }),
  s('IN_WORK', 'gas', ['valveN5'], 'pumpValves', { start: -4, hours: 8 }, { section: 'energo' }),
  s('CLOSE_WORK', 'height', ['platform'], 'rack1018', { start: -30, hours: 10 }, { section: 'rmc' }),
  s('CLOSE_WORK', 'electro', ['elouInsp'], 'avtElou', { start: -52, hours: 12 }),
  s('PROLONG', 'gas', ['tieIn'], 'rack1018', { start: -20, hours: 24 }, { comment: 'Требуется продление: задержка поставки запорной арматуры' }),
  s('PROLONG', 'height', ['insulK201'], 'l35Reactors', { start: -10, hours: 14 }),
  s('PROLONGED', 'fire', ['k2Trays'], 'avtK2', { start: -48, hours: 60 }),
  s('PROLONGED', 'gas', ['tank12Clean'], 'tanks1416', { start: -30, hours: 40 }),
  s('CANCELLED', 'fire', ['pipeP1'], 'l35Furnaces', { start: 24, hours: 10 }, { comment: 'Работы перенесены на период планового ремонта' }),
  s('CANCELLED', 'electro', ['cable04'], 'pumpHall', { start: 48, hours: 8 }, { section: 'energo' }),
  s(
    'ON_MODIFICATION',
    'gas',
    ['valveN5'],
    'pumpValves',
    { start: 30, hours: 10 },
    { section: 'energo', comment: 'Укажите номера заглушек по схеме отглушения' },
  ),
  s(
    'ON_MODIFICATION',
    'height',
    ['platform'],
    'rack1018',
    { start: 50, hours: 12 },
    { section: 'rmc', comment: 'Дополните перечень средств защиты' },
  ),
  s('ARCHIVE', 'fire', ['pipeP1'], 'l35Furnaces', { start: -240, hours: 10 }),
  s('ARCHIVE', 'gas', ['tank12Clean'], 'tank12', { start: -200, hours: 12 }),
  s('EXPIRED', 'height', ['insulK201'], 'l35Columns', { start: -72, hours: 12 }),
  s('EXPIRED', 'electro', ['elouInsp'], 'avtElou', { start: -100, hours: 10 }),
  s('STOPPED', 'gas', ['tieIn'], 'rack1018', { start: -3, hours: 9 }, { comment: 'Загазованность выше 20% НКПР у места врезки' }),
  s('STOPPED', 'fire', ['k2Trays'], 'avtK2', { start: -6, hours: 12 }, { comment: 'Порыв ветра более 15 м/с, работы на высоте запрещены' }),
  // The contractor: a few permits of its own, invisible to the plant's users.
  s('DRAFT', 'gas', ['boilerHydro'], 'boiler2', { start: 24, hours: 9 }, { section: 'terTeplo', shift: 'terDay', crew: TER_CREW }),
  s('ON_ACCEPTANCE', 'height', ['boilerHydro'], 'deaerator', { start: 48, hours: 9 }, { section: 'terTeplo', shift: 'terDay', crew: TER_CREW }),
  s('IN_WORK', 'gas', ['boilerHydro'], 'boiler2', { start: -1, hours: 9 }, { section: 'terTeplo', shift: 'terDay', crew: TER_CREW }),
  s('ARCHIVE', 'electro', ['cable04'], 'pumpHall', { start: -120, hours: 9 }, { section: 'terElectro', shift: 'terDay', crew: TER_CREW }),
];
