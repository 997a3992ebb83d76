import type { PageAnswer, PageRequest } from '../../../components/data-grid/types';

/** A row of an NMC list: the fields of its contract table (packages/contract/src/nmc/nmc-fields.ts). */
export type NmcRow = Record<string, unknown>;
export type NmcAnswer = PageAnswer<NmcRow>;
/** The paging part of a grid request, as the /nmc calls take it. */
export type NmcPaging = PageRequest;
