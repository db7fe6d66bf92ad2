-- Every permit type's route holds the two signatures its creator may never give, the issuer's and the approver's
-- (docs/domain/separation-of-duties.md): a route without them let a creator who was named for each of its steps
-- approve his own permit alone.

-- A permit ready to work under such a route was approved without one or both of them: it goes back to approval,
-- keeping the steps it took, so the issuer and the approver (both are required fields of a submitted permit) sign
-- before anyone starts it; its history says why (a server's row: it starts no new round of the route, see
-- stepsTakenBy in api/src/processing/workflow-repository.ts). The issuer finds it in «Мои задачи». Permits under
-- approval follow their type's route and wait for both once it is completed below. Work already started is left
-- to the people on it: a migration does not stop work.
with moved as (
  update nd n
     set status = 'ON_ACCEPTANCE', updated = localtimestamp(0)
    from type_nd t
   where n.type_nd_id = t.id
     and n.status = 'READY_TO_WORK'
     and cardinality(t.route) > 0
     and not (t.route @> array['ISSUANCER', 'APPROVER']::text[])
     and not (n.approved_steps @> array['ISSUANCER', 'APPROVER']::text[])
  returning n.id
)
insert into route_history (nd_id, user_id, status_from, status_to, comment)
select id, null, 'READY_TO_WORK', 'ON_ACCEPTANCE',
       'Маршрут вида наряд-допуска дополнен шагами «Выдающий НД» и «Утверждающий»: нужны их согласования'
  from moved;

-- A stored route that lacks either gets both at its end, issuer first, as the default route and the seeded types
-- have them.
update type_nd
   set route = array_remove(array_remove(route, 'ISSUANCER'), 'APPROVER') || array['ISSUANCER', 'APPROVER']::text[]
 where cardinality(route) > 0 and not (route @> array['ISSUANCER', 'APPROVER']::text[]);

alter table type_nd
  add constraint type_nd_route_signatures check (cardinality(route) = 0 or route @> array['ISSUANCER', 'APPROVER']::text[]);
