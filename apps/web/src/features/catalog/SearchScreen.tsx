import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RC, RECENT_KEYWORDS_MAX, resultMessage, SEARCH_KEYWORD_MAX } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { local, session, WEB_SESSION_KEYS } from '../../shared/storage';
import { EmptyState, Header, SearchForm } from '../../shared/ui';
import { useBrandSearch } from './api/get-brand-search';
import { useSearchLists } from './api/get-search-lists';
import { InfiniteProducts } from './components';
import { BrandResults } from './search/BrandResults';
import { RecentKeywordsSection } from './search/RecentKeywordsSection';
import './catalog.css';

const RECENT_KEY = 'recentKeywords';

function readRecent(): string[] {
  try {
    const v = JSON.parse(local.get(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_KEYWORDS_MAX) : [];
  } catch {
    return [];
  }
}

/** The keyword rules of shopping §5, checked before the call (the server checks them too). */
export function keywordProblem(raw: string): typeof RC.SEARCH_KEYWORD_REQUIRED | typeof RC.SEARCH_SPECIAL_CHARS | null {
  const k = raw.trim();
  if (!k) return RC.SEARCH_KEYWORD_REQUIRED;
  if (!/^[\p{L}\p{N} ]+$/u.test(k)) return RC.SEARCH_SPECIAL_CHARS;
  return null;
}

/** /search: products and brands by keyword (partial words and 초성 like ㄴㅇㅋ), recent keywords. */
export function SearchScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? session.get(WEB_SESSION_KEYS.searchState) ?? '';
  const tab = params.get('tab') === 'brand' ? 'brand' : 'product';
  const [input, setInput] = useState(keyword);
  const [recent, setRecent] = useState(readRecent);
  const products = useSearchLists({ keyword, ...(userSysId ? { userSysId } : {}) });
  const brands = useBrandSearch(tab === 'brand' ? keyword : '');

  const run = (k: string) => {
    const problem = keywordProblem(k);
    if (problem) return notify(resultMessage(problem, locale));
    const kw = k.trim().replace(/\s+/g, ' ');
    const next = [kw, ...recent.filter((r) => r !== kw)].slice(0, RECENT_KEYWORDS_MAX);
    setRecent(next);
    local.set(RECENT_KEY, JSON.stringify(next));
    session.set(WEB_SESSION_KEYS.searchState, kw);
    setInput(kw);
    setParams({ keyword: kw, ...(tab === 'brand' ? { tab } : {}) }, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(input);
  };
  const removeRecent = (k?: string) => {
    const next = k ? recent.filter((r) => r !== k) : [];
    setRecent(next);
    local.set(RECENT_KEY, JSON.stringify(next));
  };
  const productList = products.data?.pages.flatMap((p) => p.products) ?? [];

  return (
    <div className="page search">
      <Header title={t('screens.search')} />
      <SearchForm
        value={input}
        onValue={setInput}
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={t('catalog.search.placeholder')}
        submitLabel={t('catalog.search.submit')}
        onSubmit={submit}
      />
      <main className="page__body">
        {!keyword ? (
          <RecentKeywordsSection recent={recent} run={run} removeRecent={removeRecent} />
        ) : (
          <>
            <div className="tabs" role="tablist">
              {(['product', 'brand'] as const).map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  aria-selected={tab === k}
                  className={tab === k ? 'tabs__tab is-active' : 'tabs__tab'}
                  onClick={() => setParams({ keyword, ...(k === 'brand' ? { tab: k } : {}) }, { replace: true })}
                >
                  {t(`catalog.search.tab.${k}`)}
                  {k === 'product' && products.data ? ` ${products.data.pages[0]?.totalCount ?? 0}` : ''}
                </button>
              ))}
            </div>
            <p className="muted" aria-live="polite">
              {t('catalog.search.resultFor', { keyword })}
            </p>
            {tab === 'product' ? (
              <InfiniteProducts
                label={t('catalog.search.tab.product')}
                empty={<EmptyState title={t('catalog.search.none', { keyword })} />}
                query={{ ...products, products: productList }}
              />
            ) : (
              <BrandResults brands={brands} keyword={keyword} />
            )}
          </>
        )}
      </main>
    </div>
  );
}
