/** live §9 constants of the player. */
export const PLAYER_POLICY = {
  pinnedMs: 6_000,
  rollingMs: 4_000,
  noticeCut: 40,
  noticeKeep: 38,
  scrollThresholdPx: 150,
  swipeUpPx: 60,
  modeDebounceMs: 500,
  snapMs: 400,
  pipRatio: 0.26,
  /** the mini player closes when more than this share of it is dragged off screen */
  pipCloseOffRatio: 2 / 3,
  /** gap between a snapped mini player and the window edge */
  pipMarginPx: 8,
  closeAfterErrorMs: 800,
  liveExitDelayMs: 10_000,
  questionCloseMs: 500,
  questionMaxBreaks: 7,
  bannerMs: 8_000,
  answerMs: 6_000,
  eventMs: 3_000,
  /** issue 32 #3: a video not playing yet shows "Loading video…" after this long, and says it is not
   * available (with a retry) after this long */
  videoSlowMs: 3_000,
  videoStalledMs: 20_000,
} as const;

/** The notice line (live §2): over 40 characters it shows 38 and an ellipsis. */
export function cutNotice(text: string): { text: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length > PLAYER_POLICY.noticeCut
    ? { text: `${chars.slice(0, PLAYER_POLICY.noticeKeep).join('')}…`, cut: true }
    : { text, cut: false };
}

/** Where the mini player rests after a drag: 'close' when more than 2/3 of it is off screen, else
 * snapped to the nearer left or right edge (PLAYER_POLICY.pipMarginPx in) and kept on screen vertically. */
export function pipRelease(
  pos: { x: number; y: number },
  size: { w: number; h: number },
  view: { w: number; h: number },
): 'close' | { x: number; y: number } {
  const m = PLAYER_POLICY.pipMarginPx;
  const offX = Math.max(0, -pos.x, pos.x + size.w - view.w) / size.w;
  const offY = Math.max(0, -pos.y, pos.y + size.h - view.h) / size.h;
  if (offX > PLAYER_POLICY.pipCloseOffRatio || offY > PLAYER_POLICY.pipCloseOffRatio) return 'close';
  return {
    x: pos.x + size.w / 2 < view.w / 2 ? m : view.w - size.w - m,
    y: Math.min(Math.max(m, pos.y), view.h - size.h - m),
  };
}

/**
 * Product question text (live §5): characters refused in a question (markup and control characters;
 * docs/decisions.md, issue 13). Letters of any script, digits, spaces, line breaks, common punctuation
 * and emoji are fine.
 */
export const QUESTION_FORBIDDEN = /[<>{}[\]\\|^`~]/u;
/** control characters other than the line break */
const isControl = (c: string) => {
  const n = c.codePointAt(0) ?? 0;
  return (n < 0x20 && n !== 0x0a) || n === 0x7f;
};

/** Why a question cannot be sent yet, or null: a product must be chosen and the text not blank. */
export function questionProblem(chosen: boolean, content: string): 'incomplete' | 'specialChars' | null {
  if (!chosen || content.replace(/\s/g, '') === '') return 'incomplete';
  if (QUESTION_FORBIDDEN.test(content) || Array.from(content).some(isControl)) return 'specialChars';
  return null;
}

/** A new line is refused once the text already has more than 7 line breaks (live §5). */
export function acceptQuestionText(next: string): boolean {
  return (next.match(/\n/g) ?? []).length <= PLAYER_POLICY.questionMaxBreaks;
}
