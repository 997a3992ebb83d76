-- SF Cases sorts by any column (spec 001 §2.15: server-sorted). A case window holds a large share
-- of the cases (a week is about half), so sorting it by a column without an index cost 50 ms at
-- 100,000 cases; with (column, key) the page is read in order and filtered by the window.
CREATE INDEX IF NOT EXISTS sf_cases_case_type_idx ON sf_cases (case_type, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_case_subtype_idx ON sf_cases (case_subtype, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_end_idx ON sf_cases (hsvc_end_time, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_service_type_idx ON sf_cases (hsvc_service_type, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_subject_idx ON sf_cases (subject, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_customers_affected_idx ON sf_cases (hsvc_customers_affected, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_location_idx ON sf_cases (hsvc_location, case_id);
CREATE INDEX IF NOT EXISTS sf_cases_beams_idx ON sf_cases (hsvc_beams, case_id);
