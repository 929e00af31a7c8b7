import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as RPointerEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  CHAT_POLICY,
  chatMessageText,
  type BroadcastInfo,
  type BroadcastProduct,
  type ChatMessage,
  type JoinRoomAnswer,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { formatWon, formatRate } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { rememberLandingPage, useSession } from '../../shared/session';
import { session, local } from '../../shared/storage';
import { Spinner } from '../../shared/ui';
import { copyText, shareLink } from './share';
import { getChkLive } from './api/get-chk-live';
import { getCliInfo } from './api/get-cli-info';
import { useIntro } from './api/get-intro';
import { patchReplay } from './api/patch-replay';
import { postProductQuestion } from './api/post-product-question';
import { ChatClient } from './chat-client';
import { VideoView, type PlayerErrorCode, type VideoHandle } from './VideoView';
import { cutNotice, pipRelease, PLAYER_POLICY } from './player-rules';
import './broadcasts.css';

const MUTE_KEY = 'playerMuted';
const LIST_MODE_KEY = 'prdtListMode';

type Mode = 'live' | 'vod';

/** /Vod, /Live, /PastVod: the broadcast player (live §2). */
export function PlayerScreen() {
  const params = useParams();
  const location = useLocation();
  const t = useT();
  const bc = Number(params.broadcastSysId);
  const schedule = Number(params.broadcastScheduleSysId);
  const past = location.pathname.startsWith('/PastVod');
  const valid = Number.isInteger(bc) && bc > 0 && Number.isInteger(schedule) && schedule > 0;
  const intro = useIntro(valid ? bc : 0, valid ? schedule : 0);
  const close = useClose(past);

  useEffect(() => {
    if (!valid) {
      notify(t('broadcasts.player.noInfo'));
      setTimeout(close, PLAYER_POLICY.closeAfterErrorMs);
    }
  }, [valid, close, t]);
  useEffect(() => {
    if (intro.isError) {
      notify(t('broadcasts.player.noInfo'));
      setTimeout(close, PLAYER_POLICY.closeAfterErrorMs);
    }
  }, [intro.isError, close, t]);

  if (!valid || intro.isError) return <div className="player player--empty" />;
  if (!intro.data) {
    return (
      <div className="player player--empty">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  const b = intro.data.broadcast;
  const mode: Mode | null = past || b.status === 'vod' ? 'vod' : b.status === 'live' ? 'live' : null;
  if (!mode) return <NotOnAir b={b} onClose={close} />;
  return <Player key={`${b.broadcastScheduleSysId}-${mode}`} b={b} mode={mode} onClose={close} />;
}

function useClose(past: boolean) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (!past && idx > 0) navigate(-1);
    else navigate('/demo', { replace: true });
  }, [navigate, past]);
}

function NotOnAir({ b, onClose }: { b: BroadcastInfo; onClose: () => void }) {
  const t = useT();
  return (
    <div className="player player--empty">
      <div className="player__notice-card" role="status">
        <p className="player__notice-title">{b.title}</p>
        <p>{b.status === 'ready' ? t('broadcasts.player.preparing') : t('broadcasts.player.endedReplaySoon')}</p>
        <p className="bc-muted">
          {b.startDate} {b.startTime}–{b.endTime}
        </p>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('broadcasts.player.close')}
        </button>
      </div>
    </div>
  );
}

interface Question {
  nickName: string;
  content: string;
  answer: string;
}

