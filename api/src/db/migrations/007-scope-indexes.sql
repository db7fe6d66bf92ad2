-- The list scopes of spec section 2: "Ваши" filters by creator, "По отделу" by section, inside the
-- caller's organization. With the organization first, their counts are index-only scans.
create index nd_organization_creator_idx on nd (organization_id, creator_id, id);
create index nd_organization_section_idx on nd (organization_id, section_id, id);
