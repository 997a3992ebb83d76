import { ALERT_FIELDS, DEVICE_FIELDS, type FieldTable, type FieldType } from '@nms/contract';

/** How each field type reads to an operator (what values a term of that field takes). */
export const TYPE_WORDS: Readonly<Record<FieldType, string>> = {
  text: 'text',
  int: 'number',
  float: 'number',
  bool: 'true / false',
  epoch: 'time (epoch ms or ISO date such as 2026-01-31)',
  textArray: 'list of text',
};

export interface FieldSection {
  key: 'notifications' | 'topology';
  title: string;
  /** The allow-list the server compiles queries against: a field is listed exactly when it is searchable. */
  fields: FieldTable;
}

/** Notifications are alerts (ALERT_FIELDS), topology is devices (DEVICE_FIELDS), spec 001 §2.13. */
export const FIELD_SECTIONS: readonly FieldSection[] = [
  { key: 'notifications', title: 'Searchable attributes for notifications', fields: ALERT_FIELDS },
  { key: 'topology', title: 'Searchable attributes for topology', fields: DEVICE_FIELDS },
];

/** Examples of the syntax, each with what it selects. */
export const QUERY_EXAMPLES: readonly [string, string][] = [
  ['productCategory:"Power Outlet Controller"', 'a phrase in quotes'],
  ['nocid:NNOC AND provisionStatus:ACTV', 'both conditions'],
  ['state:1 OR state:2', 'critical or major devices'],
  ['name:ABC*', 'names starting with ABC (* any characters, ? one character)'],
  ['NOT discovered:true', 'devices not discovered'],
  ['-state:5', 'devices not in state 5 (same as NOT state:5)'],
  ['nocid:OVRC || nocid:APE', '|| is OR, && is AND'],
  ['state:[1 TO 3]', 'a range, both ends included'],
  ['severity:<3', 'a comparison (>, >=, <, <=)'],
  ["userdef2:''", 'an empty value'],
  ['(nocid:OVRC OR nocid:APE) AND stateUSA:TX', 'parentheses group conditions'],
  ['memberOf:"DATACENTER:DC1"', 'members of a network group'],
];
