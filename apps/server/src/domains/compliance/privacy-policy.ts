import { SELLER_PROVISION, type ContentsResponse, type Lang } from '@lc/contracts';
import type { Config } from '../../config.js';
import { retentionText } from '../../jobs/retention-text.js';
import { processorsOf, transfersOf, type PrivacySettings } from './privacy-recipients.js';

export type PrivacyPolicySettings = PrivacySettings &
  Pick<Config, 'OPERATOR_PRIVACY_OFFICER' | 'OPERATOR_PHONE' | 'OPERATOR_EMAIL' | 'OPERATOR_COMPANY_NAME'>;

/** an article the server writes: [title, body] */
export type GeneratedArticle = [string, string];

const TITLES = {
  retention: { ko: '보유 기간', en: 'How long' },
  sellers: { ko: '제3자 제공', en: 'Sharing' },
  processors: { ko: '처리 위탁', en: 'Processors' },
  abroad: { ko: '국외 이전', en: 'Transfers abroad' },
  destruction: { ko: '파기 절차 및 방법', en: 'How data is destroyed' },
  officer: { ko: '개인정보 보호책임자', en: 'Privacy officer' },
} as const;

function sellersText(lang: Lang): string {
  const p = SELLER_PROVISION;
  if (lang === 'ko')
    return (
      `주문할 때 동의를 받아, 주문한 상품의 판매자(입점 브랜드)에게 ${p.items.ko}를 제공합니다. 목적: ${p.purpose.ko}. ` +
      `판매자는 이 정보를 전자상거래법에 따른 거래 기록 보존 기간(${p.retentionYears}년) 동안 보관한 뒤 파기합니다. ` +
      '주문 화면에서 판매자와 상품을 밝히며, 동의하지 않으면 주문할 수 없지만 그 밖의 서비스는 그대로 이용할 수 있습니다. ' +
      '그 밖에는 법령에 근거가 있는 경우를 제외하고 제3자에게 제공하지 않습니다.'
    );
  return (
    `With the consent asked at checkout, the seller(s) of the ordered products (the brands on the marketplace) receive ${p.items.en}. ` +
    `Purpose: ${p.purpose.en}. The seller keeps them for the period the E-Commerce Act sets for trade records (${p.retentionYears} years) and then destroys them. ` +
    'The checkout names the sellers and their products; without the consent the order cannot be placed, everything else in the service still works. ' +
    'Nothing else is given to third parties unless a law requires it.'
  );
}

function processorsText(s: PrivacySettings, lang: Lang): string {
  const list = processorsOf(s).map((x) => `${x.who[lang]}: ${x.task[lang]}`);
  return lang === 'ko'
    ? `회사는 서비스 제공을 위해 다음 업무를 위탁합니다. ${list.join('; ')}. 위탁 계약에서 목적 외 처리 금지, 안전성 확보조치, 재위탁 제한을 정하고 수탁자를 관리·감독합니다.`
    : `The company has these tasks done by processors: ${list.join('; ')}. The contracts forbid any other use, require safeguards and limit sub-processing, and the company supervises the processors.`;
}

function abroadText(s: PrivacySettings, lang: Lang): string {
  const list = transfersOf(s).map((x) =>
    lang === 'ko'
      ? `${x.who.ko}(${x.country.ko}) — 이전 항목: ${x.items.ko}; 목적: ${x.purpose.ko}; 시기와 방법: ${x.how.ko}; 보유 기간: ${x.period.ko}; 거부 방법: ${x.refuse.ko}`
      : `${x.who.en} (${x.country.en}): what: ${x.items.en}; why: ${x.purpose.en}; when and how: ${x.how.en}; how long: ${x.period.en}; to refuse: ${x.refuse.en}`,
  );
  return lang === 'ko'
    ? `서비스 이용에 필요한 범위에서 다음과 같이 개인정보를 국외로 이전합니다(개인정보 보호법 제28조의8). ${list.join('. ')}.`
    : `To provide the service, personal data goes abroad as follows (Personal Information Protection Act art. 28-8). ${list.join('. ')}.`;
}

