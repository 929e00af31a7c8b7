import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CONTENTS_IDS, CS_HOURS, RC, resultMessage, type Contents } from '@lc/contracts';
import { useLocale, useT } from '../../shared/i18n';
import { scrollToElement } from '../../shared/scroll';
import { EmptyState, Header, IconHourglass, LinkList, ProductImage, Spinner } from '../../shared/ui';
import { useContents } from './api/get-contents';
import { useDeployedVersion } from './api/get-deployed-version';
import { APP_VERSION, BUILD_ID } from '../../shared/pwa/build-info';
import { applyUpdate, checkForUpdate } from '../../shared/pwa/register';
import './content.css';

function ContentsBody({ contents, highlight }: { contents: Contents; highlight?: number }) {
  const t = useT();
  useEffect(() => {
    const el = highlight ? document.getElementById(`article-${highlight}`) : null;
    // shopping §9: the scroll animation, stopping 150 px above the article
    if (el) void scrollToElement(el);
  }, [highlight, contents]);
  return (
    <article className="doc">
      {contents.imageUrl ? <ProductImage src={contents.imageUrl} alt="" className="doc__img" /> : null}
      {contents.chapters.map((c) => (
        <section key={c.title} className="doc__chapter">
          {c.title ? <h2 className="doc__chapter-title">{c.title}</h2> : null}
          {c.articles.map((a) => (
            <section
              key={a.num}
              id={`article-${a.num}`}
              className={a.num === highlight ? 'doc__article is-hl' : 'doc__article'}
            >
              <h3 className="doc__article-title">
                {contents.kind === 'terms' ? t('content.article', { num: a.num, title: a.title }) : a.title}
              </h3>
              <p>{a.body}</p>
            </section>
          ))}
        </section>
      ))}
      <p className="doc__date">{t('content.updatedAt', { date: contents.updatedAt.slice(0, 10) })}</p>
    </article>
  );
}

function ContentsPage({ id, title, highlight }: { id: number; title?: string; highlight?: number }) {
  const t = useT();
  const q = useContents(id);
  return (
    <div className="page">
      <Header title={title ?? q.data?.contents.title ?? t('screens.Contents')} />
      <main className="page__body">
        {q.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : q.data ? (
          <ContentsBody contents={q.data.contents} {...(highlight ? { highlight } : {})} />
        ) : (
          <EmptyState title={q.error?.message ?? t('content.notFound')} />
        )}
      </main>
    </div>
  );
}

/** /Contents/{contentsSysId} */
export function ContentsScreen() {
  return <ContentsPage id={Number(useParams().contentsSysId)} />;
}

/** /About/Terms, /TermsService: the terms of service (chapters 1–4, articles 1–31). */
export function TermsScreen() {
  const t = useT();
  return <ContentsPage id={CONTENTS_IDS.terms} title={t('screens.TermsService')} />;
}

/** /Terms/{num}: the terms opened at article {num}. */
export function TermsArticleScreen() {
  const t = useT();
  const num = Number(useParams().num);
  return (
    <ContentsPage
      id={CONTENTS_IDS.terms}
      title={t('screens.Terms')}
      {...(Number.isInteger(num) ? { highlight: num } : {})}
    />
  );
}

/** /About/Privacy, /Privacy */
export function PrivacyScreen() {
  const t = useT();
  return <ContentsPage id={CONTENTS_IDS.privacy} title={t('screens.Privacy')} />;
}

/** /About: the service introduction and the information menu. */
export function AboutScreen() {
  const t = useT();
  const q = useContents(CONTENTS_IDS.about);
  const links = [
    ['/About/Terms', 'AboutTerms'],
    ['/About/Privacy', 'AboutPrivacy'],
    ['/Notice', 'Notice'],
    ['/CustomerMain', 'CustomerMain'],
    ['/VersionInfo', 'VersionInfo'],
  ] as const;
  return (
    <div className="page">
      <Header title={t('screens.About')} />
      <main className="page__body">
        {q.data ? <ContentsBody contents={q.data.contents} /> : <Spinner label={t('common.loading')} />}
        <LinkList className="info-links" items={links.map(([to, key]) => ({ to, label: t(`screens.${key}`) }))} />
      </main>
    </div>
  );
}

/** /VersionInfo: the version of this build (root package.json, 1.2.13) and its build id. */
export function VersionInfoScreen() {
  const t = useT();
  return (
    <div className="page">
      <Header title={t('screens.VersionInfo')} />
      <main className="page__body version">
        <p className="version__label">{t('content.version.current')}</p>
        <p className="version__num" data-testid="web-version">
          {APP_VERSION}
        </p>
        <p className="version__label">
          {t('reach.version.build')} <span data-testid="build-id">{BUILD_ID}</span>
        </p>
        <Link to="/About/Terms">{t('screens.AboutTerms')}</Link>
        <Link to="/About/Privacy">{t('screens.AboutPrivacy')}</Link>
      </main>
    </div>
  );
}

/** /VersionChk: compares this build with the one the server deploys now; a newer one can be loaded. */
export function VersionChkScreen() {
  const t = useT();
  const q = useDeployedVersion();
  const latest = q.data;
  const newer = latest ? latest.buildId !== BUILD_ID : false;
  useEffect(() => {
    if (newer) void checkForUpdate();
  }, [newer]);
  return (
    <div className="page">
      <Header title={t('screens.VersionChk')} />
      <main className="page__body version">
        <p className="version__label">{t('content.version.current')}</p>
        <p className="version__num">{APP_VERSION}</p>
        <p className="version__label">
          {t('reach.version.build')} {BUILD_ID}
        </p>
        {q.isPending ? (
          <Spinner label={t('reach.version.checking')} />
        ) : latest ? (
          <p className="version__state" data-testid="version-state">
            {newer
              ? t('reach.version.update', { build: `${latest.version} ${latest.buildId}` })
              : t('reach.version.latest')}
          </p>
        ) : (
          <p className="version__state">{t('reach.version.unknown')}</p>
        )}
        {newer ? (
          <button type="button" className="btn btn--primary btn--md" onClick={applyUpdate}>
            {t('reach.version.reload')}
          </button>
        ) : null}
      </main>
    </div>
  );
}

/** /Maintenance */
export function MaintenanceScreen() {
  const t = useT();
  const [locale] = useLocale();
  return (
    <div className="page">
      <main className="page__body">
        <EmptyState
          icon={<IconHourglass size={36} />}
          title={resultMessage(RC.UNAVAILABLE, locale)}
          description={t('content.maintenance', { open: CS_HOURS.open, close: CS_HOURS.close })}
          action={<Link to="/">{t('content.goHome')}</Link>}
        />
      </main>
    </div>
  );
}

/** /wiznft: the NFT home, pointing to the exhibitions that carry collectibles. */
export function NftHomeScreen() {
  const t = useT();
  return (
    <div className="page nft">
      <Header title={t('screens.wiznft')} />
      <main className="page__body">
        <section className="nft__hero">
          <h2>{t('content.nft.title')}</h2>
          <p>{t('content.nft.desc')}</p>
        </section>
        <LinkList
          className="info-links"
          items={[
            { to: '/PlanningEvent/1', label: t('content.nft.exhibition') },
            { to: '/', label: t('content.goHome') },
          ]}
        />
      </main>
    </div>
  );
}
