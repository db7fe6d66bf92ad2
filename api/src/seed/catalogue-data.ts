import type { RoleName } from '@permit/shared-contracts';

/**
 * Demo reference data of an oil-refining site and a repair contractor. Keys are stable names the
 * rest of the seed refers to; the database assigns the ids.
 */

export const ORGANIZATIONS = {
  snhk: { name: 'АО «Северный нефтехимический комбинат»', inn: '2901134765' },
  ter: { name: 'ООО «ТеплоЭнергоРемонт»', inn: '2901045829' },
} as const;
export type OrgKey = keyof typeof ORGANIZATIONS;

export const SECTIONS = {
  asu: { org: 'snhk', section: 'Отдел АСУ ТП', description: 'Автоматизированные системы управления и информационные системы комбината' },
  ceh3: { org: 'snhk', section: 'Цех №3 (каталитический риформинг)', description: 'Установки Л-35-11/1000 и гидроочистки бензина' },
  rmc: { org: 'snhk', section: 'Ремонтно-механический цех', description: 'Ремонт технологического оборудования и трубопроводов' },
  opb: { org: 'snhk', section: 'Служба промышленной безопасности', description: 'Производственный контроль и надзор за опасными работами' },
  energo: { org: 'snhk', section: 'Энергоцех', description: 'Котельная, электроснабжение, оборотное водоснабжение' },
  terTeplo: {
    org: 'ter',
    section: 'Участок ремонта теплотехнического оборудования',
    description: 'Ремонт котлов и теплообменников по договорам подряда',
  },
  terElectro: { org: 'ter', section: 'Электромонтажный участок', description: 'Монтаж и наладка электроустановок до 10 кВ' },
} as const;
export type SectionKey = keyof typeof SECTIONS;

export const PLACES = {
  l35: { place: 'Цех №3 — установка каталитического риформинга Л-35-11/1000', description: 'Наружная установка, взрывоопасная зона класса 2' },
  tank2: { place: 'Резервуарный парк №2 (товарно-сырьевой)', description: 'Резервуары РВС-5000 для бензиновых фракций' },
  pump5: { place: 'Насосная станция №5 оборотного водоснабжения', description: 'Насосы циркуляционной воды блока охлаждения' },
  boiler1: { place: 'Котельная №1 (паровые котлы ДЕ-25)', description: 'Производственная котельная, три котла ДЕ-25-14ГМ' },
  rack: { place: 'Эстакада межцеховых трубопроводов', description: 'Эстакада высотой 6–9 м между цехами №1 и №3' },
  avt6: { place: 'Установка первичной переработки нефти ЭЛОУ-АВТ-6', description: 'Атмосферно-вакуумная трубчатка с блоком обессоливания' },
} as const;
export type PlaceKey = keyof typeof PLACES;

export const ZONES = {
  l35Reactors: { place: 'l35', region: 'Реакторный блок (Р-1, Р-2, Р-3)', description: 'Отметки 0,0 – +24,0 м' },
  l35Furnaces: { place: 'l35', region: 'Блок печей П-1/П-2', description: 'Печи риформинга и площадки обслуживания горелок' },
  l35Columns: { place: 'l35', region: 'Блок колонн стабилизации К-201, К-202', description: 'Колонны и рефлюксные ёмкости' },
  tank12: { place: 'tank2', region: 'Резервуар РВС-5000 №12', description: 'Резервуар с понтоном, бензин риформинга' },
  tanks1416: { place: 'tank2', region: 'Каре резервуаров №14–16', description: 'Обвалование и узлы задвижек' },
  pumpHall: { place: 'pump5', region: 'Машинный зал', description: 'Насосы Н-1 … Н-6, отметка 0,0' },
  pumpValves: { place: 'pump5', region: 'Камера задвижек', description: 'Заглублённое помещение, газоопасное место' },
  boiler2: { place: 'boiler1', region: 'Котёл ДЕ-25 №2', description: 'Топка, барабаны, экономайзер' },
  deaerator: { place: 'boiler1', region: 'Деаэраторная площадка', description: 'Отметка +12,0 м' },
  rack1018: { place: 'rack', region: 'Участок эстакады, оси 10–18', description: 'Трубопроводы топливного газа и пара' },
  avtK2: { place: 'avt6', region: 'Атмосферная колонна К-2', description: 'Колонна и площадки обслуживания до +42,0 м' },
  avtElou: { place: 'avt6', region: 'Блок электродегидраторов', description: 'Электродегидраторы ЭГ-1 … ЭГ-4' },
} as const;
export type ZoneKey = keyof typeof ZONES;

