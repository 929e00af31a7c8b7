import { CHAT_PERMISSIONS, LIVE_FLAGS, MSG_TYPES, chatDisplayName, type ChatMessage } from '@lc/contracts';
import type { ChatService, NewChatMessage } from '../domains/chat/chat.service.js';

/**
 * The demo show's audience and scripted host: with the demo broadcaster on, viewers chat at a human
 * pace; the host posts one notice and pins a product, then every few viewer messages takes the next
 * step of `hostSteps` (rolls the product strip, shows a marketing banner, answers a viewer question),
 * so a new viewer sees each of them within minutes. Messages go through the chat service (sequence numbers, storage,
 * the room's notice and pin) and are handed to the realtime delivery, exactly like a host's.
 */
export const DEMO_CHAT_BOT = {
  /** pause between two viewer messages (ms): a lively but human room */
  paceMs: [3_000, 8_000] as const,
  /** the host's notice and pin come after this many viewer messages */
  pinAfter: 2,
  /** then one scripted host step every this many viewer messages (about every 20–45 s) */
  hostEvery: 6,
  hostSteps: ['rolling', 'banner', 'answer'] as const,
  banners: ['⏰ 라이브 한정 특가, 방송 중에만 이 가격!', '🎁 지금 주문하면 사은품을 함께 보내드려요'],
  /** viewer questions (asked in chat) and the host's answers (issue 32: the demo live show sells skin and
   * body care, seed/broadcasts.ts; its viewers talk about those) */
  answers: [
    {
      content: '민감한 피부도 써도 되나요?',
      answer: '네, 저자극 테스트를 마친 제품이라 민감한 피부도 편하게 쓰실 수 있어요!',
    },
    { content: '배송 언제 와요?', answer: '오늘 주문하시면 내일 바로 출고됩니다 🚚' },
    { content: '선물용으로 포장 되나요?', answer: '네, 주문 메모에 적어 주시면 선물 포장해 드려요 🎀' },
  ],
  notice: '🎁 라이브 중 구매하신 모든 분께 사은품을 드려요! 주문 후 배송은 영업일 기준 2~5일 걸립니다.',
  noticeEn: '🎁 Everyone who buys during the live show gets a free gift! Orders ship in 2–5 business days.',
  viewers: [
    '봄날의곰',
    '쇼핑요정',
    '라떼한잔',
    '민트초코',
    '오늘도득템',
    '부산아지매',
    '고양이집사',
    '새벽배송러',
    '캠핑가자',
    '하늘다람쥐',
  ],
  messages: [
    '안녕하세요~ 방금 들어왔어요!',
    '화질 좋네요 👍',
    '오늘 할인 몇 퍼센트예요?',
    '제형 한 번 더 보여주세요!',
    '민감한 피부도 써도 되나요?',
    '배송 언제 와요?',
    '와 발림성 정말 좋아 보여요',
    '장바구니 담았어요 ㅎㅎ',
    '지난번에 산 거 너무 잘 쓰고 있어요',
    '쿠폰 어디서 받아요?',
    '재고 얼마나 남았나요?',
    '소리 잘 들려요~',
    '선물용으로 포장 되나요?',
    '방금 주문 완료했어요!',
    '라이브 자주 해주세요 ❤️',
    '가격 대비 최고네요',
    '다시 한 번 보여주실 수 있나요?',
    '세일 언제까지예요?',
    'ㅋㅋㅋ 진행 너무 재밌어요',
    '엄마 거랑 제 거 두 개 샀어요',
  ],
} as const;

/** The masked id chat shows for a member (first characters and two asterisks). */
const maskUserId = (id: string) => chatDisplayName('', id);

export interface DemoChatBotOptions {
  chat: ChatService;
  /** the demo live show's schedule (its chat room) */
  room: number;
  hostUserSysId: number;
  /** hands stored messages to the viewers in the room (the realtime delivery; nothing without it) */
  deliver(room: number, messages: ChatMessage[]): void;
  now: () => Date;
  log(level: 'info' | 'warn', msg: string): void;
  /** override of the pause between messages (tests) */
  paceMs?: readonly [number, number];
  random?: () => number;
}

/**
 * Starts the bot; it posts while the room is live and stops with `stop()`, which settles once a post
 * already under way is done (nothing is posted after that).
 */
