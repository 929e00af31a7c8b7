import { useT } from '../../../shared/i18n';

/** The recent keywords of /search before a search: run one again, remove one or all. */
export function RecentKeywordsSection({
  recent,
  run,
  removeRecent,
}: {
  recent: string[];
  run(k: string): void;
  removeRecent(k?: string): void;
}) {
  const t = useT();
  return (
    <section className="recent" aria-labelledby="recent-h">
      <div className="list-head">
        <h2 id="recent-h" className="section__title">
          {t('catalog.search.recent')}
        </h2>
        {recent.length ? (
          <button type="button" className="link-btn" onClick={() => removeRecent()}>
            {t('catalog.search.clearAll')}
          </button>
        ) : null}
      </div>
      {recent.length === 0 ? (
        <p className="muted">{t('catalog.search.noRecent')}</p>
      ) : (
        <ul className="chips">
          {recent.map((k) => (
            <li key={k} className="chip-btn chip-btn--x">
              <button type="button" className="link-btn" onClick={() => run(k)}>
                {k}
              </button>
              <button
                type="button"
                className="chip-x"
                aria-label={t('catalog.search.removeOne', { keyword: k })}
                onClick={() => removeRecent(k)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('catalog.search.hint')}</p>
    </section>
  );
}
