import type { CradlepointAnswerBody } from '@nms/contract';
import { fetchCradlepointPath, useCradlepointList } from './cradlepoint-query';

/** GET /cradlepoint/carrier, no parameters (spec 002 §7): what the carrier reports of the lines. */
export const fetchCradlepointCarrier = (signal?: AbortSignal): Promise<CradlepointAnswerBody> => fetchCradlepointPath('/cradlepoint/carrier', signal);

export const cradlepointCarrierKey = ['carrier'] as const;

export const useCradlepointCarrier = () => useCradlepointList(cradlepointCarrierKey, fetchCradlepointCarrier);
