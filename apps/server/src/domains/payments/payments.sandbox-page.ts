import { createHash } from 'node:crypto';
import { EASY_PAY_PROVIDERS, resultMessage, type EasyPayProvider, type Lang } from '@lc/contracts';
import { contentSecurityPolicy } from '../../http/security-headers.js';
import type { sandboxPgTransactions } from '../../db/schema/index.js';

type Row = typeof sandboxPgTransactions.$inferSelect;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the buyer may pay with on the page: the card itself or an easy-pay wallet (issue 32 #14). */
export type SandboxChoice = 'card' | EasyPayProvider;

/**
 * The choices the approval page offers for a method, as a Korean PG's payment window does: a card
 * payment may go through the card or one of the easy-pay wallets (카카오페이, 네이버페이, 토스페이, 페이코);
 * an easy-pay payment through any wallet (the one picked at checkout first); a bank transfer has none.
 */
export function sandboxChoices(method: string): SandboxChoice[] {
  if (method === 'card') return ['card', ...EASY_PAY_PROVIDERS];
  if (method === 'easypay') return [...EASY_PAY_PROVIDERS];
  return [];
}

const TEXT = {
  ko: {
    title: '샌드박스 결제',
    badge: 'TEST MODE · 테스트 결제',
    sub: '실제 돈이 나가지 않는 샌드박스 결제창입니다.',
    order: '주문',
    number: '주문번호',
    payWith: '결제 수단 선택',
    approve: '결제 승인',
    decline: '결제 거절',
    handled: (status: string) => `이미 처리된 결제입니다 (${status}).`,
    back: '돌아가기',
    refused: '결제를 진행할 수 없습니다',
    code: '결과 코드',
    method: { card: '신용/체크카드', transfer: '실시간 계좌이체', easypay: '간편결제' } as Record<string, string>,
    choice: {
      card: '신용/체크카드',
      kakaopay: '카카오페이',
      naverpay: '네이버페이',
      tosspay: '토스페이',
      payco: '페이코',
    } as Record<SandboxChoice, string>,
  },
  en: {
    title: 'Sandbox payment',
    badge: 'TEST MODE · no real money',
    sub: 'This is the sandbox payment window: no real money moves.',
    order: 'Order',
    number: 'Order no.',
    payWith: 'Pay with',
    approve: 'Approve payment',
    decline: 'Decline payment',
    handled: (status: string) => `This payment was already handled (${status}).`,
    back: 'Return',
    refused: 'This payment cannot go on',
    code: 'Result code',
    method: { card: 'Credit/debit card', transfer: 'Real-time bank transfer', easypay: 'Easy pay' } as Record<
      string,
      string
    >,
    choice: {
      card: 'Credit/debit card',
      kakaopay: 'KakaoPay',
      naverpay: 'NaverPay',
      tosspay: 'TossPay',
      payco: 'PAYCO',
    } as Record<SandboxChoice, string>,
  },
} as const;

/** The page's own stylesheet, allowed by its hash in the page's Content-Security-Policy (issue 18). */
const SANDBOX_PAGE_STYLE = `
body{margin:0;font-family:'NanumGothic','Noto Sans KR',sans-serif;background:#f2f4f6;color:#191f28}
main{max-width:420px;margin:0 auto;padding:24px 20px}
.badge{display:inline-block;background:#ffe8cc;color:#b35c00;font-size:12px;padding:2px 8px;border-radius:10px}
h1{font-size:20px;margin:12px 0 4px}.sub{color:#6b7684;font-size:13px;margin:0 0 20px}
.card{background:#fff;border-radius:14px;padding:18px;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0;font-size:14px}dt{color:#6b7684}dd{margin:0;text-align:right}
.amount{font-size:26px;font-weight:700;text-align:right;margin-top:12px}
fieldset{border:0;margin:0;padding:0}legend{font-size:14px;font-weight:700;margin-bottom:10px;padding:0}
.choices{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.choices label{display:flex;align-items:center;gap:6px;border:1px solid #d1d6db;border-radius:10px;padding:10px;font-size:14px;cursor:pointer}
.choices label:has(input:checked){border-color:#3182f6;background:#e8f3ff}
button{width:100%;height:52px;border:0;border-radius:12px;font-size:16px;font-weight:700;cursor:pointer;margin-top:10px}
.ok{background:#3182f6;color:#fff}.no{background:#e5e8eb;color:#333d4b}
.code{color:#6b7684;font-size:13px}
`;
/** The server's policy with this page's inline style allowed by its hash (no other inline anything). */
export const SANDBOX_PAGE_CSP = contentSecurityPolicy({
  styleHashes: [createHash('sha256').update(SANDBOX_PAGE_STYLE).digest('base64')],
});

function page(lang: Lang, body: string): string {
  const x = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(x.title)}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body><main>
<span class="badge">${esc(x.badge)}</span>
${body}
</main></body></html>`;
}

/** The sandbox gateway's approval page, in the buyer's language, as a PG's test-mode window shows it. */
export function sandboxApprovalPage(tx: Row, lang: Lang): string {
  const x = TEXT[lang];
  const method = x.method[tx.method] ?? tx.method;
  const open = tx.status === 'READY';
  const amount = tx.amount.toLocaleString('ko-KR');
  const action = (what: 'approve' | 'decline') => `/api/v1/pg/sandbox/pay/${esc(tx.tid)}/${what}?lang=${lang}`;
  const choices = sandboxChoices(tx.method);
  const picked = (tx.easyPayProvider as SandboxChoice | null) ?? choices[0];
  const picker = choices.length
    ? `<div class="card"><fieldset data-testid="pg-choices"><legend>${esc(x.payWith)}</legend><div class="choices">
${choices
  .map(
    (c) =>
      `<label><input type="radio" name="choice" value="${c}"${c === picked ? ' checked' : ''}>${esc(x.choice[c])}</label>`,
  )
  .join('\n')}
</div></fieldset></div>`
    : '';
  return page(
    lang,
    `<h1>${esc(method)}</h1>
<p class="sub">${esc(x.sub)}</p>
<div class="card"><dl>
<dt>${esc(x.order)}</dt><dd>${esc(tx.orderName)}</dd>
<dt>${esc(x.number)}</dt><dd>${esc(tx.merchantOrderId)}</dd>
</dl><div class="amount" data-testid="pg-amount">${amount}원</div></div>
${
  open
    ? `<form method="post" action="${action('approve')}">${picker}<button class="ok" type="submit">${esc(x.approve)}</button></form>
<form method="post" action="${action('decline')}"><button class="no" type="submit">${esc(x.decline)}</button></form>`
    : `<p class="card">${esc(x.handled(tx.status))}</p>
<form method="post" action="${action('approve')}"><button class="no" type="submit">${esc(x.back)}</button></form>`
}`,
  );
}

/** A refused visit, approve or decline: the result code and its message; nothing was changed. */
export function sandboxRefusalPage(code: string, lang: Lang): string {
  const x = TEXT[lang];
  return page(
    lang,
    `<h1>${esc(x.refused)}</h1>
<div class="card" role="alert" data-result-code="${esc(code)}"><p>${esc(resultMessage(code, lang))}</p>
<p class="code">${esc(x.code)} ${esc(code)}</p></div>`,
  );
}
