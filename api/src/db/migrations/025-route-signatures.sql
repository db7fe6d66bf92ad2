-- Every permit type's route holds the two signatures its creator may never give, the issuer's and the approver's
-- (docs/domain/separation-of-duties.md): a route without them let a creator who was named for each of its steps
-- approve his own permit alone. A stored route that lacks either gets both at its end, issuer first, as the default
-- route and the seeded types have them; permits under way follow their type's route, so they wait for both too.
update type_nd
set route = array_remove(array_remove(route, 'ISSUANCER'), 'APPROVER') || array['ISSUANCER', 'APPROVER']::text[]
where cardinality(route) > 0 and not (route @> array['ISSUANCER', 'APPROVER']::text[]);

alter table type_nd
  add constraint type_nd_route_signatures check (cardinality(route) = 0 or route @> array['ISSUANCER', 'APPROVER']::text[]);
