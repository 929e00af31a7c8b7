import { useMutation } from '@tanstack/react-query';
import type { DemoLoginRequest, DemoLoginResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/demologin {demoType} → a guest token (shopping §7), used when id and password are both empty. */
export function postDemoLogin(demoType = 0): Promise<DemoLoginResponse> {
  const body: DemoLoginRequest = { demoType };
  return api<DemoLoginResponse>('POST', 'auth/demologin', body);
}

export function useDemoLoginMutation() {
  return useMutation({ mutationFn: (demoType: number = 0) => postDemoLogin(demoType) });
}
