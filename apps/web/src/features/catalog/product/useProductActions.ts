import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RC, resultMessage, type ProductDetail } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { addToGuestCart } from '../../../shared/guest-cart';
import { useLocale, useT } from '../../../shared/i18n';
import { writeProductHandover } from '../../../shared/product-handover';
import { useSession } from '../../../shared/session';
import { postBasket } from '../api/post-basket';
import { postEventCheck } from '../api/post-event-check';
import { useLoginConfirm } from '../components';
import { eventRefusal } from '../EventRules';
import type { ProductLines } from './useProductLines';

/** Add to cart and Buy from the product page, with the checks they share. */
export function useProductActions(p: ProductDetail, sel: ProductLines) {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const { isLogin, userSysId } = useSession();
  const { lines, adds, effectiveLines, total } = sel;
  const notForSale = p.isDisplay === 0;
  const soldOut = p.isSoldout === 1;
  // the broadcast goes on to the cart and checkout only while its live price is what the page shows:
  // after the window (or before it) the line is a plain one, so a reload lets the buyer order normally
  const liveSchedule = p.livePriceApplied === 1 ? p.broadcastScheduleSysId : null;

  /** The checks Buy and Add to cart share; returns false after telling the user why not. */
  const canOrder = () => {
    if (notForSale) return (notify(t('product.cannotBuy')), false);
    if (soldOut) return (notify(resultMessage(RC.PRODUCT_SOLD_OUT, locale)), false);
    // shopping §8: live-only, outside its broadcast's hours
    if (p.liveOnlyClosed === 1) return (notify(resultMessage(RC.PRODUCT_LIVE_ONLY, locale)), false);
    if (p.isOption === 1 && lines.length === 0) return (notify(t('catalog.product.optionRequired')), false);
    return true;
  };

  const [adding, setAdding] = useState(false);
  /** Add to cart (shopping §5) with the chosen options: a member's cart on the server, a guest's in the session. */
  const addToCart = async () => {
    // an event product is a single order only (6006)
    if (p.planType === 'event') return notify(resultMessage(RC.CART_EVENT_PRODUCT, locale));
    if (!canOrder()) return;
    const addingProducts = adds.map((a) => ({
      prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
      addingQty: a.addingQty,
    }));
    if (isLogin && userSysId) {
      setAdding(true);
      try {
        await postBasket(userSysId, {
          prdtSysId: p.prdtSysId,
          broadcastScheduleSysId: liveSchedule,
          planPrdtSysId: p.planPrdtSysId,
          ...(p.isOption === 1
            ? {
                optionGroups: lines.map((l) => ({
                  optionQty: l.count,
                  productOptions: l.prdtOptionSysIds.map((id) => ({ prdtOptionSysId: id })),
                })),
              }
            : { basketQty: effectiveLines[0]!.count }),
          addingProducts,
        });
      } catch (e) {
        return notify(e instanceof ApiError ? e.message : t('catalog.product.cartFailed'));
      } finally {
        setAdding(false);
      }
    } else {
      const r = addToGuestCart(
        effectiveLines.map((l, i) => ({
          prdtSysId: p.prdtSysId,
          qty: l.count,
          options: l.prdtOptionSysIds,
          // adding products ride on the first combination, as in the member cart
          addingProducts: i === 0 ? addingProducts : [],
          broadcastScheduleSysId: liveSchedule,
          name: p.name,
          brandName: p.brandName,
          squareImageUrl: p.squareImageUrl,
          unitPrice: l.unitPrice,
          optionText: [
            ...(l.name ? [l.name] : []),
            ...(i === 0 ? adds.map((a) => `+ ${a.name} × ${a.addingQty}`) : []),
          ].join(' / '),
        })),
      );
      if (!r.ok) return notify(resultMessage(r.code, locale));
    }
    sel.reset();
    if (await ask(t('catalog.product.cartAdded'))) void navigate('/cart');
  };

  const askLogin = useLoginConfirm();
  const [checking, setChecking] = useState(false);
  const buy = async () => {
    if (!canOrder()) return;
    // an event product: login, then the event rules for the chosen quantity, before checkout (defect 17)
    if (p.planType === 'event' && p.planPrdtSysId !== null) {
      if (!isLogin) return askLogin('catalog.event.loginConfirm');
      setChecking(true);
      const refusal = await eventRefusal(
        (qty) => postEventCheck({ planPrdtSysId: p.planPrdtSysId!, prdtSysId: p.prdtSysId, qty }),
        effectiveLines.reduce((s, l) => s + l.count, 0),
        t('common.loadFailed'),
      );
      setChecking(false);
      if (refusal) return notify(refusal);
    }
    // client state of the spec (§3): product, selectedOptions, selectedAddPrdts, finalPrice; the checkout reads it
    writeProductHandover({
      prdtSysId: p.prdtSysId,
      broadcastScheduleSysId: liveSchedule,
      // the show the page was opened from (its player, live or replay): the order's attribution (issue 14)
      fromBroadcastScheduleSysId: p.broadcastScheduleSysId ?? null,
      planPrdtSysId: p.planPrdtSysId,
      selectedOptions: effectiveLines.map((l) => ({
        name: l.name,
        count: l.count,
        price: l.unitPrice,
        prdtOptionSysIds: l.prdtOptionSysIds,
      })),
      selectedAddPrdts: adds.map((a) => ({
        prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
        addingQty: a.addingQty,
        price: a.price,
      })),
      finalPrice: total,
    });
    void navigate('/BuyProduct');
  };
  return { addToCart, buy, adding, checking };
}
