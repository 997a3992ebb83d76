-- PAM suspend (suspension of proactive monitoring) schedules: at most one per device, spec 000 §3
-- and 001 §3. Times are unix SECONDS as the API carries them; the status (sched / sus / ended)
-- is not stored but computed from the clock on every read (modules/pam-suspend/repository.ts).
CREATE TABLE pam_suspend_schedules (
  device_name text PRIMARY KEY REFERENCES devices (name) ON DELETE CASCADE,
  schedule_type text NOT NULL DEFAULT 'device',
  info text NOT NULL,
  start_time bigint NOT NULL,
  end_time bigint NOT NULL,
  user_name text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK (end_time > start_time)
);
-- The schedules grid lists active schedules (end_time in the future), newest start first.
CREATE INDEX pam_suspend_schedules_end_idx ON pam_suspend_schedules (end_time);
CREATE INDEX pam_suspend_schedules_start_idx ON pam_suspend_schedules (start_time DESC, device_name DESC);
