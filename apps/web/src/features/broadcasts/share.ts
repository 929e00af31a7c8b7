/** The address a broadcast is shared with (live §2: the share link target). */
export const shareLink = (broadcastSysId: number, scheduleId: number) =>
  `${window.location.origin}/Vod/${broadcastSysId}/${scheduleId}/live`;
