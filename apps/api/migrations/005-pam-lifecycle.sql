-- PAM suspend lifecycle (issue 4): the schedule's status is stored and moved by a job,
-- sched -> pendsus (start reached, monitoring system has not confirmed) -> sus (confirmed) ->
-- expired (end passed). Every move is a guarded UPDATE, so several API processes may run the job.
ALTER TABLE pam_suspend_schedules ADD COLUMN status text NOT NULL DEFAULT 'sched'
  CHECK (status IN ('sched', 'pendsus', 'sus', 'expired'));
ALTER TABLE pam_suspend_schedules ADD COLUMN status_changed_at bigint;

-- Rows written before this migration take the status their clock gives (not yet confirmed).
UPDATE pam_suspend_schedules SET status = CASE
  WHEN end_time <= extract(epoch FROM now()) THEN 'expired'
  WHEN start_time <= extract(epoch FROM now()) THEN 'pendsus'
  ELSE 'sched' END;

-- The job looks for live schedules whose start or end passed.
CREATE INDEX pam_suspend_schedules_live_idx ON pam_suspend_schedules (status, start_time) WHERE status <> 'expired';

-- Devices marked suspended by the inventory feed without a schedule still end with their window.
CREATE INDEX devices_pam_suspend_end_idx ON devices (pam_suspend_end_date) WHERE pam_suspended;
