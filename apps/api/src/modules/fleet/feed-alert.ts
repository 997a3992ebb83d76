import { alertName, type AlertRaise } from '@nms/simulator';

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
  /** The feed's or its rule's choice; default `feedVisibility` (availability and link alerts External). */
  visibility?: AlertVisibility;
  at: number;
}

/** What a feed knows when its problem is over: the device, event and instance name the alert. */
export type FeedAlertClear = Pick<FeedAlert, 'device' | 'eventName' | 'instance' | 'at'>;

/** One change of a feed's batch, in the order the feed saw them. */
export type FeedAlertChange = { raise: FeedAlert } | { clear: FeedAlertClear };

/** Spec 000 §2's selector: External (the default view of Device Details and LUMOS) or Internal. */
export type AlertVisibility = 'External' | 'Internal';
export const ALERT_VISIBILITIES: readonly AlertVisibility[] = ['External', 'Internal'];

/** Events of availability and of links: why a device is red, shown in the default (External) views. */
const EXTERNAL_EVENT = /^(unreachable|(link|interface|if|port|host|instance|node)?[ _-]?down)$/i;

/**
 * A feed alert's visibility when neither its feed nor its rule names one: External for
 * availability (category 'Availability', e.g. Unreachable) and link alerts (LinkDown and its
 * usual spellings), so an operator sees why a device is red in the default views; Internal for
 * the rest (performance, log patterns), which would otherwise crowd them. docs/operations.md.
 */
export function feedVisibility(a: Pick<FeedAlert, 'eventName' | 'category' | 'visibility'>): AlertVisibility {
  if (a.visibility) return a.visibility;
  if (categoryOf(a) === 'Availability') return 'External';
  return EXTERNAL_EVENT.test(a.eventName.trim()) ? 'External' : 'Internal';
}

const categoryOf = (a: Pick<FeedAlert, 'eventName' | 'category'>) => a.category ?? (a.eventName === 'Unreachable' ? 'Availability' : 'Performance');

/** A visibility named by a feed's data (a label, a field): 'external'/'internal' in any case, else undefined. */
export function visibilityNamed(value: string | undefined): AlertVisibility | undefined {
  const v = value?.trim().toLowerCase();
  return v === 'external' ? 'External' : v === 'internal' ? 'Internal' : undefined;
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
    category: categoryOf(a),
    visibility: feedVisibility(a),
    troubleTicketID: null,
    at: a.at,
    source: a.source,
  };
}

/** The alert name of a feed's device, event and instance (what feedAlertRaise names). */
export const feedAlertName = (a: FeedAlertClear): string =>
  alertName(FEED_ELEMENT_CLASS, a.instance ? `${a.device}/${a.instance}` : a.device, a.eventName);
