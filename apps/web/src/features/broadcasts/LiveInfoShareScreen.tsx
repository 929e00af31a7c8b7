import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Button, ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { SponsorLabel } from '../../shared/ui/SponsorLabel';
import { useIntro } from './api/get-intro';
import { copyText } from '../../shared/share/share';
import { shareLink } from './share';
import './broadcasts.css';

/**
 * /LiveInfo/share/{broadcastSysId}/{broadcastScheduleSysId}: the page a shared broadcast opens on —
 * its share image (800×400), share title and text, brand and state, with "watch" (the share target
 * /Vod/{…}/{…}/live, which plays the live show or its replay) and copy-link. The server puts the same
 * title, text and image into the page's Open Graph tags for messenger previews.
 */
export function LiveInfoShareScreen() {
  const t = useT();
  const params = useParams();
  const bc = Number(params.broadcastSysId);
  const schedule = Number(params.broadcastScheduleSysId);
  const q = useIntro(bc, schedule);

  if (q.isLoading) return <Spinner label={t('common.loading')} />;
  const b = q.data?.broadcast;
  if (!b)
    return (
      <Page title={t('screens.LiveInfoShare')}>
        <EmptyState
          title={q.error instanceof ApiError ? q.error.message : t('broadcasts.player.noInfo')}
          action={
            <ButtonLink to="/" variant="outline">
              {t('broadcasts.share.home')}
            </ButtonLink>
          }
        />
      </Page>
    );
  const image = b.shareThumnailUrl ?? b.thumnailLiveUrl;
  const link = shareLink(b.broadcastSysId, b.broadcastScheduleSysId);
  return (
    <Page title={t('screens.LiveInfoShare')} className="liveshare">
      <article className="liveshare__card" data-testid="share-card">
        <div className="liveshare__image">
          {image ? <img src={image} alt="" width={800} height={400} /> : null}
          <span className={`liveshare__badge liveshare__badge--${b.status}`}>{t(`broadcasts.status.${b.status}`)}</span>
        </div>
        <div className="liveshare__body">
          <SponsorLabel sponsor={b.sponsor} soft />
          <small>{b.brandName}</small>
          <h2>{b.shareTitle || b.title}</h2>
          {b.shareText || b.briefComment ? <p>{b.shareText || b.briefComment}</p> : null}
        </div>
      </article>
      <div className="liveshare__actions">
        <ButtonLink to={`/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}/live`} block size="lg">
          {t(b.status === 'ready' ? 'broadcasts.share.preview' : 'broadcasts.share.watch')}
        </ButtonLink>
        <Button
          variant="outline"
          block
          onClick={() => void copyText(link).then(() => notify(t('broadcasts.player.copied')))}
        >
          {t('broadcasts.player.copyLink')}
        </Button>
      </div>
    </Page>
  );
}
