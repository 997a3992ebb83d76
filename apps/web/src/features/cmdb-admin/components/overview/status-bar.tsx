import type { StateShare } from '@nms/contract';
import { stateColor } from '../../../../components/state-pie/state-pie';
import classes from './overview.module.css';
import { NO_DEVICES, statusSegments, statusSummary } from './status-segments';

/**
 * The stacked status bar of 002 §2.5: one share per state in the console's severity colours,
 * hover text with label, percent and count, the percent written only on shares above 20.
 * A node without devices in the window shows an empty grey bar reading 'No devices'.
 */
export function StatusBar({ shares }: { shares: readonly StateShare[] }) {
  const segments = statusSegments(shares);
  if (segments.length === 0) {
    return (
      <div className={`${classes.bar} ${classes.empty}`} role="img" aria-label={NO_DEVICES} title={NO_DEVICES} data-testid="status-bar" data-empty>
        {NO_DEVICES}
      </div>
    );
  }
  // Shares from the server may not add up to exactly 100 (rounding): widths are relative to their sum.
  const sum = segments.reduce((s, x) => s + x.percent, 0);
  return (
    <div className={classes.bar} role="img" aria-label={statusSummary(shares)} data-testid="status-bar">
      {segments.map((s) => (
        <div
          key={s.label}
          className={classes.segment}
          style={{ width: `${(100 * s.percent) / sum}%`, background: stateColor(s.label) }}
          title={s.title}
          data-testid="status-segment"
          data-label={s.label}
        >
          {s.text}
        </div>
      ))}
    </div>
  );
}
