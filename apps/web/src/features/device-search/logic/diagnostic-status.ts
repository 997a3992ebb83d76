import { diagnosticStatus } from '@nms/contract';

/** Badge colour and text of a NIC, IPSEC or Link Monitor status (spec 001 §4). */
export interface StatusLook {
  kind: 'normal' | 'critical' | 'unknown';
  color: 'green' | 'red' | 'cyan';
  text: string;
}

const COLORS = { normal: 'green', critical: 'red', unknown: 'cyan' } as const;

/** up/alive green, down/dead red, anything else unknown showing the raw text. */
export function statusLook(value: string | null | undefined): StatusLook {
  const kind = diagnosticStatus(value);
  return { kind, color: COLORS[kind], text: String(value ?? '') };
}
