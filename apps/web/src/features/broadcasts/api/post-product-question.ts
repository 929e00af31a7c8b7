import { RC } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { postProductQuestion as post } from '../../../shared/api/questions';
import { notify } from '../../../shared/dialog';
import { tr } from '../../../shared/i18n';

/** The schedule of the player route being shown (/Vod, /PastVod or /Live/{broadcastSysId}/{scheduleSysId}). */
function scheduleOfPlayerRoute(): number | null {
  const m = /^\/(?:Vod|PastVod|Live)\/\d+\/(\d+)(?:\/|$)/.exec(window.location.pathname);
  return m ? Number(m[1]) : null;
}

/**
 * POST products/{id}/questions {questionTypeCode, content, broadcastScheduleSysId}: the product question
 * asked from the player (live §5). The questions domain answers it; the schedule lets the answer pop up
 * in the room (`questionAnswer`) while the show is on. Without an explicit schedule the player route's is sent.
 * A failure is told to the asker (the server's message, or the network one) before it is passed on, so
 * a question is never lost silently (docs/deviations.md, issue 12); the modal keeps the text.
 */
export async function postProductQuestion(
  prdtSysId: number,
  content: string,
  broadcastScheduleSysId: number | null = scheduleOfPlayerRoute(),
) {
  try {
    return await post(prdtSysId, {
      questionTypeCode: 0,
      content,
      ...(broadcastScheduleSysId ? { broadcastScheduleSysId } : {}),
    });
  } catch (e) {
    // the demo restriction already showed its own notice
    if (!(e instanceof ApiError && e.code === RC.DEMO_RESTRICTED))
      void notify(e instanceof ApiError && !e.isNetwork ? e.message : tr('broadcasts.player.questionFailed'));
    throw e;
  }
}
