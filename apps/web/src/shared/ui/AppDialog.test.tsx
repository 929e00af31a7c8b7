import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ask, askText, notify } from '../dialog';
import { renderPiece } from '../../testing/render';
import { DialogHost } from './AppDialog';

/** the page: an opener button next to the host, as app/providers.tsx mounts it */
const page = (locale: 'ko' | 'en' = 'ko') =>
  renderPiece(
    <>
      <button type="button">opener</button>
      <DialogHost />
    </>,
    { locale },
  );

describe('<DialogHost> (the app’s own alert, confirm and prompt)', () => {
  it('an alert is a modal dialog in Korean, focus on OK; OK closes it and focus goes back to the opener', async () => {
    const { user } = page();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    let closed = false;
    act(() => void notify('저장되었습니다.').then(() => (closed = true)));
    const dialog = screen.getByRole('dialog', { name: '알림' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('저장되었습니다.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('확인');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('a confirm answers true for OK and false for Cancel and for Escape (English)', async () => {
    const { user } = page('en');
    let answer: boolean | undefined;
    act(() => void ask('Delete this address?').then((a) => (answer = a)));
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answer).toBe(false);

    act(() => void ask('Delete this address?').then((a) => (answer = a)));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(answer).toBe(true);

    act(() => void ask('Delete this address?').then((a) => (answer = a)));
    await user.keyboard('{Escape}');
    expect(answer).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a prompt starts in its field and Enter answers the typed text; Cancel answers null', async () => {
    const { user } = page();
    let text: string | null | undefined;
    act(() => void askText('사유를 입력하세요').then((t) => (text = t)));
    const field = screen.getByRole('textbox', { name: '사유를 입력하세요' });
    expect(document.activeElement).toBe(field);
    await user.type(field, '재고 부족');
    await user.keyboard('{Enter}');
    expect(text).toBe('재고 부족');

    act(() => void askText('사유를 입력하세요').then((t) => (text = t)));
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(text).toBeNull();
  });

  it('Tab stays inside the dialog and the page behind is inert', async () => {
    const { user } = page();
    act(() => void ask('계속할까요?'));
    const behind = screen.getByRole('button', { name: 'opener', hidden: true });
    expect(behind.closest('[inert]')).not.toBeNull();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await user.tab();
      seen.add(document.activeElement?.textContent ?? '');
    }
    expect([...seen].sort()).toEqual(['취소', '확인']);
    await user.keyboard('{Escape}');
    expect(behind.closest('[inert]')).toBeNull();
  });

  it('shows queued dialogs one at a time, in order', async () => {
    const { user } = page();
    act(() => {
      void notify('첫 번째');
      void notify('두 번째');
    });
    expect(screen.getByText('첫 번째')).toBeTruthy();
    expect(screen.queryByText('두 번째')).toBeNull();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('두 번째')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
