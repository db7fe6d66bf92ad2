// Set-based seed of the benchmark database (a fresh, migrated one: identity ids start at 1).
// Two organizations: the plant (90 % of users and permits) and a contractor. Permits spread over every
// status the way a working site has them: mostly archived, a few in progress now.

/** status by (id % 100): 55 % ARCHIVE, 10 % CLOSE_WORK, then the rest; the active ones are "now". */
const STATUS_BY_PERCENT = [
  ...Array(55).fill('ARCHIVE'),
  ...Array(10).fill('CLOSE_WORK'),
  ...Array(5).fill('EXPIRED'),
  ...Array(5).fill('CANCELLED'),
  ...Array(5).fill('DRAFT'),
  ...Array(5).fill('ON_ACCEPTANCE'),
  ...Array(3).fill('ON_MODIFICATION'),
  ...Array(4).fill('READY_TO_WORK'),
  ...Array(3).fill('IN_WORK'),
  'PROLONG',
  'PROLONGED',
  ...Array(3).fill('STOPPED'),
];

export const MOVABLE_PERMITS = 64;
/** 50 places of 10 zones each (the board's figure in api-load.mjs is for 500 zones), plus one zone per movable permit. */
const ZONES = 500;

/** The tables the seed fills by the hundred thousand: their secondary indexes are built after the rows. */
const BULK_TABLES = [
  'nd',
  'nd_number',
  'nd_content_work',
  'nd_dangerous_factor',
  'nd_instrument',
  'nd_security_measure',
  'nd_siz',
  'nd_event',
  'nd_brigade',
  'route_history',
  'notification',
];

/**
 * Bulk mode for the throwaway bench server (its user is a superuser): with the replica role neither the
 * foreign-key checks nor the triggers run per row, and the secondary indexes of the bulk tables (nd has
 * some thirty) are dropped and rebuilt by sorting once the rows are in. Row by row, index upkeep and a dozen
 * foreign-key lookups per permit made the 1M seed take over half an hour; the rows are the same ones the
 * checked seed accepted at 100k. Indexes backing a constraint (keys, ON CONFLICT targets) stay.
 */
