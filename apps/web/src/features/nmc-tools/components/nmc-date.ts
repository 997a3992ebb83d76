import { formatDate, toEpochMs } from '../../../components/formatters';

/** NMC times: a missing one (an open case's end, an unscheduled dispatch) is simply blank. */
export const nmcDate = (value: unknown): string => (toEpochMs(value) === undefined ? '' : formatDate(value));
