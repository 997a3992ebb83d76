/**
 * An alert row as `GET /api/v1.0/es/alerts` answers it (fields of ALERT_FIELDS). It lives in the
 * contract because the events grids, the event detail popup and the device event tabs all read it,
 * and none of those features may import another's internals.
 */
export interface AlertRow {
  name: string;
  severity: number;
  active: boolean;
  elementName?: string | null;
  productCategory?: string | null;
  instanceDisplayName?: string | null;
  eventDisplayName?: string | null;
  eventText?: string | null;
  lastNotifiedAt?: number | null;
  clearedAt?: number | null;
  duration?: number | null;
  count?: number | null;
  troubleTicketID?: string | null;
  visibility?: string | null;
  [field: string]: unknown;
}

/** What every alert row carries (NOT NULL columns): the row schema of the alert lists says so. */
export const ALERT_ROW_ALWAYS = { set: ['name', 'severity', 'active'] } as const;
