import { NOT_TRACKED, NOT_TRACKED_LABEL, type PowerOutageFeature } from '@nms/contract';
import { SEVERITY_STYLES, type SeverityCode } from '../../../components/formatters/severity';
import { formatCount } from '../../../components/summary-strip/summary-format';
import type { MarkerProps } from './markers-geojson';

/**
 * Popup bodies as DOM nodes (MapLibre popups take DOM or HTML; text nodes keep names from the
 * server out of the HTML parser).
 */
type Row = { field: string; label: string; value: string; color?: string };

function table(title: string, rows: Row[], testId: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.testid = testId;
  root.style.minWidth = '170px';
  const head = document.createElement('div');
  head.style.fontWeight = '600';
  head.style.marginBottom = '4px';
  head.textContent = title;
  root.append(head);
  for (const r of rows) {
    const line = document.createElement('div');
    line.dataset.field = r.field;
    line.style.display = 'flex';
    line.style.justifyContent = 'space-between';
    line.style.gap = '12px';
    const label = document.createElement('span');
    label.textContent = r.label;
    if (r.color) label.style.borderLeft = `10px solid ${r.color}`;
    if (r.color) label.style.paddingLeft = '6px';
    const value = document.createElement('span');
    value.style.fontVariantNumeric = 'tabular-nums';
    value.textContent = r.value;
    line.append(label, value);
    root.append(line);
  }
  return root;
}

const STATE_KEYS: [SeverityCode, keyof MarkerProps][] = [
  [1, 'critical'],
  [2, 'major'],
  [3, 'minor'],
  [4, 'unknown'],
  [5, 'normal'],
];

/** A marker's devices per state (the cell's devices are not named: counts only). */
export function markerPopup(m: MarkerProps): HTMLElement {
  const rows = STATE_KEYS.map(([code, key]) => ({
    field: key,
    label: SEVERITY_STYLES[code].label,
    value: formatCount(Number(m[key]) || 0),
    color: SEVERITY_STYLES[code].hex,
  }));
  return table(`${formatCount(m.doc_count)} ${m.doc_count === 1 ? 'device' : 'devices'}`, rows, 'marker-popup');
}

/** AVAILABILITY as shown: 'Not Tracked' for -1, else the percent with power. */
export const availabilityText = (a: number): string => (a === NOT_TRACKED ? NOT_TRACKED_LABEL : `${a.toFixed(2)}%`);

/** A state's or county's outage properties (spec 001 §2.6). */
export function outagePopup(p: PowerOutageFeature): HTMLElement {
  return table(
    p.NAME,
    [
      { field: 'STATE', label: 'State', value: p.STATE },
      { field: 'OUTAGE_COUNT', label: 'Outage Count', value: formatCount(p.OUTAGE_COUNT) },
      { field: 'TRACKED_COUNT', label: 'Tracked Count', value: formatCount(p.TRACKED_COUNT) },
      { field: 'AVAILABILITY', label: 'Availability', value: availabilityText(p.AVAILABILITY), color: p.COLOR },
      { field: 'GEOID', label: 'GEOID', value: p.GEOID },
    ],
    'outage-popup',
  );
}
