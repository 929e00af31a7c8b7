import type { z } from 'zod';
import type { GameAck, GameView } from '../game/index.js';
import { chooseGameUserRequest, joinGameRequest, modGameRequest } from '../game/index.js';
import type { LiveCouponEvent } from '../live-coupons/index.js';
import type {
  BroadcastControlEvent,
  ChatAck,
  ChatEvent,
  ChatMessageBatch,
  FixInfoAnswer,
  FixPrdtEvent,
  JoinRoomAnswer,
  LikeEvent,
  QuestionAnswerEvent,
  RegBlackUserEvent,
  ViewPrdtEvent,
  VodChatHistAnswer,
} from './index.js';
import {
  broadcastControlRequest,
  chatMessageRequest,
  chkLiveRequest,
  fixInfoRequest,
  heartbeatRequest,
  joinRoomRequest,
  leaveRoomRequest,
  likeRequest,
  regBlackUserRequest,
  vodChatHistRequest,
} from './index.js';

/**
 * The chat socket's typed event maps (live §7), used as `Server<ClientToServerEvents,
 * ServerToClientEvents, InterServerEvents>` on the server and `Socket<ServerToClientEvents,
 * ClientToServerEvents>` in the web client, so both sides' payloads are checked by the compiler.
 *
 * Client → server payloads are what the client sends (the zod schema's input); the server never
 * trusts them and parses each with the schema of `CLIENT_EVENT_SCHEMAS` before using it. Client
 * events carry an acknowledgement callback (the answer's `resultCode` is a chat code); joinRoom's is
 * optional (its answer also comes as a `joinRoom` event), leaveRoom's too.
 */
export const CLIENT_EVENT_SCHEMAS = {
  joinRoom: joinRoomRequest,
  leaveRoom: leaveRoomRequest,
  heartbeat: heartbeatRequest,
  chatMessage: chatMessageRequest,
  like: likeRequest,
  vodChatHist: vodChatHistRequest,
  fixInfo: fixInfoRequest,
  chklive: chkLiveRequest,
  regBlackUser: regBlackUserRequest,
  broadcastControl: broadcastControlRequest,
  joinGame: joinGameRequest,
  chooseGameUser: chooseGameUserRequest,
  modGame: modGameRequest,
} as const;

type ClientSchemas = typeof CLIENT_EVENT_SCHEMAS;
/** The payload a client sends for an event (before the server's parsing). */
export type ClientPayload<E extends keyof ClientSchemas> = z.input<ClientSchemas[E]>;
/** The payload after the server parsed it. */
export type ParsedPayload<E extends keyof ClientSchemas> = z.output<ClientSchemas[E]>;

export type Ack<A = ChatAck> = (answer: A) => void;

export interface ClientToServerEvents {
  joinRoom(payload: ClientPayload<'joinRoom'>, ack?: Ack<JoinRoomAnswer>): void;
  leaveRoom(payload: ClientPayload<'leaveRoom'>, ack?: Ack): void;
  heartbeat(payload: ClientPayload<'heartbeat'>, ack: Ack): void;
  chatMessage(payload: ClientPayload<'chatMessage'>, ack: Ack): void;
  like(payload: ClientPayload<'like'>, ack: Ack): void;
  vodChatHist(payload: ClientPayload<'vodChatHist'>, ack: Ack<VodChatHistAnswer>): void;
  fixInfo(payload: ClientPayload<'fixInfo'>, ack: Ack<FixInfoAnswer>): void;
  chklive(payload: ClientPayload<'chklive'>, ack: Ack): void;
  regBlackUser(payload: ClientPayload<'regBlackUser'>, ack: Ack): void;
  broadcastControl(payload: ClientPayload<'broadcastControl'>, ack: Ack): void;
  /** the game (issue 13): join while open, choose within the countdown, the current game */
  joinGame(payload: ClientPayload<'joinGame'>, ack: Ack<GameAck>): void;
  chooseGameUser(payload: ClientPayload<'chooseGameUser'>, ack: Ack<GameAck>): void;
  modGame(payload: ClientPayload<'modGame'>, ack: Ack<GameAck>): void;
  /** the live console's staff room (issue 13): the show's host, managers and admins */
  consoleJoin(payload: { room: number }, ack?: Ack): void;
}

/** A product question asked from the player, for the show's console (issue 13) */
export interface ProductQuestionEvent {
  room: number;
  prdtSysId: number;
  questionSysId: number;
  nickName: string;
  content: string;
  createdAt: string;
}

export interface ServerToClientEvents {
  joinRoom(answer: JoinRoomAnswer): void;
  chatMessage(batch: ChatMessageBatch): void;
  questionAnswer(e: QuestionAnswerEvent): void;
  event(e: ChatEvent): void;
  fixPrdt(e: FixPrdtEvent): void;
  viewPrdt(e: ViewPrdtEvent): void;
  regBlackUser(e: RegBlackUserEvent): void;
  broadcastControl(e: BroadcastControlEvent): void;
  like(e: LikeEvent): void;
  vodChatHist(a: VodChatHistAnswer): void;
  fixInfo(a: FixInfoAnswer): void;
  /** a live coupon appeared in the room, or changed (sold out) (issue 13) */
  liveCoupon(e: LiveCouponEvent): void;
  /** the game (live §7): created (0), someone joined, host selected (3), round result (1) or
   * winner (4), and the current state (late joiners, the end: 5) */
  createGame(v: GameView): void;
  joinGame(v: GameView): void;
  chooseGameSellover(v: GameView): void;
  /** the member's own choice as the server counted it, to that member's sockets in the room (live §7) */
  chooseGameUser(v: GameView): void;
  resultGame(v: GameView): void;
  modGame(v: GameView): void;
  /** to the console's staff room: a viewer asked a product question from the player */
  productQuestion(e: ProductQuestionEvent): void;
}

/** Between the nodes of a Redis-backed cluster. */
export interface InterServerEvents {
  /** `${room}:${userSysId}` was muted on another node */
  mute(key: string): void;
  /** an operator's chat ban (issue 15): the member is muted in every room until `untilMs` */
  muteUser(userSysId: number, untilMs: number): void;
  /** the member's chat ban was lifted: each node re-reads the rooms it muted them in */
  unmuteUser(userSysId: number): void;
}
