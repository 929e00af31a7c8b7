import { afterEach, describe, expect, it, vi } from 'vitest';
import { ask, askText, currentDialog, notify, queuedDialogs, settleDialog, subscribeDialogs } from './dialog';

/** Answers whatever is still open so that every test starts with an empty queue. */
function drain(): void {
  for (let d = currentDialog(); d; d = currentDialog()) settleDialog(d.id, false);
}

afterEach(() => {
  drain();
  vi.useRealTimers();
});

describe('the app dialog queue (issue 19 #12)', () => {
  it('shows one dialog at a time, first asked first shown, and tells the host', async () => {
    const changes = vi.fn();
    const off = subscribeDialogs(changes);
    const first = notify('첫 번째 알림');
    const second = ask('두 번째 질문');
    expect(changes).toHaveBeenCalledTimes(2);
    expect(currentDialog()).toMatchObject({ kind: 'alert', message: '첫 번째 알림' });
    expect(queuedDialogs()).toBe(1);

    settleDialog(currentDialog()!.id, false); // an alert closes whatever the answer
    await expect(first).resolves.toBeUndefined();
    expect(currentDialog()).toMatchObject({ kind: 'confirm', message: '두 번째 질문' });
    expect(queuedDialogs()).toBe(0);

    settleDialog(currentDialog()!.id, true);
    await expect(second).resolves.toBe(true);
    expect(currentDialog()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(4);
    off();
  });

  it('a prompt answers the typed text for OK and null for cancel (the back-office reasons)', async () => {
    const typed = askText('반려 사유를 입력해 주세요.');
    expect(currentDialog()).toMatchObject({ kind: 'prompt', message: '반려 사유를 입력해 주세요.' });
    settleDialog(currentDialog()!.id, true, '사진과 다른 상품');
    await expect(typed).resolves.toBe('사진과 다른 상품');
    const cancelled = askText('차단 사유');
    settleDialog(currentDialog()!.id, false, 'ignored');
    await expect(cancelled).resolves.toBeNull();
  });

  it('a confirm answers false for cancel, and carries its own button texts', async () => {
    const answer = ask('삭제할까요?', { okLabel: '삭제', cancelLabel: '아니요' });
    expect(currentDialog()).toMatchObject({ okLabel: '삭제', cancelLabel: '아니요' });
    settleDialog(currentDialog()!.id, false);
    await expect(answer).resolves.toBe(false);
  });

  it('the same alert again within a second is shown once; later it is shown again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z'), toFake: ['Date'] });
    const a = notify('같은 알림');
    const b = notify('같은 알림');
    expect(b).toBe(a);
    expect(queuedDialogs()).toBe(0);
    const other = notify('다른 알림');
    expect(queuedDialogs()).toBe(1);
    vi.setSystemTime(new Date('2026-11-24T00:00:00.500Z'));
    void notify('다른 알림');
    expect(queuedDialogs()).toBe(1); // within a second of the first: still one
    vi.setSystemTime(new Date('2026-11-24T00:00:01.600Z'));
    void notify('다른 알림');
    expect(queuedDialogs()).toBe(2);
    drain();
    await expect(a).resolves.toBeUndefined();
    await expect(other).resolves.toBeUndefined();
  });

  it('settling an unknown or already closed dialog changes nothing', () => {
    void notify('열린 알림');
    const open = currentDialog()!;
    settleDialog(open.id + 1000, true);
    expect(currentDialog()).toBe(open);
    settleDialog(open.id, true);
    settleDialog(open.id, true);
    expect(currentDialog()).toBeNull();
  });
});
