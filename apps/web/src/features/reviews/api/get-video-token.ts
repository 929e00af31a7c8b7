import type { VideoTokenResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET kinx/midbus/token: a short-lived, single-use token for one video upload. */
export const getVideoToken = () => api<VideoTokenResponse>('GET', 'kinx/midbus/token');
