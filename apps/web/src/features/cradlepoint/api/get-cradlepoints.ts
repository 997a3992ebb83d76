import type { CradlepointAnswerBody } from '@nms/contract';
import { fetchCradlepointPath, useCradlepointList } from './cradlepoint-query';

/** GET /cradlepoint, no parameters (spec 002 §7): the Troubleshooting grid: every router with its ECM, SSH and carrier fields side by side. */
export const fetchCradlepoints = (signal?: AbortSignal): Promise<CradlepointAnswerBody> => fetchCradlepointPath('/cradlepoint', signal);

export const cradlepointsKey = ['combined'] as const;

export const useCradlepoints = () => useCradlepointList(cradlepointsKey, fetchCradlepoints);
