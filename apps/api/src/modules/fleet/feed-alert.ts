import type { AlertRaise } from '@nms/simulator';

/** What any feed knows about one problem on one device; the rest of an alert follows from it. */
export interface FeedAlert {
  device: string;
  /** Short machine name of the event, e.g. 'Unreachable', 'LinkDown', 'HighCpu'. */
  eventName: string;
  eventDisplayName?: string;
  /** 1 Critical .. 5 Normal (contract SEVERITY). */
  severity: number;
  text: string;
  /** The part of the device the alert is about ('ifIndex 3', an Alertmanager fingerprint); default the device. */
  instance?: string;
  /** The feed: 'SNMP', 'ICMP', 'TRAP', 'SYSLOG', 'ALERTMANAGER', 'INGEST'. */
  source: string;
  category?: string;
  at: number;
}

/** The element class of alerts raised by real feeds (the simulator names its device kinds). */
export const FEED_ELEMENT_CLASS = 'Host';

/**
 * The fleet's alert for a feed's notification. One device, event and instance make one alert name,
 * so a repeated notification re-notifies the active alert instead of opening another.
 */
export function feedAlertRaise(a: FeedAlert): AlertRaise {
  const instanceName = a.instance ? `${a.device}/${a.instance}` : a.device;
  return {
    deviceName: a.device,
    elementClassName: FEED_ELEMENT_CLASS,
    classDisplayName: FEED_ELEMENT_CLASS,
    instanceName,
    instanceDisplayName: a.instance ? `${a.instance} on ${a.device}` : a.device,
    eventName: a.eventName,
    eventDisplayName: a.eventDisplayName ?? a.eventName,
    eventText: a.text,
    severity: a.severity,
    category: a.category ?? (a.eventName === 'Unreachable' ? 'Availability' : 'Performance'),
    visibility: 'Internal',
    troubleTicketID: null,
    at: a.at,
    source: a.source,
  };
}
