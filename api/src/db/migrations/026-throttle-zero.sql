-- A login counter gives a place back with one `failures - 1`: a counter may now stand at zero until its window is
-- swept (api/src/auth/throttle-repository.ts). Deleting the row at one and decrementing it above, as two parts of a
-- statement judged on one snapshot, lost a give-back whenever a concurrent attempt moved the count across one.
alter table login_throttle drop constraint login_throttle_failures_check;
alter table login_throttle add constraint login_throttle_failures_check check (failures >= 0);
