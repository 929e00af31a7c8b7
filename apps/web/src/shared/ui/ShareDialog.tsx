import { useEffect, useState } from 'react';
import { notify } from '../dialog';
import { useT } from '../i18n';
import {
  canWebShare,
  copyText,
  kakaoLinkUrl,
  portalShareUrl,
  shareConfig,
  shortLink,
  webShare,
  type ShareTarget,
} from '../share/share';
import './share-dialog.css';

/**
 * The share dialog (live §2): messenger share (the OS share sheet where there is one, KakaoTalk when
 * the Kakao app key is set), portal share and copy link. The link is our own short link.
 */
export function ShareDialog({
  target,
  copiedMessage,
  onClose,
}: {
  target: ShareTarget;
  /** e.g. 'broadcast address copied' */
  copiedMessage?: string;
  onClose(): void;
}) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [kakaoKey, setKakaoKey] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void shortLink(target.path).then((u) => alive && setUrl(u));
    void shareConfig().then((c) => alive && setKakaoKey(c.kakaoAppKey));
    return () => {
      alive = false;
    };
  }, [target.path]);
  useEffect(() => {
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', esc);
    return () => window.removeEventListener('keydown', esc);
  }, [onClose]);

  const copy = async () => {
    if (!url) return;
    await copyText(url);
    void notify(copiedMessage ?? t('reach.share.copied'));
    onClose();
  };
  return (
    <div className="share-dialog" role="presentation" onClick={onClose}>
      <div
        className="share-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('reach.share.title')}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="share-dialog__head">
          <strong>{t('reach.share.title')}</strong>
          <button type="button" className="share-dialog__close" onClick={onClose} aria-label={t('reach.share.close')}>
            ✕
          </button>
        </div>
        <p className="share-dialog__url" data-testid="share-url">
          {url ?? t('reach.share.preparing')}
        </p>
        <div className="share-dialog__actions">
          {canWebShare() ? (
            <button
              type="button"
              className="btn btn--secondary btn--md"
              disabled={!url}
              onClick={() => void (url && webShare(target, url).then((ok) => ok && onClose()))}
            >
              {t('reach.share.messenger')}
            </button>
          ) : null}
          {kakaoKey && url ? (
            <a className="btn btn--secondary btn--md share-dialog__kakao" href={kakaoLinkUrl(kakaoKey, target, url)}>
              {t('reach.share.kakao')}
            </a>
          ) : null}
          {url ? (
            <a
              className="btn btn--secondary btn--md"
              href={portalShareUrl(target, url)}
              target="_blank"
              rel="noreferrer"
            >
              {t('reach.share.portal')}
            </a>
          ) : null}
          <button type="button" className="btn btn--primary btn--md" disabled={!url} onClick={() => void copy()}>
            {t('reach.share.copy')}
          </button>
        </div>
      </div>
    </div>
  );
}
