import { useCallback, useEffect, useState, type RefObject } from 'react';
import { CC, RC } from '@lc/contracts';
import type { BroadcastInfo, BroadcastProduct } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { getChkLive } from '../api/get-chk-live';
import { getCliInfo } from '../api/get-cli-info';
import { patchReplay } from '../api/patch-replay';
import { PLAYER_POLICY } from '../player-rules';
import type { PlayerErrorCode, VideoHandle } from '../VideoView';
import type { ChatClient } from '../chat-client';
import type { PlayerMode } from './useChatRoom';

/** Shows a message, then closes the player 0.8 s later (live §8). */
export function useCloseLater(onClose: () => void) {
  return useCallback(
    (message: string) => {
      void notify(message);
      setTimeout(onClose, PLAYER_POLICY.closeAfterErrorMs);
    },
    [onClose],
  );
}

/**
 * The video source, the live start instant and the products: live from the intro; a replay from
 * cliinfo (one replay view counted). A missing source closes the player with its message (live §8).
 */
export function usePlayerMedia(b: BroadcastInfo, mode: PlayerMode, closeLater: (m: string) => void) {
  const t = useT();
  const room = b.broadcastScheduleSysId;
  const [src, setSrc] = useState<string | null>(
    mode === 'live' ? (b.liveUrl ?? b.broadcastMedias[0]?.hlsUrl ?? null) : null,
  );
  const [liveStart, setLiveStart] = useState<number | null>(b.liveStartDate ? Date.parse(b.liveStartDate) : null);
  const [products, setProducts] = useState<BroadcastProduct[]>(b.broadcastPrdts);

  useEffect(() => {
    if (mode !== 'vod') return;
    let live = true;
    getCliInfo(b.broadcastSysId, room).then(
      (r) => {
        if (!live) return;
        const url = r.broadcastMedias[0]?.hlsUrl ?? r.broadcastMedias[0]?.directUrl ?? null;
        if (!url) return closeLater(t('broadcasts.player.noVideo'));
        setSrc(url);
        setProducts(r.broadcastPrdts);
        if (r.liveStartDate) setLiveStart(Date.parse(r.liveStartDate));
        void patchReplay(room).catch(() => undefined);
      },
      (e: unknown) => {
        if (!live) return;
        closeLater(
          e instanceof ApiError && e.code === RC.BROADCAST_NO_MEDIA
            ? t('broadcasts.player.noVideo')
            : t('broadcasts.player.noInfo'),
        );
      },
    );
    return () => {
      live = false;
    };
  }, [mode, b.broadcastSysId, room, closeLater, t]);

  useEffect(() => {
    if (mode === 'live' && !src) closeLater(t('broadcasts.player.noLiveVideo'));
  }, [mode, src, closeLater, t]);

  return { src, liveStart, products };
}

/** the live status: over the chat socket (`chklive`, live §7), over HTTP when the socket cannot answer */
async function liveStatus(b: BroadcastInfo, client: RefObject<ChatClient | null>) {
  const a = await client.current?.send('chklive', {});
  if (a?.resultCode === CC.OK) return { liveFlag: Number(a.liveFlag), status: String(a.status) };
  return getChkLive(b.broadcastSysId, b.broadcastScheduleSysId);
}

/** Video errors (live §8): 2 network (close), 4 check whether the live ended, others a generic alert. */
export function useVideoErrors(
  b: BroadcastInfo,
  videoRef: RefObject<VideoHandle | null>,
  closeLater: (m: string) => void,
  client: RefObject<ChatClient | null>,
) {
  const t = useT();
  return useCallback(
    (code: PlayerErrorCode) => {
      if (code === 2) return closeLater(t('broadcasts.player.networkError'));
      if (code === 4) {
        void liveStatus(b, client).then(
          (r) => {
            if (r.liveFlag === 2 || r.liveFlag === 3 || r.status !== 'live')
              closeLater(t('broadcasts.player.liveEnded'));
            else videoRef.current?.reload();
          },
          () => videoRef.current?.reload(),
        );
        return;
      }
      void notify(t('broadcasts.player.genericError'));
    },
    [b, client, videoRef, closeLater, t],
  );
}
