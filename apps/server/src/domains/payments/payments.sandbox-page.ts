import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../http/security-headers.js';
import type { sandboxPgTransactions } from '../../db/schema/index.js';

type Row = typeof sandboxPgTransactions.$inferSelect;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const METHOD_LABEL: Record<string, [string, string]> = {
  card: ['신용/체크카드', 'Credit/debit card'],
  transfer: ['실시간 계좌이체', 'Real-time bank transfer'],
  easypay: ['간편결제', 'Easy pay'],
};
const PROVIDER_LABEL: Record<string, string> = {
  kakaopay: '카카오페이 KakaoPay',
  naverpay: '네이버페이 NaverPay',
  tosspay: '토스페이 TossPay',
  payco: '페이코 PAYCO',
};

/** The page's own stylesheet, allowed by its hash in the page's Content-Security-Policy (issue 18). */
const SANDBOX_PAGE_STYLE = `
body{margin:0;font-family:'NanumGothic','Noto Sans KR',sans-serif;background:#f2f4f6;color:#191f28}
main{max-width:420px;margin:0 auto;padding:24px 20px}
.badge{display:inline-block;background:#ffe8cc;color:#b35c00;font-size:12px;padding:2px 8px;border-radius:10px}
h1{font-size:20px;margin:12px 0 4px}.sub{color:#6b7684;font-size:13px;margin:0 0 20px}
.card{background:#fff;border-radius:14px;padding:18px;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0;font-size:14px}dt{color:#6b7684}dd{margin:0;text-align:right}
.amount{font-size:26px;font-weight:700;text-align:right;margin-top:12px}
button{width:100%;height:52px;border:0;border-radius:12px;font-size:16px;font-weight:700;cursor:pointer;margin-top:10px}
.ok{background:#3182f6;color:#fff}.no{background:#e5e8eb;color:#333d4b}
`;
/** The server's policy with this page's inline style allowed by its hash (no other inline anything). */
export const SANDBOX_PAGE_CSP = contentSecurityPolicy({
  styleHashes: [createHash('sha256').update(SANDBOX_PAGE_STYLE).digest('base64')],
});

/** The sandbox gateway's approval page (Korean with English), as a PG's test-mode window shows it. */
export function sandboxApprovalPage(tx: Row): string {
  const [ko, en] = METHOD_LABEL[tx.method] ?? [tx.method, tx.method];
  const provider = tx.easyPayProvider ? (PROVIDER_LABEL[tx.easyPayProvider] ?? tx.easyPayProvider) : '';
  const open = tx.status === 'READY';
  const amount = tx.amount.toLocaleString('ko-KR');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>샌드박스 결제 Sandbox payment</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body><main>
<span class="badge">TEST MODE · 테스트 결제</span>
<h1>${esc(ko)}${provider ? ` · ${esc(provider)}` : ''}</h1>
<p class="sub">${esc(en)} — 실제 돈이 나가지 않는 샌드박스 결제창입니다. No real money moves.</p>
<div class="card"><dl>
<dt>주문 Order</dt><dd>${esc(tx.orderName)}</dd>
<dt>주문번호 No.</dt><dd>${esc(tx.merchantOrderId)}</dd>
</dl><div class="amount" data-testid="pg-amount">${amount}원</div></div>
${
  open
    ? `<form method="post" action="/api/v1/pg/sandbox/pay/${esc(tx.tid)}/approve"><button class="ok" type="submit">결제 승인 Approve</button></form>
<form method="post" action="/api/v1/pg/sandbox/pay/${esc(tx.tid)}/decline"><button class="no" type="submit">결제 거절 Decline</button></form>`
    : `<p class="card">이미 처리된 결제입니다. This payment was already handled (${esc(tx.status)}).</p>
<form method="post" action="/api/v1/pg/sandbox/pay/${esc(tx.tid)}/approve"><button class="no" type="submit">돌아가기 Return</button></form>`
}
</main></body></html>`;
}