export function startDemoChatBot(o: DemoChatBotOptions): { stop(): Promise<void>; posted(): number } {
  const pace = o.paceMs ?? DEMO_CHAT_BOT.paceMs;
  const random = o.random ?? Math.random;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length) % list.length]!;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** the tick under way, if any */
  let running: Promise<void> | null = null;
  let viewerPosts = 0;
  let hostDone = false;
  let count = 0;
  let lastMsg = '';

  const post = async (msgs: NewChatMessage[]) => {
    const r = await o.chat.room(o.room);
    if (!r || r.liveFlag !== LIVE_FLAGS.onAir || r.blockedAt) return false;
    const stored = await o.chat.append(o.room, r.isRecChat !== 1, msgs);
    count += stored.length;
    o.deliver(o.room, stored);
    return true;
  };

  const viewerMessage = (): NewChatMessage => {
    let msg: string = pick(DEMO_CHAT_BOT.messages);
    if (msg === lastMsg) msg = pick(DEMO_CHAT_BOT.messages);
    lastMsg = msg;
    const nickName = pick(DEMO_CHAT_BOT.viewers);
    return {
      msgType: MSG_TYPES.normal,
      msg,
      nickName,
      userId: maskUserId(nickName),
      userSysId: null,
      permission: CHAT_PERMISSIONS.member,
      content: null,
      answer: null,
      prdtSysId: null,
      createdAt: o.now(),
    };
  };

  /** the room now and what the host's messages share: the host as author, a manager, no product */
  const asHost = async () => {
    const [r, host] = await Promise.all([o.chat.room(o.room), o.chat.member(o.hostUserSysId)]);
    const base = {
      nickName: host?.nickName ?? '호스트',
      userId: maskUserId(host?.userId ?? 'host'),
      userSysId: host?.userSysId ?? null,
      permission: CHAT_PERMISSIONS.manager,
      content: null,
      answer: null,
      prdtSysId: null,
      createdAt: o.now(),
    };
    return { r, base };
  };

  const hostMessages = async (): Promise<NewChatMessage[]> => {
    const { r, base } = await asHost();
    const out: NewChatMessage[] = [
      { ...base, msgType: MSG_TYPES.notice, msg: DEMO_CHAT_BOT.notice, msgEn: DEMO_CHAT_BOT.noticeEn },
    ];
    const product = r?.productIds[0];
    if (product !== undefined) out.push({ ...base, msgType: MSG_TYPES.pinProduct, msg: '', prdtSysId: product });
    return out;
  };

  /** the next scripted host step: roll the strip to the next product, a banner, or an answer */
  let step = 0;
  let lastStepAt = 0;
  const hostStep = async (): Promise<NewChatMessage[]> => {
    const { r, base } = await asHost();
    const kind = DEMO_CHAT_BOT.hostSteps[step % DEMO_CHAT_BOT.hostSteps.length]!;
    const round = Math.floor(step / DEMO_CHAT_BOT.hostSteps.length);
    step += 1;
    if (kind === 'rolling') {
      const ids = r?.productIds ?? [];
      if (ids.length === 0) return [];
      return [{ ...base, msgType: MSG_TYPES.rollingProduct, msg: '', prdtSysId: ids[(round + 1) % ids.length]! }];
    }
    if (kind === 'banner') {
      return [
        { ...base, msgType: MSG_TYPES.banner, msg: DEMO_CHAT_BOT.banners[round % DEMO_CHAT_BOT.banners.length]! },
      ];
    }
    const qa = DEMO_CHAT_BOT.answers[round % DEMO_CHAT_BOT.answers.length]!;
    return [{ ...base, msgType: MSG_TYPES.question, msg: '', nickName: pick(DEMO_CHAT_BOT.viewers), ...qa }];
  };

  const tick = async () => {
    if (!hostDone && viewerPosts >= DEMO_CHAT_BOT.pinAfter) {
      if (await post(await hostMessages())) {
        hostDone = true;
        lastStepAt = viewerPosts;
      }
    } else if (hostDone && viewerPosts - lastStepAt >= DEMO_CHAT_BOT.hostEvery) {
      const msgs = await hostStep();
      if (msgs.length === 0 || (await post(msgs))) lastStepAt = viewerPosts;
    } else if (await post([viewerMessage()])) {
      viewerPosts += 1;
    }
  };

  const schedule = () => {
    if (stopped) return;
    const wait = pace[0] + Math.floor(random() * (pace[1] - pace[0] + 1));
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => o.log('warn', `demo chat bot: ${String(err)}`))
        .finally(() => {
          running = null;
          schedule();
        });
    }, wait);
  };
  o.log('info', `demo chat bot: chatting in room ${o.room}`);
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    posted: () => count,
  };
}
