import { useMutation } from '@tanstack/react-query';
import type { DropRequest, PatchUsersDropResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** PATCH users/{id}/drop {confirmWord, agree, reason?} (Withdraw). */
export function patchDrop(userSysId: number, body: DropRequest) {
  return api<PatchUsersDropResponse>('PATCH', `users/${userSysId}/drop`, body);
}
export function useDropMutation(userSysId: number) {
  return useMutation({ mutationFn: (body: DropRequest) => patchDrop(userSysId, body) });
}
