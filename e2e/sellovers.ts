/**
 * Sellovers through the API (issue 14), as the back-office calls it: a show's brand and products for
 * sale, the vendor accepting a member's sellover request, booking a sellover on a show; and a viewer's
 * order from the show counted on the sellover's open sales chart.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, DEMO_USERS } from './lib.js';
import { orderFromShow } from './orders.js';

interface Show {
  broadcastSysId: number;
  broadcastScheduleSysId: number;
}

/** A show's brand (the vendor a sellover signs up to) and its products for sale (displayed, not sold out). */
export async function showForSale(baseUrl: string, show: Show): Promise<{ brandSysId: number; sellable: number[] }> {
  const intro = await apiCall(
    baseUrl,
    'GET',
    `broadcasts/${show.broadcastSysId}/intro?broadcastScheduleSysId=${show.broadcastScheduleSysId}`,
  );
  const list = await apiCall(baseUrl, 'GET', `broadcasts/${show.broadcastSysId}/products/list?offset=0&count=20`);
  const sellable = (list.broadcastPrdts as { prdtSysId: number; isDisplay: number; isSoldout: number }[])
    .filter((p) => p.isDisplay === 1 && p.isSoldout === 0)
    .map((p) => p.prdtSysId);
  return { brandSysId: (intro.broadcast as { brandSysId: number }).brandSysId, sellable };
}

/** The sellover id of a member (logged in with the demo password). */
export async function sallyOf(baseUrl: string, userId: string): Promise<number> {
  const me = await apiLogin(baseUrl, userId);
  const { sally } = (await apiCall(baseUrl, 'GET', `sally/chksally/${me.id}`, undefined, me.token)) as {
    sally: { sallySysId: number };
  };
  return sally.sallySysId;
}

/** The vendor (the admin) accepts the member's pending sellover request to `brandSysId`: its sellover id. */
export async function acceptSellover(
  baseUrl: string,
  adminToken: string,
  userId: string,
  brandSysId: number,
): Promise<number> {
  const sallySysId = await sallyOf(baseUrl, userId);
  const pending = await apiCall(
    baseUrl,
    'GET',
    `sally/preregistration/vendor/list?brandSysId=${brandSysId}&status=0`,
    undefined,
    adminToken,
  );
  const contract = (pending.contracts as { contractSysId: number; sallySysId: number }[]).find(
    (c) => c.sallySysId === sallySysId,
  )!;
  const accepted = await apiCall(
    baseUrl,
    'PATCH',
    `sally/preregistration/contract/${contract.contractSysId}`,
    { status: 1 },
    adminToken,
  );
  assert.equal(accepted.resultCode, '0001', JSON.stringify(accepted));
  return sallySysId;
}

/** Books a sellover as the host of a show's schedule (the admin's call). */
export async function bookSellover(
  baseUrl: string,
  adminToken: string,
  broadcastScheduleSysId: number,
  sallySysId: number,
): Promise<void> {
  const booked = await apiCall(
    baseUrl,
    'POST',
    'sally/broadcastsally',
    { broadcastScheduleSysId, sallySysId },
    adminToken,
  );
  assert.equal(booked.resultCode, '0001', JSON.stringify(booked));
}

/**
 * The sellover's sales chart of the show (/seller/saleChartDetail, open in `chart`) counts one more
 * order, without a reload, once the demo buyer orders one of `sellable` from the show.
 */
export async function chartCountsShowOrder(
  chart: Page,
  baseUrl: string,
  sellable: number[],
  broadcastScheduleSysId: number,
): Promise<void> {
  const ordersTile = chart.locator('.sl-tile', { hasText: '주문' }).locator('strong');
  await ordersTile.waitFor();
  const before = Number((await ordersTile.textContent())!.replace(/,/g, ''));
  const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
  await orderFromShow(baseUrl, buyer.token, sellable, broadcastScheduleSysId);
  await chart.waitForFunction(
    (n) => Number(document.querySelectorAll('.sl-tile strong')[1]?.textContent?.replace(/,/g, '')) === n,
    before + 1,
    { timeout: 15_000 },
  );
}
