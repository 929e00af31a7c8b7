import { useParams } from 'react-router';
import { ask } from '../../../shared/dialog';
import { ApiError } from '../../../shared/api/client';
import { useT } from '../../../shared/i18n';
import { Spinner } from '../../../shared/ui';
import { useConsole } from '../api/get-console';
import { postConsoleAction } from '../api/post-console-action';
import { VideoView } from '../VideoView';
import { ConsoleChat } from './ConsoleChat';
import { ConsoleGame } from './ConsoleGame';
import { ConsoleProducts } from './ConsoleProducts';
import { ConsoleCoupons, ConsoleMessages } from './ConsoleTools';
import { useConsoleAction } from './useConsoleAction';
import '../broadcasts.css';
import './console.css';

/**
 * /seller/console/{broadcastSysId}/{broadcastScheduleSysId} (issue 13): the host's live console for the
 * show's sellover host, managers and admins (live §6) — preview, chat with answer and moderation,
 * products with pin and rolling, notice, banner, close notice, live coupons, end of the show.
 */
export function ConsoleScreen() {
  const t = useT();
  const params = useParams();
  const room = Number(params.broadcastScheduleSysId);
  const valid = Number.isInteger(room) && room > 0;
  const state = useConsole(valid ? room : 0);
  const act = useConsoleAction(room);

  if (!valid) return <p className="console__error">{t('broadcasts.player.noInfo')}</p>;
  if (state.isError) {
    const e = state.error;
    return (
      <p className="console__error" role="alert">
        {e instanceof ApiError ? e.message : t('broadcasts.console.failed')}
      </p>
    );
  }
  if (!state.data) return <Spinner label={t('common.loading')} />;
  const s = state.data;
  const b = s.broadcast;
  const onAir = b.status === 'live';
  const end = async () => {
    if (!(await ask(t('broadcasts.console.confirmEnd')))) return;
    void act.run(
      'end',
      (key) => postConsoleAction(room, 'control', { type: 'end' }, key),
      t('broadcasts.console.ended'),
    );
  };
  return (
    <div className="console">
      <header className="console__head">
        <div>
          <p className="console__title">{b.title}</p>
          <p className="bc-muted">
            {onAir ? (
              <span className="bcb bcb--live">LIVE</span>
            ) : (
              <span className="bcb">{t(`broadcasts.status.${b.status}`)}</span>
            )}{' '}
            {t('broadcasts.console.viewers', { n: s.roomInfo.joinCnt })} · ♥ {s.roomInfo.likeCnt.toLocaleString()} ·{' '}
            {t(`broadcasts.console.role.${s.role}`)}
          </p>
        </div>
        <button type="button" className="btn btn--danger" disabled={!onAir || !!act.busy} onClick={() => void end()}>
          {t('broadcasts.console.end')}
        </button>
      </header>
      <div className="console__preview">
        {onAir && b.liveUrl ? (
          <VideoView
            src={b.liveUrl}
            live
            muted
            onError={() => undefined}
            onTime={() => undefined}
            onSeeking={() => undefined}
          />
        ) : (
          <p className="console__no-video">{t('broadcasts.console.noPreview')}</p>
        )}
      </div>
      <div className="console__grid">
        <ConsoleChat room={room} initial={s.messages} canModerate={s.canModerate} act={act} />
        <ConsoleProducts room={room} products={b.broadcastPrdts} pinned={s.roomInfo.fixPrdtSysId} act={act} />
        <ConsoleMessages room={room} act={act} />
        <ConsoleCoupons room={room} act={act} />
        <ConsoleGame room={room} act={act} />
      </div>
    </div>
  );
}
