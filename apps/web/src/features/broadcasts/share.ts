/** The address a broadcast is shared with (live §2: the share link target). */
export const shareLink = (broadcastSysId: number, scheduleId: number) =>
  `${window.location.origin}/Vod/${broadcastSysId}/${scheduleId}/live`;

/** Copies text with the Clipboard API, or with a selected textarea where it is not allowed (http, old WebViews). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const ta = document.createElement('textarea');
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    document.execCommand('copy');
    ta.remove();
  }
}
