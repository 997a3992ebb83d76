-- Issue 16, syslog: RFC 5424 STRUCTURED-DATA as the sender wrote it ('' for NILVALUE and RFC 3164),
-- searchable as `structuredData` in the Syslog tab's query.
ALTER TABLE syslog_messages ADD COLUMN structured_data text NOT NULL DEFAULT '';
