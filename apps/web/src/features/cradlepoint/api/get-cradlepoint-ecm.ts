import type { CradlepointAnswerBody } from '@nms/contract';
import { fetchCradlepointPath, useCradlepointList } from './cradlepoint-query';

/** GET /cradlepoint/ecm, no parameters (spec 002 §7): what ECM reports of the routers. */
export const fetchCradlepointEcm = (signal?: AbortSignal): Promise<CradlepointAnswerBody> => fetchCradlepointPath('/cradlepoint/ecm', signal);

export const cradlepointEcmKey = ['ecm'] as const;

export const useCradlepointEcm = () => useCradlepointList(cradlepointEcmKey, fetchCradlepointEcm);
