import { useMutation } from '@tanstack/react-query';
import type { ReportRequest, PostUsersReportsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST users/{id}/reports {targetUserSysId, reason, broadcastScheduleSysId}: reports a member from a chat line. */
export const postReport = (userSysId: number, body: ReportRequest) =>
  api<PostUsersReportsResponse>('POST', `users/${userSysId}/reports`, body);

export function useReportMember(userSysId: number | null) {
  return useMutation({ mutationFn: (body: ReportRequest) => postReport(userSysId!, body) });
}