const BULK_START = [
  { sql: `set session_replication_role = replica` },
  {
    sql: `create temp table seed_index as
            select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
              from pg_index i join pg_class t on t.oid = i.indrelid
             where t.relnamespace = current_schema()::regnamespace and t.relname = any($1::text[])
               and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    params: [BULK_TABLES],
  },
  { sql: `do $$ declare r record; begin for r in select name from seed_index loop execute 'drop index ' || r.name; end loop; end $$` },
];

/**
 * The numbers' copy (022) before the indexes are back, then the indexes (by sort, with room to sort in), the
 * checks and triggers on, and the counters the triggers keep (migrations 006, 018, 021).
 */
const BULK_END = [
  { sql: `insert into nd_number (nd_id, organization_id, number_search) select id, organization_id, lower(number_paper_nd) from nd` },
  { sql: `set maintenance_work_mem = '256MB'` },
  { sql: `do $$ declare r record; begin for r in select def from seed_index loop execute r.def; end loop; end $$` },
  { sql: `drop table seed_index` },
  { sql: `set session_replication_role = default` },
  { sql: `delete from nd_status_count` },
  {
    sql: `insert into nd_status_count (organization_id, status, n)
          select organization_id, status, count(*) from nd where organization_id is not null group by 1, 2`,
  },
  { sql: `delete from nd_section_count` },
  {
    sql: `insert into nd_section_count (organization_id, section_id, status, n)
          select organization_id, section_id, status, count(*) from nd
           where organization_id is not null and section_id is not null group by 1, 2, 3`,
  },
  { sql: `delete from nd_day_count` },
  {
    sql: `insert into nd_day_count (organization_id, status, day, n)
          select organization_id, status, datetime_start::date, count(*) from nd
           where organization_id is not null and datetime_start is not null group by 1, 2, 3`,
  },
];

export function seedSql({ permits, users }) {
  const plantUsers = Math.floor(users * 0.9);
  const contractorUsers = users - plantUsers;
  const statusArray = `array[${STATUS_BY_PERCENT.map((s) => `'${s}'`).join(',')}]::text[]`;
  // A user of the permit's organization, spread by a multiplier so the roles differ.
  const who = (k) => `case when g % 10 = 0 then ${plantUsers} + 1 + (g * ${k}) % ${contractorUsers} else 1 + (g * ${k}) % ${plantUsers} end`;
  return [
    ...BULK_START,
    { sql: `insert into organization (name, inn) values ('АО «Бенч-комбинат»', '7700000001'), ('ООО «Бенч-подряд»', '7700000002')` },
    {
      sql: `insert into section (section, description, organization) select 'Цех № ' || g, 'Отдел', case when g <= 18 then 1 else 2 end from generate_series(1, 20) g`,
    },
    { sql: `insert into place_work (place, description) select 'Место ' || g, 'Описание' from generate_series(1, 50) g` },
    {
      sql: `insert into region_work (region, description, place) select 'Зона ' || g, 'Описание', 1 + g % 50 from generate_series(1, ${ZONES + MOVABLE_PERMITS}) g`,
    },
    {
      sql: `insert into work_shift (organization_id, time_start, time_end) values (1, '08:00', '20:00'), (1, '20:00', '08:00'), (2, '08:00', '17:00')`,
    },
    {
      sql: `insert into type_nd (type, description, route) values
              ('Наряд-допуск на огневые работы', 'Огневые', '{PREPARATOR,INDUSTRIAL_SAFER,ISSUANCER,APPROVER}'),
              ('Наряд-допуск на работы на высоте', 'Высота', '{}'),
              ('Наряд-допуск на газоопасные работы', 'Газ', '{ISSUANCER,APPROVER}'),
              ('Наряд-допуск на электроработы', 'Электро', '{}')`,
    },
    {
      // A SIMOPS matrix for the four types (the board and the start check read it): the rest is forbidden (no row).
      sql: `insert into simops_rule (type_a, type_b, decision, conditions) values
              (2, 2, 'allowed', null), (4, 4, 'allowed', null), (1, 4, 'forbidden', null),
              (2, 4, 'conditional', 'Снять напряжение с участка, оградить зону, наблюдающий от электрохозяйства')`,
    },
    {
      sql: `insert into content_work (content, description, place, type_nd) select 'Работы ' || g, 'Описание', 1 + g % 50, 1 + g % 4 from generate_series(1, 100) g`,
    },
    { sql: `insert into dangerous_factor (factor, description) select 'Фактор ' || g, 'Описание' from generate_series(1, 20) g` },
    { sql: `insert into instrument (instrument_name, description) select 'Инструмент ' || g, 'Описание' from generate_series(1, 20) g` },
    {
      sql: `insert into security_measure (measure, description, dangerous_factor) select 'Мера ' || g, 'Описание', 1 + g % 20 from generate_series(1, 40) g`,
    },
    { sql: `insert into siz (siz_name, description) select 'СИЗ ' || g, 'Описание' from generate_series(1, 20) g` },
    { sql: `insert into event (event_name, description, type_nd) select 'Мероприятие ' || g, 'Описание', 1 + g % 4 from generate_series(1, 20) g` },
    {
      sql: `insert into app_user (family, name, surname, email, username, phone, profession, qualification, password_hash, organization_id, section_id)
            select 'Сотрудник' || g, 'Имя', 'Отчество', 'user' || g || '@bench.ru', 'user' || g || '@bench.ru', '+7 900 000-00-00',
                   'Инженер', 'III группа', 'set-below',
                   case when g <= ${plantUsers} then 1 else 2 end,
                   case when g <= ${plantUsers} then 1 + g % 18 else 19 + g % 2 end
              from generate_series(1, ${users}) g`,
    },
    { sql: `insert into user_role (user_id, role_id) select u.id, r from app_user u, unnest(array[3, 4, 5, 6, 7, 8, 9]) r` },
    {
      // Windows: finished work in the past two years, active work around now, drafts and approvals ahead.
      // Zones by blocks of 100 permits (the status goes by g % 100): every zone gets the site's mix of statuses,
      // and a permit's place is its zone's place (region r lies in place 1 + r % 50), as the form makes them.
      sql: `insert into nd (status, draft, created, updated, number_paper_nd, detail_content_works, datetime_start, datetime_end,
                            organization_id, section_id, place_id, region_id, type_nd_id, workshift_id, creator_id,
                            user_preparator_id, user_industrial_safer_id, user_issuancer_id, user_approver_id, user_executor_id,
                            user_object_owner_id, content_works_hand)
            select s.status, s.status = 'DRAFT', w.start - interval '3 days', w.start, 'НД-' || g, 'Работы по ППР',
                   w.start, w.start + make_interval(hours => 8 + g % 40),
                   case when g % 10 = 0 then 2 else 1 end,
                   case when g % 10 = 0 then 19 + g % 2 else 1 + g % 18 end,
                   1 + (1 + (g / 100) % ${ZONES}) % 50, 1 + (g / 100) % ${ZONES}, 1 + g % 4, case when g % 10 = 0 then 3 else 1 + g % 2 end,
                   ${who(7)}, ${who(11)}, ${who(13)}, ${who(17)}, ${who(19)}, ${who(23)}, ${who(29)}, ''
              from generate_series(1, ${permits}) g
             cross join lateral (select (${statusArray})[1 + g % 100] as status) s
             cross join lateral (select case
                      when s.status in ('READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED') then date_trunc('hour', localtimestamp) - interval '2 hours'
                      when s.status in ('DRAFT', 'ON_ACCEPTANCE', 'ON_MODIFICATION') then date_trunc('hour', localtimestamp) + make_interval(hours => 24 + g % 500)
                      else date_trunc('hour', localtimestamp) - make_interval(hours => 48 + g % 17000) end as start) w`,
    },
    {
      // Permits under approval stand at different steps of their type's route (an empty route is issuer,
      // approver), so each step's approver has some waiting for him («Мои задачи» in api-load.mjs).
      sql: `update nd n set approved_steps = r.route[1:(n.id / 100) % cardinality(r.route)]
              from (select id, case when cardinality(route) = 0 then '{ISSUANCER,APPROVER}'::text[] else route::text[] end as route from type_nd) r
             where n.type_nd_id = r.id and n.status = 'ON_ACCEPTANCE'`,
    },
    {
      // Permits the status-change scenario stops and restarts: each in a zone of its own, executor user 1.
      sql: `insert into nd (status, draft, number_paper_nd, datetime_start, datetime_end, organization_id, section_id, place_id, region_id,
                            type_nd_id, workshift_id, creator_id, user_preparator_id, user_industrial_safer_id, user_issuancer_id,
                            user_approver_id, user_executor_id)
            select 'IN_WORK', false, 'BENCH-MOVE-' || g, localtimestamp - interval '1 day', localtimestamp + interval '1 day', 1, 1,
                   1 + (${ZONES} + g) % 50, ${ZONES} + g, 1, 1, 2, 3, 4, 5, 6, 1
              from generate_series(1, ${MOVABLE_PERMITS}) g`,
    },
    ...[
      ['nd_content_work', 'content_work_id', 100, 2],
      ['nd_dangerous_factor', 'dangerous_factor_id', 20, 2],
      ['nd_instrument', 'instrument_id', 20, 1],
      ['nd_security_measure', 'security_measure_id', 40, 2],
      ['nd_siz', 'siz_id', 20, 2],
      ['nd_event', 'event_id', 20, 1],
    ].map(([table, column, of, per]) => ({
      sql: `insert into ${table} (nd_id, ${column}, position)
            select n.id, 1 + (n.id * 7 + k * 13) % ${of}, k from nd n, generate_series(0, ${per - 1}) k`,
    })),
    { sql: `insert into nd_brigade (nd_id, user_id, position) select id, creator_id, 0 from nd` },
    {
      sql: `insert into route_history (nd_id, user_id, status_from, status_to, comment, date)
            select id, creator_id, 'DRAFT', 'ON_ACCEPTANCE', '', created + interval '1 hour' from nd where status <> 'DRAFT'
            union all
            select id, user_approver_id, 'ON_ACCEPTANCE', 'READY_TO_WORK', '', created + interval '2 hours' from nd
             where status not in ('DRAFT', 'ON_ACCEPTANCE', 'ON_MODIFICATION', 'CANCELLED')`,
    },
    {
      sql: `insert into notification (user_id, nd_id, kind, message, created, readed)
            select u.id, 1 + (u.id * 31 + k * 977) % ${permits}, 'INFO', 'Наряд-допуск: событие ' || k,
                   localtimestamp - make_interval(hours => k), k > 5
              from app_user u, generate_series(1, 50) k`,
    },
    {
      sql: `insert into favourite (user_id, nd_id) select u.id, 1 + (u.id * 53 + k * 1009) % ${permits} from app_user u, generate_series(1, 5) k on conflict do nothing`,
    },
    ...BULK_END,
  ];
}
