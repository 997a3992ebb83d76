-- Issue "Trust", items 2 and 3.
-- Every write of a device's PAM schedule (create, edit) takes a new version from one sequence, so a
-- version is never reused: a schedule removed and created again never matches a version a client
-- read before the removal. Clients send the version they saw; a different one is refused (409).
-- The lifecycle job's status moves (sched -> pendsus -> sus -> expired) change no version: they
-- change neither the window nor the info the operator saw.
CREATE SEQUENCE pam_suspend_version_seq;
ALTER TABLE pam_suspend_schedules ADD COLUMN version bigint NOT NULL DEFAULT nextval('pam_suspend_version_seq');
-- Who wrote the schedule last, from the verified token (the spec's `user` field is what the caller
-- typed): a refused write names this holder. Rows written before this migration name their user.
ALTER TABLE pam_suspend_schedules ADD COLUMN updated_by text;
UPDATE pam_suspend_schedules SET updated_by = user_name;

-- The actor of an audit entry is the verified token's subject and nickname. user_name stays (the
-- same nickname) for readers of the old column; rows written before this migration keep their
-- user_name as their actor name and have no subject.
ALTER TABLE audit_log ADD COLUMN actor_sub text;
ALTER TABLE audit_log ADD COLUMN actor_name text;
UPDATE audit_log SET actor_name = user_name;