/** [organization, start, end]: day and night shifts of a continuous plant, a day shift of the contractor. */
export const WORK_SHIFTS = {
  snhkDay: { org: 'snhk', time_start: '08:00', time_end: '20:00' },
  snhkNight: { org: 'snhk', time_start: '20:00', time_end: '08:00' },
  terDay: { org: 'ter', time_start: '08:00', time_end: '17:00' },
} as const;
export type ShiftKey = keyof typeof WORK_SHIFTS;

export const PERMIT_TYPES = {
  fire: {
    type: 'Наряд-допуск на огневые работы',
    description: 'Электросварка, газовая резка, нагрев и другие работы с открытым огнём на взрывопожароопасных объектах',
    route: ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'],
    prefix: 'ОГ',
  },
  height: {
    type: 'Наряд-допуск на работы на высоте',
    description: 'Работы на высоте 1,8 м и более при отсутствии защитных ограждений',
    route: ['PREPARATOR', 'ISSUANCER', 'APPROVER'],
    prefix: 'ВР',
  },
  gas: {
    type: 'Наряд-допуск на газоопасные работы',
    description: 'Работы в загазованной среде, вскрытие оборудования, вход в ёмкости и колодцы',
    route: ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'],
    prefix: 'ГО',
  },
  electro: {
    type: 'Наряд-допуск на работы в электроустановках',
    description: 'Работы со снятием напряжения в электроустановках до и выше 1000 В (маршрут по умолчанию)',
    route: [],
    prefix: 'ЭУ',
  },
} satisfies Record<string, { type: string; description: string; route: RoleName[]; prefix: string }>;
export type TypeKey = keyof typeof PERMIT_TYPES;

export const CONTENT_WORKS = {
  pipeP1: {
    place: 'l35',
    type: 'fire',
    content: 'Замена участка трубопровода сырья на входе в печь П-1 с применением электросварки',
    description: 'Ду150, 12 м, сталь 15Х5М',
  },
  insulK201: {
    place: 'l35',
    type: 'height',
    content: 'Ремонт теплоизоляции колонны К-201 с лесов на отметке +18 м',
    description: 'Покрытие из оцинкованной стали',
  },
  tank12Clean: {
    place: 'tank2',
    type: 'gas',
    content: 'Вскрытие и очистка резервуара РВС-5000 №12 от донных отложений',
    description: 'После дренирования и пропарки',
  },
  valveN5: {
    place: 'pump5',
    type: 'gas',
    content: 'Замена задвижки Ду300 на линии нагнетания насоса Н-5',
    description: 'С отглушением и дренированием участка',
  },
  boilerHydro: {
    place: 'boiler1',
    type: null,
    content: 'Подготовка котла ДЕ-25 №2 к гидравлическим испытаниям',
    description: 'Установка заглушек, заполнение водой',
  },
  cable04: {
    place: 'pump5',
    type: 'electro',
    content: 'Замена кабельной линии 0,4 кВ питания насоса Н-3',
    description: 'Кабель ВВГнг-LS 4×95, 120 м',
  },
  platform: {
    place: 'rack',
    type: 'height',
    content: 'Монтаж площадки обслуживания арматуры на эстакаде, отметка +6,0 м',
    description: 'Металлоконструкции по чертежу КМ-117',
  },
  tieIn: {
    place: 'rack',
    type: 'gas',
    content: 'Врезка в действующий трубопровод топливного газа',
    description: 'Под давлением, с применением устройства для врезки',
  },
  k2Trays: { place: 'avt6', type: 'fire', content: 'Ремонт клапанных тарелок колонны К-2 со сваркой', description: 'Тарелки 18–24, замена клапанов' },
  elouInsp: {
    place: 'avt6',
    type: 'electro',
    content: 'Осмотр и ремонт трансформаторов питания электродегидраторов',
    description: 'ЭГ-2, со снятием напряжения',
  },
} as const;
export type ContentKey = keyof typeof CONTENT_WORKS;

export const DANGEROUS_FACTORS = {
  explosive: { factor: 'Взрывопожароопасная среда', description: 'Пары углеводородов в концентрациях выше 20% НКПР' },
  height: { factor: 'Работа на высоте более 1,8 м', description: 'Падение работника с высоты' },
  h2s: { factor: 'Загазованность сероводородом (H₂S)', description: 'ПДК в воздухе рабочей зоны 10 мг/м³' },
  hot: { factor: 'Высокая температура поверхностей оборудования', description: 'Ожоги при контакте с поверхностями выше 45 °C' },
  electric: { factor: 'Поражение электрическим током', description: 'Напряжение 0,4 и 6 кВ' },
  falling: { factor: 'Падение предметов с высоты', description: 'Инструмент и материалы с верхних отметок' },
  oxygen: { factor: 'Недостаток кислорода в замкнутом пространстве', description: 'Содержание кислорода менее 20% об.' },
} as const;
export type FactorKey = keyof typeof DANGEROUS_FACTORS;

