import { useEffect, useRef, useState } from 'react';
import { BLACK_TYPES, MSG_TYPES, type BlackType, type ChatMessage, type ProductQuestionEvent } from '@lc/contracts';
import { ask } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { postConsoleAction } from '../api/post-console-action';
import { ChatClient } from '../chat-client';
import type { ConsoleRunner } from './useConsoleAction';

const KEEP = 100;

/** the moderation buttons of a chat line, mildest first */
const MODERATIONS: [BlackType, string][] = [
  [BLACK_TYPES.muted, 'broadcasts.console.mute'],
  [BLACK_TYPES.forcedExit, 'broadcasts.console.forceOut'],
  [BLACK_TYPES.permanentExit, 'broadcasts.console.expel'],
];

/** The room's chat with per-message actions: answer as a question; mute / force out / expel (admins). */
export function ConsoleChat(p: { room: number; initial: ChatMessage[]; canModerate: boolean; act: ConsoleRunner }) {
  const t = useT();
  const [log, setLog] = useState<ChatMessage[]>(p.initial);
  const [answering, setAnswering] = useState<ChatMessage | null>(null);
  const [questions, setQuestions] = useState<ProductQuestionEvent[]>([]);
  const [answer, setAnswer] = useState('');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const c = new ChatClient(p.room, 'live', {
      onJoin: () => undefined,
      onMessages: (ms) => {
        setLog((prev) => [...prev, ...ms].slice(-KEEP));
        requestAnimationFrame(() => ref.current?.scrollTo({ top: ref.current.scrollHeight }));
      },
      onEvent: () => undefined,
      onCode: () => undefined,
    });
    // the staff room: product questions asked from the player arrive here as they are asked
    const joinStaff = () => c.socket.emit('consoleJoin', { room: p.room });
    c.socket.on('connect', joinStaff);
    if (c.socket.connected) joinStaff();
    c.socket.on('productQuestion', (q) => setQuestions((prev) => [q, ...prev].slice(0, KEEP)));
    return () => c.close();
  }, [p.room]);

  const sendAnswer = async () => {
    if (!answering || !answer.trim()) return;
    const ok = await p.act.run(
      'answer',
      (key) =>
        postConsoleAction(
          p.room,
          'answer',
          { content: answering.msg || answering.content || '', answer, nickName: answering.nickName },
          key,
        ),
      t('broadcasts.console.answered'),
    );
    if (ok) {
      setAnswering(null);
      setAnswer('');
    }
  };
  const black = async (m: ChatMessage, blackType: BlackType) => {
    if (!m.userSysId || !(await ask(t(`broadcasts.console.confirmBlack${blackType}`, { name: m.nickName })))) return;
    void p.act.run(
      `black-${m.seq}`,
      (key) => postConsoleAction(p.room, 'blacklist', { userSysId: m.userSysId, blackType }, key),
      t('broadcasts.console.done'),
    );
  };

  return (
    <section className="console__panel" aria-label={t('broadcasts.console.chat')}>
      <h2 className="console__h">{t('broadcasts.console.chat')}</h2>
      {questions.length > 0 ? (
        <ul className="console__questions" aria-label={t('broadcasts.console.productQuestions')} aria-live="polite">
          {questions.map((q) => (
            <li key={q.questionSysId} className="console__line" data-testid="product-question">
              <span className="console__nick">{q.nickName}</span>
              <span className="console__msg">{t('broadcasts.console.productQuestion', { content: q.content })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="console__chat" ref={ref} role="log" aria-label={t('broadcasts.console.chat')}>
        {log.map((m) => (
          <div key={m.seq} className="console__line">
            <span className="console__nick">{m.nickName}</span>
            <span className="console__msg">
              {m.msgType === MSG_TYPES.question ? `Q. ${m.content} A. ${m.answer}` : m.msg}
            </span>
            {m.msgType === MSG_TYPES.normal && m.permission !== 2 ? (
              <span className="console__line-actions">
                <button type="button" className="pill pill--dark" onClick={() => setAnswering(m)}>
                  {t('broadcasts.console.answer')}
                </button>
                {p.canModerate && m.userSysId ? (
                  <>
                    {MODERATIONS.map(([blackType, label]) => (
                      <button
                        key={blackType}
                        type="button"
                        className="pill pill--dark"
                        onClick={() => void black(m, blackType)}
                      >
                        {t(label)}
                      </button>
                    ))}
                  </>
                ) : null}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {answering ? (
        <div className="console__answer" role="dialog" aria-label={t('broadcasts.console.answer')}>
          <p className="bc-muted">
            {answering.nickName}: {answering.msg}
          </p>
          <textarea
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            aria-label={t('broadcasts.console.answerPlaceholder')}
            placeholder={t('broadcasts.console.answerPlaceholder')}
          />
          <div className="console__row">
            <button type="button" className="btn" onClick={() => setAnswering(null)}>
              {t('broadcasts.console.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!answer.trim() || p.act.busy === 'answer'}
              onClick={() => void sendAnswer()}
            >
              {t('broadcasts.console.sendAnswer')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