function Player({ b, mode, onClose }: { b: BroadcastInfo; mode: Mode; onClose: () => void }) {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { isLogin } = useSession();
  const room = b.broadcastScheduleSysId;

  const [src, setSrc] = useState<string | null>(
    mode === 'live' ? (b.liveUrl ?? b.broadcastMedias[0]?.hlsUrl ?? null) : null,
  );
  const [liveStart, setLiveStart] = useState<number | null>(b.liveStartDate ? Date.parse(b.liveStartDate) : null);
  const [products, setProducts] = useState<BroadcastProduct[]>(b.broadcastPrdts);
  const [overlays, setOverlays] = useState(true);
  const [muted, setMuted] = useState(() => session.get(MUTE_KEY) !== 'false');
  const [log, setLog] = useState<ChatMessage[]>([]);
  const [counts, setCounts] = useState({ likeCnt: b.likeCnt, viewCnt: b.viewCnt, joinCnt: 0 });
  const [noti, setNoti] = useState<string | null>(b.noti);
  const [notiOpen, setNotiOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const [answer, setAnswer] = useState<Question | null>(null);
  const [eventLine, setEventLine] = useState<string | null>(null);
  const [rolling, setRolling] = useState(0);
  const [listOpen, setListOpen] = useState(false);
  const [listMode, setListMode] = useState<'horizontal' | 'vertical'>(() =>
    local.get(LIST_MODE_KEY) === 'vertical' ? 'vertical' : 'horizontal',
  );
  const [questionOpen, setQuestionOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [display, setDisplay] = useState<'full' | 'pip'>('full');
  const [text, setText] = useState('');
  const [chatReady, setChatReady] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const client = useRef<ChatClient | null>(null);
  const videoRef = useRef<VideoHandle>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const lastModeChange = useRef(0);

  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const later = (key: string, ms: number, fn: () => void) => {
    clearTimeout(timers.current[key]);
    timers.current[key] = setTimeout(fn, ms);
  };
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const closeLater = useCallback(
    (message: string) => {
      notify(message);
      setTimeout(onClose, PLAYER_POLICY.closeAfterErrorMs);
    },
    [onClose],
  );

  // replay: media and the start instant from cliinfo; one replay view
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
          e instanceof ApiError && e.code === '5002' ? t('broadcasts.player.noVideo') : t('broadcasts.player.noInfo'),
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

  const appendLog = useCallback((ms: ChatMessage[]) => {
    const el = logRef.current;
    const nearEnd = !el || el.scrollHeight - el.scrollTop - el.clientHeight < PLAYER_POLICY.scrollThresholdPx;
    setLog((prev) =>
      [...prev, ...ms.filter((m) => m.msgType === 0 || m.msgType === 1 || m.msgType === 3)].slice(
        -CHAT_POLICY.logLines,
      ),
    );
    if (nearEnd) requestAnimationFrame(() => logRef.current?.scrollTo({ top: logRef.current.scrollHeight }));
  }, []);

  /** Shows what a message of each type does (live and replay alike). */
  const apply = useCallback(
    (m: ChatMessage, fromHistory: boolean) => {
      switch (m.msgType) {
        case 3:
          setNoti(m.msg);
          break;
        case 4:
          setBanner(m.msg);
          later('banner', PLAYER_POLICY.bannerMs, () => setBanner(null));
          break;
        case 1:
          if (fromHistory && m.content && m.answer) {
            setAnswer({ nickName: m.nickName, content: m.content, answer: m.answer });
            later('answer', PLAYER_POLICY.answerMs, () => setAnswer(null));
          }
          break;
        case 6:
        case 7:
          if (fromHistory) {
            setEventLine(
              m.msgType === 6
                ? t('broadcasts.player.buying', { name: m.nickName })
                : m.msg || t('broadcasts.player.closing'),
            );
            later('event', PLAYER_POLICY.eventMs, () => setEventLine(null));
          }
          break;
        case 8:
          if (fromHistory && m.prdtSysId) {
            setPinned(m.prdtSysId);
            later('pin', PLAYER_POLICY.pinnedMs, () => setPinned(null));
          }
          break;
        case 9:
          if (fromHistory && m.prdtSysId)
            setRolling(
              (r) =>
                Math.max(
                  0,
                  products.findIndex((p) => p.prdtSysId === m.prdtSysId),
                ) || r,
            );
          break;
      }
    },

    [products, t],
  );

  // the chat room
  useEffect(() => {
    const c = new ChatClient(room, mode, {
      onJoin: (a: JoinRoomAnswer) => {
        setChatReady(true);
        if (a.roomInfo) {
          setCounts({ likeCnt: a.roomInfo.likeCnt, viewCnt: a.roomInfo.viewCnt, joinCnt: a.roomInfo.joinCnt });
          if (mode === 'live') setNoti(a.roomInfo.noti);
        }
      },
      onMessages: (ms) => {
        if (mode !== 'live') return;
        appendLog(ms);
        for (const m of ms) if (m.msgType === 3 || m.msgType === 4) apply(m, false);
      },
      onEvent: (name, p) => {
        if (name === 'like') {
          setCounts({ likeCnt: p.likeCnt as number, viewCnt: p.viewCnt as number, joinCnt: p.joinCnt as number });
        } else if (name === 'questionAnswer') {
          setAnswer({ nickName: p.nickName as string, content: p.content as string, answer: p.answer as string });
          later('answer', PLAYER_POLICY.answerMs, () => setAnswer(null));
        } else if (name === 'event') {
          setEventLine(
            p.type === 1
              ? t('broadcasts.player.buying', { name: p.nickName as string })
              : (p.msg as string) || t('broadcasts.player.closing'),
          );
          later('event', PLAYER_POLICY.eventMs, () => setEventLine(null));
        } else if (name === 'fixPrdt') {
          setPinned((p.prdtSysId as number | null) ?? null);
          later('pin', PLAYER_POLICY.pinnedMs, () => setPinned(null));
        } else if (name === 'viewPrdt') {
          setRolling((r) => {
            const i = products.findIndex((x) => x.prdtSysId === p.prdtSysId);
            return i >= 0 ? i : r;
          });
        } else if (name === 'regBlackUser') {
          if (p.blackType === 0) notify(chatMessageText('1005', locale));
          else closeLater(p.blackType === 2 ? t('broadcasts.player.expelled') : t('broadcasts.player.forcedOut'));
        } else if (name === 'broadcastControl') {
          if (p.type === 'end') closeLater(t('broadcasts.player.liveEnded'));
          else if (p.type === 'exit') {
            setEnding(t('broadcasts.player.liveEnded'));
            later('exit', PLAYER_POLICY.liveExitDelayMs, () => closeLater(t('broadcasts.player.ended')));
          } else if (p.type === 'block') closeLater(chatMessageText('1003', locale));
        }
      },
      onCode: (code, action) => {
        if (action === 'refreshFailed') return closeLater(t('broadcasts.player.refreshFailed'));
        if (code === '2002' || code === '3001') return;
        if (action === 'leave') closeLater(chatMessageText(code, locale));
        else notify(chatMessageText(code, locale));
      },
    });
    client.current = c;
    return () => {
      c.close();
      client.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, mode]);

  // replay chat in step with the video (10 s windows, reload within 3 s of the end, 20 before on seek)
  const vod = useRef<{ end: number | null; queue: ChatMessage[]; loading: boolean; gen: number }>({
    end: null,
    queue: [],
    loading: false,
    gen: 0,
  });
  const loadWindow = useCallback(
    (start: number, seek: boolean) => {
      const c = client.current;
      if (!c || !liveStart) return;
      const st = vod.current;
      st.loading = true;
      const gen = st.gen;
      void c
        .send('vodChatHist', {
          vod: {
            startDate: new Date(start).toISOString(),
            endDate: new Date(start + CHAT_POLICY.vodWindowMs).toISOString(),
            beforeCnt: seek ? CHAT_POLICY.vodBeforeCnt : 0,
          },
        })
        .then((a) => {
          if (gen !== vod.current.gen) return;
          st.loading = false;
          if (a.resultCode !== '0001') return;
          st.end = start + CHAT_POLICY.vodWindowMs;
          if (seek) {
            setLog((a.before as ChatMessage[]).filter((m) => m.msgType === 0 || m.msgType === 1 || m.msgType === 3));
            requestAnimationFrame(() => logRef.current?.scrollTo({ top: logRef.current.scrollHeight }));
          }
          st.queue.push(...(a.messages as ChatMessage[]));
        });
      if (seek) {
        void c.send('fixInfo', { vod: { startDate: new Date(start).toISOString() } }).then((a) => {
          if (gen !== vod.current.gen || a.resultCode !== '0001') return;
          setNoti((a.noti as string | null) ?? null);
          if (a.fixPrdtSysId) {
            setPinned(a.fixPrdtSysId as number);
            later('pin', PLAYER_POLICY.pinnedMs, () => setPinned(null));
          }
        });
      }
    },

    [liveStart],
  );
  const onTime = useCallback(
    (sec: number) => {
      if (mode !== 'vod' || !liveStart || !chatReady) return;
      const abs = liveStart + sec * 1000;
      const st = vod.current;
      if (st.end === null) {
        if (!st.loading) loadWindow(abs, true);
        return;
      }
      if (!st.loading && abs >= st.end - CHAT_POLICY.vodReloadBeforeEndMs) loadWindow(st.end, false);
      const due = st.queue.filter((m) => Date.parse(m.createdAt) <= abs);
      if (due.length) {
        st.queue = st.queue.filter((m) => Date.parse(m.createdAt) > abs);
        appendLog(due);
        for (const m of due) apply(m, true);
      }
    },
    [mode, liveStart, chatReady, loadWindow, appendLog, apply],
  );
  const onSeeking = useCallback(
    (sec: number) => {
      if (mode !== 'vod' || !liveStart) return;
      // a seek resets chat, notice and marketing line and reloads history around the position
      const st = vod.current;
      st.gen += 1;
      st.end = null;
      st.queue = [];
      st.loading = false;
      setLog([]);
      setNoti(null);
      setBanner(null);
      loadWindow(liveStart + sec * 1000, true);
    },
    [mode, liveStart, loadWindow],
  );

  // rolling product strip (4 s)
  useEffect(() => {
    if (products.length < 2) return;
    const id = setInterval(() => setRolling((r) => (r + 1) % products.length), PLAYER_POLICY.rollingMs);
    return () => clearInterval(id);
  }, [products.length]);

  const onVideoError = useCallback(
    (code: PlayerErrorCode) => {
      if (code === 2) return closeLater(t('broadcasts.player.networkError'));
      if (code === 4) {
        void getChkLive(b.broadcastSysId, room).then(
          (r) => {
            if (r.liveFlag === 2 || r.liveFlag === 3 || r.status !== 'live')
              closeLater(t('broadcasts.player.liveEnded'));
            else videoRef.current?.reload();
          },
          () => videoRef.current?.reload(),
        );
        return;
      }
      notify(t('broadcasts.player.genericError'));
    },
    [b.broadcastSysId, room, closeLater, t],
  );

  const askLogin = (key: string) => {
    if (window.confirm(t(key))) {
      rememberLandingPage(location.pathname + location.search);
      navigate('/Login');
    }
  };

  const send = async () => {
    if (!isLogin) return askLogin('broadcasts.player.chatLogin');
    const msg = text.trim();
    if (!msg) return;
    const a = await client.current?.send('chatMessage', { message: { msgType: 0, msg: text } });
    if (a?.resultCode === '0001') setText('');
    else if (a) notify(chatMessageText(a.resultCode as string, locale));
  };
  const like = async () => {
    if (!isLogin) return askLogin('broadcasts.player.likeLogin');
    await client.current?.send('like', { cnt: 1 });
  };
  const toggleMute = () => {
    setMuted((m) => {
      session.set(MUTE_KEY, String(!m));
      return !m;
    });
  };
  const changeDisplay = (next: 'full' | 'pip') => {
    const now = Date.now();
    if (now - lastModeChange.current < PLAYER_POLICY.modeDebounceMs) return;
    lastModeChange.current = now;
    setDisplay(next);
  };
  const onText = (v: string) => {
    const chars = Array.from(v);
    setText(chars.length >= CHAT_POLICY.maxLength ? chars.slice(0, CHAT_POLICY.keptLength).join('') : v);
  };

  const openProduct = (p: BroadcastProduct, from: 'list' | 'pin' | 'strip') => {
    if (p.isDisplay === 0) return notify(t('broadcasts.player.cannotBuy'));
    if (mode === 'vod') return navigate(`/Product/${p.prdtSysId}${p.isSoldout ? '?liveFlag=true' : ''}`);
    if (from === 'pin') return navigate(`/product/${p.prdtSysId}/live/${p.broadcastProductSysId}`);
    if (from === 'list') return navigate(`/Product/${p.prdtSysId}/live/${room}`);
    navigate(`/Product/${p.prdtSysId}/Live/${room}`);
  };

  // swipe up on the video shrinks to the mini player
  const swipe = useRef<number | null>(null);
  const pinnedProduct = products.find((p) => p.prdtSysId === pinned);
  const strip = products[rolling % Math.max(1, products.length)];
  const notice = noti ? cutNotice(noti) : null;

  const body = (
    <>
      {src ? (
        <VideoView
          ref={videoRef}
          src={src}
          live={mode === 'live'}
          muted={muted}
          onError={onVideoError}
          onTime={onTime}
          onSeeking={onSeeking}
        />
      ) : (
        <div className="player__video" />
      )}
      {display === 'pip' ? null : (
        <div
          className={`player__tap ${mode === 'vod' ? 'player__tap--vod' : ''}`}
          onClick={() => setOverlays((o) => !o)}
          onPointerDown={(e) => (swipe.current = e.clientY)}
          onPointerUp={(e) => {
            if (swipe.current !== null && swipe.current - e.clientY > PLAYER_POLICY.swipeUpPx) changeDisplay('pip');
            swipe.current = null;
          }}
          data-testid="player-tap"
        />
      )}
    </>
  );

  if (display === 'pip') {
    return (
      <div className="player player--behind">
        <div className="player__behind-info">
          <p className="player__title">{b.title}</p>
          <p className="bc-muted">{b.brandName}</p>
        </div>
        <Pip onExpand={() => changeDisplay('full')} onClose={onClose}>
          {body}
        </Pip>
      </div>
    );
  }

  return (
    <div className="player" data-mode={mode}>
      {body}
      {ending ? (
        <div className="player__ending" role="alert">
          {ending}
        </div>
      ) : null}
      {overlays ? (
        <div className="player__overlay">
          <div className="player__top">
            <img
              className="player__brand-img"
              src={b.brandImageUrl ?? ''}
              alt=""
              onClick={() => navigate(`/Planning/brandList/${b.brandSysId}`)}
            />
            <div className="player__heading">
              <p className="player__title">{b.title}</p>
              <p className="player__brand">{b.brandName}</p>
              <p className="player__stats">
                {mode === 'live' ? (
                  <span className="bcb bcb--live">LIVE</span>
                ) : (
                  <span className="bcb">{t('broadcasts.replay')}</span>
                )}{' '}
                <span aria-label={t('broadcasts.player.views')}>
                  {t('broadcasts.player.views')} {counts.viewCnt.toLocaleString()}
                </span>{' '}
                <span aria-label={t('broadcasts.player.likes')} data-testid="like-count">
                  ♥ {counts.likeCnt.toLocaleString()}
                </span>
              </p>
            </div>
            <div className="player__top-actions">
              <button type="button" className="pill" onClick={toggleMute} aria-pressed={muted}>
                {muted ? t('broadcasts.player.unmute') : t('broadcasts.player.mute')}
              </button>
              <button type="button" className="pill" onClick={() => changeDisplay('pip')}>
                {t('broadcasts.player.pip')}
              </button>
              <button type="button" className="pill" onClick={onClose} aria-label={t('broadcasts.player.close')}>
                ✕
              </button>
            </div>
          </div>
          {notice ? (
            <button type="button" className="player__notice" onClick={() => notice.cut && setNotiOpen(true)}>
              <strong>{t('broadcasts.player.notice')}</strong> {notice.text}
              {notice.cut ? <span className="player__more"> {t('broadcasts.player.more')}</span> : null}
            </button>
          ) : null}
          {banner ? (
            <div className="player__banner" role="status">
              <span>{banner}</span>
            </div>
          ) : null}
          {eventLine ? <div className="player__event">{eventLine}</div> : null}

          <div className="player__bottom">
            <div
              className="player__chat"
              ref={logRef}
              role="log"
              aria-label={t('broadcasts.player.chatLog')}
              aria-live="polite"
            >
              {log.map((m) => (
                <ChatLine key={m.seq} m={m} />
              ))}
            </div>
            {pinnedProduct ? (
              <div className="pinned" data-testid="pinned">
                <button type="button" className="pinned__body" onClick={() => openProduct(pinnedProduct, 'pin')}>
                  <img src={pinnedProduct.squareImageUrl} alt="" />
                  <span>
                    <span className="pinned__name">{pinnedProduct.name}</span>
                    <span className="price">
                      {pinnedProduct.discountRate > 0 ? <em>{formatRate(pinnedProduct.discountRate)}</em> : null}{' '}
                      {formatWon(pinnedProduct.price, locale)}
                    </span>
                  </span>
                </button>
                <button
                  type="button"
                  className="pinned__close"
                  aria-label={t('broadcasts.player.close')}
                  onClick={() => setPinned(null)}
                >
                  ✕
                </button>
              </div>
            ) : null}
            {strip ? (
              <button type="button" className="strip" onClick={() => setListOpen(true)}>
                <img src={strip.squareImageUrl} alt="" />
                <span className="strip__name">{strip.name}</span>
                <span className="price">{formatWon(strip.price, locale)}</span>
                <span className="strip__count">{products.length}</span>
              </button>
            ) : null}
            <div className="player__actions">
              {mode === 'live' ? (
                <form
                  className="chatbox"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void send();
                  }}
                >
                  <input
                    className="chatbox__input"
                    value={text}
                    onChange={(e) => onText(e.target.value)}
                    onFocus={() => {
                      if (!isLogin) askLogin('broadcasts.player.chatLogin');
                    }}
                    placeholder={t('broadcasts.player.chatPlaceholder')}
                    aria-label={t('broadcasts.player.chatPlaceholder')}
                    maxLength={CHAT_POLICY.maxLength}
                  />
                  <button type="submit" className="chatbox__send" disabled={isLogin && !text.trim()}>
                    {t('broadcasts.player.send')}
                  </button>
                </form>
              ) : (
                <div className="chatbox chatbox--vod">{t('broadcasts.player.replayChat')}</div>
              )}
              {isLogin ? (
                <button
                  type="button"
                  className="round"
                  onClick={() => setQuestionOpen(true)}
                  aria-label={t('broadcasts.player.question')}
                >
                  ?
                </button>
              ) : null}
              <button
                type="button"
                className="round"
                onClick={() => setShareOpen(true)}
                aria-label={t('broadcasts.player.share')}
              >
                ↗
              </button>
              {mode === 'live' ? (
                <button
                  type="button"
                  className="round round--like"
                  onClick={() => void like()}
                  aria-label={t('broadcasts.player.like')}
                >
                  ♥
                </button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}

      {answer ? (
        <div
          className="modal"
          role="dialog"
          aria-label={t('broadcasts.player.answerTitle')}
          onClick={() => setAnswer(null)}
        >
          <div className="modal__box">
            <p className="bc-muted">{t('broadcasts.player.askedBy', { name: answer.nickName })}</p>
            <p className="qa__q">Q. {answer.content}</p>
            <p className="qa__a">A. {answer.answer}</p>
          </div>
        </div>
      ) : null}
      {notiOpen && noti ? (
        <div
          className="modal"
          role="dialog"
          aria-label={t('broadcasts.player.notice')}
          onClick={() => setNotiOpen(false)}
        >
          <div className="modal__box">
            <p className="modal__title">{t('broadcasts.player.notice')}</p>
            <p className="pre">{noti}</p>
            <button type="button" className="btn btn--primary">
              {t('broadcasts.player.confirm')}
            </button>
          </div>
        </div>
      ) : null}
      {listOpen ? (
        <ProductListModal
          products={products}
          mode={listMode}
          onMode={(m) => {
            local.set(LIST_MODE_KEY, m);
            setListMode(m);
          }}
          onPick={(p) => openProduct(p, 'list')}
          onClose={() => setListOpen(false)}
        />
      ) : null}
      {questionOpen ? <QuestionModal products={products} onClose={() => setQuestionOpen(false)} /> : null}
      {shareOpen ? <ShareDialog b={b} onClose={() => setShareOpen(false)} /> : null}
    </div>
  );
}

function ChatLine({ m }: { m: ChatMessage }) {
  const t = useT();
  if (m.msgType === 3) {
    return (
      <p className="chatline chatline--notice">
        <strong>{t('broadcasts.player.notice')}</strong> {m.msg}
      </p>
    );
  }
  if (m.msgType === 1) {
    return (
      <p className="chatline chatline--qa">
        <strong>Q.</strong> {m.content} <strong>A.</strong> {m.answer}
      </p>
    );
  }
  // permission 2 (manager/host) shows the nick; other lines are ad-style with an icon (live §6)
  return m.permission === 2 ? (
    <p className="chatline chatline--manager">
      <strong className="chatline__nick">{m.nickName}</strong> {m.msg}
    </p>
  ) : (
    <p className="chatline">
      <span className="chatline__icon" aria-hidden="true" /> {m.msg}
    </p>
  );
}

function ProductListModal({
  products,
  mode,
  onMode,
  onPick,
  onClose,
}: {
  products: BroadcastProduct[];
  mode: 'horizontal' | 'vertical';
  onMode(m: 'horizontal' | 'vertical'): void;
  onPick(p: BroadcastProduct): void;
  onClose(): void;
}) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <div className="sheet" role="dialog" aria-label={t('broadcasts.player.products')}>
      <div className="sheet__head">
        <strong>
          {t('broadcasts.player.products')} {products.length}
        </strong>
        <button
          type="button"
          className="pill pill--dark"
          onClick={() => onMode(mode === 'horizontal' ? 'vertical' : 'horizontal')}
        >
          {mode === 'horizontal' ? t('broadcasts.player.vertical') : t('broadcasts.player.horizontal')}
        </button>
        <button type="button" className="pill pill--dark" onClick={onClose} aria-label={t('broadcasts.player.close')}>
          ✕
        </button>
      </div>
      <ul className={`plist plist--${mode}`}>
        {products.map((p) => (
          <li key={p.broadcastProductSysId}>
            <button type="button" className="plist__item" onClick={() => onPick(p)}>
              <img src={p.squareImageUrl} alt="" />
              <span className="plist__brand">{p.brandName}</span>
              <span className="plist__name">{p.name}</span>
              <span className="price">
                {p.discountRate > 0 ? <em>{formatRate(p.discountRate)}</em> : null} {formatWon(p.price, locale)}
              </span>
              {p.marketPrice > p.price ? <s className="bc-muted">{formatWon(p.marketPrice, locale)}</s> : null}
              {p.isLivePrice ? <span className="bcb bcb--live">{t('broadcasts.player.liveBenefit')}</span> : null}
              {p.isSoldout ? <span className="bcb">{t('broadcasts.player.soldOut')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Product question (live §2, §5): product and text required, at most 7 line breaks, closes 0.5 s after success. */
function QuestionModal({ products, onClose }: { products: BroadcastProduct[]; onClose(): void }) {
  const t = useT();
  const [locale] = useLocale();
  const { isDemo } = useSession();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<BroadcastProduct | null>(null);
  const [content, setContent] = useState('');
  const ready = !!chosen && content.replace(/\s/g, '') !== '';
  const submit = async () => {
    if (!ready) return notify(t('broadcasts.player.questionInvalid'));
    if (isDemo) return;
    try {
      const r = await postProductQuestion(chosen!.prdtSysId, content);
      if (r.resultCode === '0001') {
        notify(t('broadcasts.player.questionDone'));
        setTimeout(onClose, PLAYER_POLICY.questionCloseMs);
      }
    } catch {
      // failures are silently ignored (live §7)
    }
  };
  return (
    <div className="sheet" role="dialog" aria-label={t('broadcasts.player.question')}>
      <div className="sheet__head">
        <strong>{t('broadcasts.player.question')}</strong>
        <button type="button" className="pill pill--dark" onClick={onClose} aria-label={t('broadcasts.player.close')}>
          ✕
        </button>
      </div>
      {chosen ? (
        <div className="chosen">
          <img src={chosen.squareImageUrl} alt="" />
          <span>
            {chosen.brandName} · {chosen.name} · {formatWon(chosen.price, locale)}
          </span>
          <button type="button" className="pill pill--dark" onClick={() => setChosen(null)}>
            ✕
          </button>
        </div>
      ) : (
        <button type="button" className="btn" onClick={() => setPicking((p) => !p)}>
          {t('broadcasts.player.pickProduct')}
        </button>
      )}
      {picking && !chosen ? (
        <ul className="plist plist--vertical">
          {products.map((p) => (
            <li key={p.broadcastProductSysId}>
              <button
                type="button"
                className="plist__item"
                onClick={() => {
                  setChosen(p);
                  setPicking(false);
                }}
              >
                <img src={p.squareImageUrl} alt="" />
                <span className="plist__name">{p.name}</span>
                <span className="price">{formatWon(p.price, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <textarea
        className="question__text"
        value={content}
        aria-label={t('broadcasts.player.questionPlaceholder')}
        placeholder={t('broadcasts.player.questionPlaceholder')}
        onChange={(e) => {
          const breaks = (e.target.value.match(/\n/g) ?? []).length;
          if (breaks > PLAYER_POLICY.questionMaxBreaks) return;
          setContent(e.target.value);
        }}
      />
      <button type="button" className="btn btn--primary" disabled={!ready} onClick={() => void submit()}>
        {t('broadcasts.player.submit')}
      </button>
    </div>
  );
}

function ShareDialog({ b, onClose }: { b: BroadcastInfo; onClose(): void }) {
  const t = useT();
  const link = shareLink(b.broadcastSysId, b.broadcastScheduleSysId);
  const copy = async () => {
    await copyText(link);
    notify(t('broadcasts.player.copied'));
    onClose();
  };
  const text = encodeURIComponent(`${b.shareTitle} ${link}`);
  return (
    <div className="sheet" role="dialog" aria-label={t('broadcasts.player.share')}>
      <div className="sheet__head">
        <strong>{t('broadcasts.player.share')}</strong>
        <button type="button" className="pill pill--dark" onClick={onClose} aria-label={t('broadcasts.player.close')}>
          ✕
        </button>
      </div>
      <div className="share">
        <a
          className="btn"
          href={`https://sharer.kakao.com/talk/friends/picker/link?url=${encodeURIComponent(link)}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('broadcasts.player.shareMessenger')}
        </a>
        <a
          className="btn"
          href={`https://share.naver.com/web/shareView?url=${encodeURIComponent(link)}&title=${text}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('broadcasts.player.sharePortal')}
        </a>
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          {t('broadcasts.player.copyLink')}
        </button>
      </div>
    </div>
  );
}

/** The floating mini player: 26% of the window, draggable, snaps left/right, closes when dragged 2/3 off screen. */
function Pip({ children, onExpand, onClose }: { children: React.ReactNode; onExpand(): void; onClose(): void }) {
  const t = useT();
  const size = useMemo(
    () => ({
      w: Math.round(window.innerWidth * PLAYER_POLICY.pipRatio),
      h: Math.round(window.innerHeight * PLAYER_POLICY.pipRatio),
    }),
    [],
  );
  const [pos, setPos] = useState({
    x: window.innerWidth - size.w - PLAYER_POLICY.pipMarginPx,
    y: window.innerHeight - size.h - 80,
  });
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const down = (e: RPointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    start.current = { px: e.clientX, py: e.clientY, x: pos.x, y: pos.y };
    setDragging(true);
  };
  const move = (e: RPointerEvent) => {
    const s = start.current;
    if (!s) return;
    setPos({ x: s.x + e.clientX - s.px, y: s.y + e.clientY - s.py });
  };
  const up = () => {
    start.current = null;
    setDragging(false);
    const next = pipRelease(pos, size, { w: window.innerWidth, h: window.innerHeight });
    if (next === 'close') return onClose();
    setPos(next);
  };
  return (
    <div
      className="pip"
      style={{
        width: size.w,
        height: size.h,
        transform: `translate(${pos.x}px, ${pos.y}px)`,
        transition: dragging ? 'none' : `transform ${PLAYER_POLICY.snapMs}ms ease`,
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      data-testid="pip"
    >
      {children}
      <div className="pip__bar">
        <button
          type="button"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onExpand}
          aria-label={t('broadcasts.player.expand')}
        >
          ⤢
        </button>
        <button
          type="button"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onClose}
          aria-label={t('broadcasts.player.closePip')}
        >
          ✕
        </button>
      </div>
    </div>
  );
}
