import { lq, serializeLucene } from '@nms/contract';

/** My Alerts (issue 33): the alerts the user acknowledged or owns, by their nickname. */
export const myAlertsQuery = (nickname: string): string =>
  serializeLucene(lq.group(lq.or(lq.term('ackedBy', lq.phrase(nickname)), lq.term('owner', lq.phrase(nickname)))));
