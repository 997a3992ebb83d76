import { BULK_ACTION_ACCESS, OPERATION_ACCESS, permissionFor, refusalReason, type DeviceActionDef, type Permission } from '@nms/contract';
import { useCallback } from 'react';
import { useMe, type Me } from './get-me';

/** What a control shows: enabled, or disabled with the reason (the server's 403 words). */
export interface Access {
  allowed: boolean;
  /** Why not; undefined when allowed. */
  reason?: string;
}

/** Shown while /user/me answers: controls wait disabled rather than flash enabled then disable. */
export const CHECKING_ACCESS = 'Checking your access…';

const ALLOWED: Access = { allowed: true };

/**
 * The access of a caller to a permission. While the roles load the control waits disabled; when
 * /user/me failed the control stays enabled: the server still decides and answers its own 403.
 */
export function accessOf(me: Me | undefined, state: 'pending' | 'error' | 'success', permission: Permission | undefined): Access {
  if (!permission) return ALLOWED;
  if (state === 'pending') return { allowed: false, reason: CHECKING_ACCESS };
  // A failed or unreadable answer: the server decides and answers its own 403.
  if (state === 'error' || !Array.isArray(me?.permissions) || !Array.isArray(me.roles)) return ALLOWED;
  const reason = refusalReason(me, permission);
  return reason ? { allowed: false, reason } : ALLOWED;
}

/** The operation a device action calls, by its kind (see DeviceActionDef); undefined: a read of a page. */
function deviceActionOperation(def: Pick<DeviceActionDef, 'action' | 'kind'>): string | undefined {
  if (def.kind === 'call') {
    const own = `GET /action/device/${def.action}`;
    return own in OPERATION_ACCESS ? own : 'GET /action/device/{action}';
  }
  if (def.kind === 'discovery') return `GET /action/devices/${def.action}`;
  if (def.kind === 'popup' && def.action === 'packetCapture') return 'GET /action/device/packet-capture';
  // Reports, metric charts, the other popups and Launch UI only read.
  return undefined;
}

/** The permission a device action of the Actions panel needs, from the contract's operation table. */
export function deviceActionPermission(def: Pick<DeviceActionDef, 'action' | 'kind'>): Permission | undefined {
  const op = deviceActionOperation(def);
  const access = op ? OPERATION_ACCESS[op] : undefined;
  if (!access || access === 'public' || access === 'signed-in') return undefined;
  return permissionFor(access, { action: def.action });
}

/** The permission a Manage Devices bulk action needs (BULK_ACTION_ACCESS); reads need nothing more. */
export const bulkActionPermission = (action: string): Permission | undefined => BULK_ACTION_ACCESS[action];

/** May the signed-in user do what `permission` allows? Disabled with the reason when not. */
export function usePermission(permission: Permission | undefined): Access {
  const me = useMe();
  return accessOf(me.data, me.status, permission);
}

/** The same for several permissions at once (a list of actions): one reading of /user/me. */
export function useAccessCheck(): (permission: Permission | undefined) => Access {
  const { data, status } = useMe();
  // Stable while the answer is: lists memoised on it do not rebuild every render.
  return useCallback((permission) => accessOf(data, status, permission), [data, status]);
}
