import type { PageAnswer } from '@nms/contract';

/** A row of an NMC list: the fields of its contract table (packages/contract/src/nmc/nmc-fields.ts). */
export type NmcRow = Record<string, unknown>;
export type NmcAnswer = PageAnswer<NmcRow>;
