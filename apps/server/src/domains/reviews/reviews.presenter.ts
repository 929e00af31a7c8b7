import type { Review, ReviewState, VideoState } from '@lc/contracts';
import { maskNick } from './reviews.policy.js';

export interface ReviewRow {
  prdtReviewSysId: number;
  prdtSysId: number;
  orderSysId: number;
  orderPrdtSysId: number;
  userSysId: number;
  nickName: string;
  score: number;
  oneLine: string | null;
  content: string;
  optionText: string;
  photos: { url: string; width: number; height: number }[];
  videoKey: string | null;
  videoStatus: string | null;
  videoUrl: string | null;
  videoPosterUrl: string | null;
  videoDuration: number | null;
  state: string;
  moderationReason: string | null;
  reportState: string;
  reportCnt: number;
  createdAt: Date;
  updatedAt: Date;
  rewarded: boolean;
}

/**
 * Row → wire review; the nickname is masked for everyone but the writer (and staff screens). `view`
 * turns the stored video and poster into this reader's addresses (private: signed links, issue 26).
 */
export function presentReview(
  r: ReviewRow,
  viewer: number | undefined,
  reported: boolean,
  view: (stored: string) => string,
  unmasked = false,
): Review {
  const mine = viewer !== undefined && viewer === r.userSysId;
  const status = (r.videoStatus === 'ready' || r.videoStatus === 'failed' ? r.videoStatus : 'processing') as VideoState;
  return {
    prdtReviewSysId: r.prdtReviewSysId,
    prdtSysId: r.prdtSysId,
    orderPrdtSysId: r.orderPrdtSysId,
    nickName: mine || unmasked ? r.nickName : maskNick(r.nickName),
    score: r.score,
    oneLine: r.oneLine,
    content: r.content,
    optionName: r.optionText || null,
    photos: r.photos,
    video: r.videoKey
      ? {
          videoKey: r.videoKey,
          status,
          url: status === 'ready' && r.videoUrl ? view(r.videoUrl) : null,
          posterUrl: status === 'ready' && r.videoPosterUrl ? view(r.videoPosterUrl) : null,
          durationSec: r.videoDuration === null ? null : Math.round(r.videoDuration * 10) / 10,
        }
      : null,
    state: r.state as ReviewState,
    moderationReason: mine || unmasked ? r.moderationReason : null,
    isMine: mine,
    reported,
    rewarded: r.rewarded,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
