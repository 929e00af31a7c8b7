import { useEffect } from 'react';
import { useT } from '../i18n';
import { CHUNK_TIMEOUT_MS, chunkFailure } from '../reach/client-errors';
import { Spinner } from './Spinner';
import './share-dialog.css';

/**
 * The Suspense fallback while a screen's code loads: after 120 s (shopping §9) the load counts as
 * failed — reported to analytics/consolelog — and the reload prompt (UpdatePrompt) appears.
 */
export function ChunkFallback() {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(
      () => chunkFailure(`screen chunk not loaded after ${CHUNK_TIMEOUT_MS / 1000} s: ${window.location.pathname}`),
      CHUNK_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return <Spinner label={t('common.loading')} center />;
}

/** "The screen could not be loaded. Reload?" */
export function ReloadPrompt() {
  const t = useT();
  return (
    <div className="reach-banner" role="alertdialog" aria-label={t('reach.chunk.timeout')} data-testid="chunk-reload">
      <span>{t('reach.chunk.timeout')}</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => window.location.reload()}>
        {t('reach.chunk.reload')}
      </button>
    </div>
  );
}