export const INSTRUMENTS = {
  welder: { instrument_name: 'Сварочный инвертор ВД-306', description: 'С заземлением корпуса и сварочной цепи' },
  gasAnalyzer: { instrument_name: 'Газоанализатор АНКАТ-7664Микро', description: 'Метан, сероводород, кислород; поверка до 12.2026' },
  bronzeWrench: { instrument_name: 'Искробезопасный гаечный ключ (бронза)', description: 'Набор 17–46 мм' },
  grinder: { instrument_name: 'Угловая шлифовальная машина 230 мм', description: 'Только при огневых работах по наряду' },
  lamp12: { instrument_name: 'Переносной светильник 12 В во взрывозащищённом исполнении', description: 'Для работ внутри аппаратов' },
  hoist: { instrument_name: 'Таль ручная цепная 2 т', description: 'Испытана, бирка с датой испытания' },
  megger: { instrument_name: 'Мегаомметр ЭС0202/2-Г', description: 'Измерение сопротивления изоляции до 2500 В' },
} as const;
export type InstrumentKey = keyof typeof INSTRUMENTS;

export const SECURITY_MEASURES = {
  airAnalysis: {
    factor: 'explosive',
    measure: 'Провести анализ воздушной среды перед началом работ и каждые 2 часа',
    description: 'Результаты записать в наряд-допуск',
  },
  extinguishers: {
    factor: 'explosive',
    measure: 'Обеспечить место работ первичными средствами пожаротушения: 2 огнетушителя ОП-10, кошма',
    description: 'Проверить перед началом работ',
  },
  harness: {
    factor: 'height',
    measure: 'Применять страховочную привязь, крепить строп к анкерной точке выше головы',
    description: 'Анкерные точки указывает руководитель работ',
  },
  fence: {
    factor: 'falling',
    measure: 'Оградить зону возможного падения предметов, выставить знаки безопасности',
    description: 'Радиус не менее 5 м',
  },
  blinds: {
    factor: 'h2s',
    measure: 'Отглушить аппарат заглушками с хвостовиками, зарегистрировать в журнале заглушек',
    description: 'Заглушки по номеру схемы',
  },
  deenergize: {
    factor: 'electric',
    measure: 'Снять напряжение, вывесить плакаты «Не включать! Работают люди», наложить заземление',
    description: 'Проверить отсутствие напряжения указателем',
  },
  observer: {
    factor: 'oxygen',
    measure: 'Назначить наблюдающего у люка, обеспечить связь и спасательную верёвку',
    description: 'Не менее двух наблюдающих при работе в ёмкости',
  },
  cooling: { factor: 'hot', measure: 'Охладить оборудование до температуры не выше 45 °C', description: 'Контроль пирометром' },
} as const;

export const SIZ = {
  helmet: { siz_name: 'Каска защитная с подбородочным ремнём', description: 'Обязательна на всей территории установки' },
  welderSuit: { siz_name: 'Костюм сварщика брезентовый', description: 'Для огневых работ' },
  gasMask: { siz_name: 'Противогаз шланговый ПШ-1', description: 'Для работ внутри ёмкостей и колодцев' },
  harness: { siz_name: 'Страховочная привязь с амортизатором', description: 'Осмотр перед каждым применением' },
  goggles: { siz_name: 'Очки защитные закрытые', description: 'При шлифовке и работе с химреагентами' },
  dielectric: { siz_name: 'Перчатки диэлектрические', description: 'Испытаны, штамп с датой испытания' },
  selfRescuer: { siz_name: 'Самоспасатель изолирующий', description: 'Время защитного действия не менее 30 мин' },
} as const;
export type SizKey = keyof typeof SIZ;

export const EVENTS = {
  briefing: { type: 'fire', event_name: 'Целевой инструктаж бригады с записью в наряде-допуске', description: 'Проводит выдающий наряд-допуск' },
  fireCheck: { type: 'fire', event_name: 'Проверка первичных средств пожаротушения на месте работ', description: 'Перед началом и после перерыва' },
  harnessCheck: { type: 'height', event_name: 'Проверка страховочных систем и лесов перед подъёмом', description: 'Запись в журнале осмотра лесов' },
  gasCheck: { type: 'gas', event_name: 'Анализ газовоздушной среды перед входом в ёмкость', description: 'Повторять каждые 30 минут' },
  voltageCheck: {
    type: 'electro',
    event_name: 'Проверка отсутствия напряжения указателем',
    description: 'Указатель проверить на заведомо исправной установке',
  },
  rescuePlan: { type: 'gas', event_name: 'Проверка готовности к эвакуации пострадавшего', description: 'Спасательная верёвка, носилки, связь' },
} as const;
