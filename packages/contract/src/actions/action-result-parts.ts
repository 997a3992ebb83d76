import { Type, type TSchema } from 'typebox';
import { PingResult } from './action-schemas';

/** Building blocks shared by the result shapes (not exported from the package). */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** Text of a failed vendor call; absent on success. Cards show it in an "Error:" row / alert. */
export const ErrorText = Type.Optional(Type.String());
export const UpDown = Type.Union([Type.Literal('up'), Type.Literal('down')]);
export const OnOff = Type.Union([Type.Literal('on'), Type.Literal('off')]);
/** The Info / Device Status / Ping trio every Ping/Current Status card starts with. */
export const statusBase = { device_name: Type.String(), ping: PingResult, error: ErrorText };
