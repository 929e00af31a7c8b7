import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CS_HOURS, FAQ_CATEGORIES, RC, resultMessage, type Faq } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { EmptyState, Header, SearchForm, Spinner } from '../../shared/ui';
import { useFaqs } from './api/get-faqs';
import { useNotices } from './api/get-notices';
import './content.css';

/** /Notice: notices, pinned first, with infinite scroll. */
export function NoticeScreen() {
  const t = useT();
  const q = useNotices();
  useInfiniteScroll({
    hasMore: q.hasNextPage,
    busy: q.isFetchingNextPage || q.isPending,
    onMore: () => void q.fetchNextPage(),
  });
  const list = q.data?.pages.flatMap((p) => p.notices) ?? [];
  return (
    <div className="page">
      <Header title={t('screens.Notice')} />
      <main className="page__body">
        {q.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.length === 0 ? (
          <EmptyState title={t('content.noNotices')} />
        ) : (
          <ul className="qa-list">
            {list.map((n) => (
              <li key={n.noticeSysId}>
                <details className="qa">
                  <summary>
                    {n.isPinned ? <span className="pin">{t('content.pinned')}</span> : null}
                    <span className="qa__q">{n.title}</span>
                    <span className="qa__date">{n.createdAt.slice(0, 10)}</span>
                  </summary>
                  <p className="qa__a">{n.content}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

function FaqList({ query }: { query: ReturnType<typeof useFaqs> }) {
  const t = useT();
  useInfiniteScroll({
    hasMore: query.hasNextPage,
    busy: query.isFetchingNextPage || query.isPending,
    onMore: () => void query.fetchNextPage(),
  });
  const list: Faq[] = query.data?.pages.flatMap((p) => p.faqs) ?? [];
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (list.length === 0) return <EmptyState title={t('content.noFaqs')} />;
  return (
    <ul className="qa-list">
      {list.map((f) => (
        <li key={f.faqSysId}>
          <details className="qa">
            <summary>
              <span className="pin pin--cat">{f.categoryName}</span>
              <span className="qa__q">Q. {f.question}</span>
            </summary>
            <p className="qa__a">A. {f.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

function FaqSearch({ initial = '' }: { initial?: string }) {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = value.trim();
    if (!k) return notify(resultMessage(RC.SEARCH_KEYWORD_REQUIRED, locale));
    if (!/^[\p{L}\p{N} ]+$/u.test(k)) return notify(resultMessage(RC.SEARCH_SPECIAL_CHARS, locale));
    void navigate(`/CustomerSearch/${encodeURIComponent(k)}`);
  };
  return (
    <SearchForm
      className="faq-search"
      value={value}
      onValue={setValue}
      maxLength={50}
      placeholder={t('content.faqPlaceholder')}
      submitLabel={t('content.search')}
      onSubmit={submit}
    />
  );
}

function Categories({ active }: { active?: number }) {
  const [locale] = useLocale();
  return (
    <nav className="faq-cats">
      {FAQ_CATEGORIES.map((c) => (
        <Link
          key={c.code}
          to={`/CustomerSearch/category/${c.code}`}
          className={c.code === active ? 'faq-cat is-active' : 'faq-cat'}
          aria-current={c.code === active ? 'true' : undefined}
        >
          {c[locale]}
        </Link>
      ))}
    </nav>
  );
}

/** /CustomerMain: FAQ search, the nine categories, frequent questions and the service hours. */
export function CustomerMainScreen() {
  const t = useT();
  const q = useFaqs({});
  return (
    <div className="page">
      <Header title={t('screens.CustomerMain')} />
      <main className="page__body">
        <FaqSearch />
        <Categories />
        <h2 className="cs-title">{t('content.faqTop')}</h2>
        <FaqList query={q} />
        <section className="cs-hours">
          <h2 className="cs-title">{t('content.csTitle')}</h2>
          <p>{t('content.csHours', { ...CS_HOURS })}</p>
          <Link to="/Contact">{t('screens.Contact')} ›</Link>
        </section>
      </main>
    </div>
  );
}

/** /CustomerSearch/{faqKeyword} and /CustomerSearch/{type}/{code} (type 'category', code 1–9). */
export function CustomerSearchScreen() {
  const t = useT();
  const { faqKeyword, type, code } = useParams();
  const categoryCode = type === 'category' && /^[1-9]$/.test(code ?? '') ? Number(code) : undefined;
  const keyword = faqKeyword ? faqKeyword.trim() : undefined;
  const q = useFaqs({ ...(categoryCode ? { categoryCode } : {}), ...(keyword ? { keyword } : {}) });
  return (
    <div className="page">
      <Header title={t('screens.CustomerSearch')} />
      <main className="page__body">
        <FaqSearch initial={keyword ?? ''} />
        <Categories {...(categoryCode ? { active: categoryCode } : {})} />
        {type && !categoryCode ? (
          <EmptyState title={t('content.notFound')} />
        ) : (
          <>
            {keyword ? <p className="cs-result">{t('content.faqResult', { keyword })}</p> : null}
            <FaqList query={q} />
          </>
        )}
      </main>
    </div>
  );
}
