import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';
import { ACTION_ANSWERERS } from './real-device-support';

export const ActionSupportQuery = Type.Object({ deviceName: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type ActionSupportQuery = Static<typeof ActionSupportQuery>;

/** GET /action/device/support: who answers the device's actions, and which of its offered actions are refused, with why. */
export const ActionSupport = Type.Object({
  deviceName: Type.String(),
  answeredBy: literalUnion(ACTION_ANSWERERS),
  refused: Type.Array(Type.Object({ action: Type.String(), reason: Type.String() })),
});
export type ActionSupport = Static<typeof ActionSupport>;
