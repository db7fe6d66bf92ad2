-- A new permit's save key (docs/domain.md «Решения портала…»): the form makes one random key per new permit and
-- sends it with each create until the first save is answered. A create whose answer was lost on a poor network
-- and is sent again then finds the permit it made instead of making a second one, which would go for approval
-- beside the first. Unique per creator; old permits and other clients' creates have none.
alter table nd add column save_key text;
create unique index nd_creator_save_key on nd (creator_id, save_key) where save_key is not null;
