import type { CradlepointAnswerBody } from '@nms/contract';
import { fetchCradlepointPath, useCradlepointList } from './cradlepoint-query';

/** GET /cradlepoint/ssh, no parameters (spec 002 §7): what the routers report over SSH. */
export const fetchCradlepointSsh = (signal?: AbortSignal): Promise<CradlepointAnswerBody> => fetchCradlepointPath('/cradlepoint/ssh', signal);

export const cradlepointSshKey = ['ssh'] as const;

export const useCradlepointSsh = () => useCradlepointList(cradlepointSshKey, fetchCradlepointSsh);