function destructionText(lang: Lang): string {
  return lang === 'ko'
    ? '보유 기간이 끝났거나 처리 목적을 이룬 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없도록 데이터베이스에서 삭제하며(매일 실행되는 보존 기간 작업), 회원 탈퇴 시 회원 정보는 즉시 지우고 회원 번호만 가명 처리합니다. 법령에 따라 보관하는 기록은 다른 개인정보와 분리하여 보관하고, 출력물은 분쇄하거나 소각합니다.'
    : 'Personal data whose period has ended or whose purpose is fulfilled is destroyed without delay. Electronic records are deleted from the database so they cannot be restored (retention jobs run every day); at withdrawal the member data is erased at once and only the member number stays, pseudonymised. Records kept by law are kept apart from other personal data; printouts are shredded or burnt.';
}

function officerText(s: PrivacyPolicySettings, lang: Lang): string {
  return lang === 'ko'
    ? `개인정보 보호책임자: ${s.OPERATOR_PRIVACY_OFFICER}. 개인정보에 관한 문의, 불만 처리와 피해 구제는 보호책임자나 고객센터(${s.OPERATOR_PHONE}, ${s.OPERATOR_EMAIL})로 연락해 주세요. 개인정보침해신고센터(국번 없이 118, privacy.kisa.or.kr)와 개인정보 분쟁조정위원회(1833-6972, www.kopico.go.kr)에도 문의할 수 있습니다.`
    : `Privacy officer: ${s.OPERATOR_PRIVACY_OFFICER}. For questions, complaints and remedies about personal data, contact the officer or the customer centre (${s.OPERATOR_PHONE}, ${s.OPERATOR_EMAIL}). You may also contact the Personal Information Infringement Report Center (118, privacy.kisa.or.kr) and the Personal Information Dispute Mediation Committee (1833-6972, www.kopico.go.kr).`;
}

/**
 * Issue 33 (개인정보 보호법 제30조, 제17조, 제28조의8): the privacy policy's articles that depend on how
 * this server is set up, written from the settings when the policy is served, like the retention
 * article (`retentionText`): the processors the settings turn on, what goes abroad, what the sellers
 * receive, how data is destroyed and the privacy officer.
 */
export function privacyArticles(s: PrivacyPolicySettings, lang: Lang): GeneratedArticle[] {
  const t = (k: keyof typeof TITLES) => TITLES[k][lang];
  return [
    [t('retention'), retentionText(lang)],
    [t('sellers'), sellersText(lang)],
    [t('processors'), processorsText(s, lang)],
    [t('abroad'), abroadText(s, lang)],
    [t('destruction'), destructionText(lang)],
    [t('officer'), officerText(s, lang)],
  ];
}

type Chapters = ContentsResponse['contents']['chapters'];

/**
 * The stored policy with the generated articles: an article of the same title is replaced where it
 * stands (a database seeded earlier, or the operator's own wording), the others are added at the end;
 * the articles are numbered again.
 */
export function withGeneratedArticles(chapters: Chapters, generated: GeneratedArticle[]): Chapters {
  const byTitle = new Map(generated);
  const used = new Set<string>();
  const merged = chapters.map((c) => ({
    ...c,
    articles: c.articles.map((a) => {
      const body = byTitle.get(a.title);
      if (body === undefined) return a;
      used.add(a.title);
      return { ...a, body };
    }),
  }));
  const rest = generated.filter(([title]) => !used.has(title));
  if (merged.length === 0) merged.push({ title: '', articles: [] });
  const last = merged[merged.length - 1]!;
  last.articles = [...last.articles, ...rest.map(([title, body]) => ({ num: 0, title, body }))];
  let num = 0;
  return merged.map((c) => ({ ...c, articles: c.articles.map((a) => ({ ...a, num: ++num })) }));
}
