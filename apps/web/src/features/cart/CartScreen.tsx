import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CART_POLICY,
  ORDER_DRAFT_STORAGE_KEY,
  resultMessage,
  type BasketLine,
  type OrderDraft,
  RC,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { formatWon, cutName } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { session } from '../../shared/storage';
import { Button, EmptyState, Page, Spinner } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { readGuestCart, writeGuestCart } from '../../shared/guest-cart';
import { getProductOptions, postQuote, useBaskets, useBasketMutations } from './api/baskets';
import './cart.css';

/** A cart line as the screen shows it, from the member cart or the guest cart. */
interface ViewLine {
  key: string;
  basketSysId: number | null;
  prdtSysId: number;
  name: string;
  brandName: string;
  squareImageUrl: string;
  unitPrice: number;
  qty: number;
  optionText: string;
  options: number[];
  addingProducts: { prdtAddingProductDetailSysId: number; addingQty: number }[];
  broadcastScheduleSysId: number | null;
  blockedCode: string | null;
  stock: number | null;
  hasOptions: boolean;
}

const fromBasket = (b: BasketLine): ViewLine => ({
  key: `b${b.basketSysId}`,
  basketSysId: b.basketSysId,
  prdtSysId: b.prdtSysId,
  name: b.name,
  brandName: b.brandName,
  squareImageUrl: b.squareImageUrl,
  unitPrice: b.price,
  qty: b.basketQty,
  optionText: [
    ...b.options.map((o) => `${o.optionGroup}: ${o.optionKeyName}`),
    ...b.addingProducts.map((a) => `+ ${a.name} × ${a.addingQty}`),
  ].join(' / '),
  options: b.options.map((o) => o.prdtOptionSysId),
  addingProducts: b.addingProducts.map((a) => ({
    prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
    addingQty: a.addingQty,
  })),
  broadcastScheduleSysId: b.broadcastScheduleSysId,
  blockedCode: b.blockedCode,
  stock: b.stock,
  hasOptions: b.options.length > 0,
});

/** /cart: selection, quantity and option changes, deletion, totals with delivery fees from the server. */
export function CartScreen() {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const navigate = useNavigate();
  const { isLogin, userSysId } = useSession();
  const member = isLogin ? userSysId : null;
  const baskets = useBaskets(member);
  const { merge, put, del } = useBasketMutations(member);
  const [guest, setGuest] = useState(readGuestCart);
  const [unselected, setUnselected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const merging = useRef(false);

  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('cart.failed'));

  // a guest cart is merged into the member cart after login, then removed (shopping §4)
  useEffect(() => {
    if (member === null || guest.length === 0 || merging.current) return;
    merging.current = true;
    merge
      .mutateAsync(guest)
      .then((r) => {
        writeGuestCart([]);
        setGuest([]);
        if (r.skipped.length > 0) {
          void notify(
            t('cart.mergeSkipped', {
              count: r.skipped.length,
              reason: resultMessage(r.skipped[0]!.resultCode, locale),
            }),
          );
        }
      })
      .catch(fail)
      .finally(() => {
        merging.current = false;
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member, guest.length]);

  const lines: ViewLine[] = useMemo(() => {
    if (member !== null) return (baskets.data?.baskets ?? []).map(fromBasket);
    return guest.map((g) => ({
      key: g.key,
      basketSysId: null,
      prdtSysId: g.prdtSysId,
      name: g.name,
      brandName: g.brandName,
      squareImageUrl: g.squareImageUrl,
      unitPrice: g.unitPrice,
      qty: g.qty,
      optionText: g.optionText,
      options: g.options,
      addingProducts: g.addingProducts,
      broadcastScheduleSysId: g.broadcastScheduleSysId,
      blockedCode: null,
      stock: null,
      hasOptions: g.options.length > 0,
    }));
  }, [member, baskets.data, guest]);

  const selected = lines.filter((l) => !unselected.has(l.key) && !l.blockedCode);
  const quoteItems = selected.map((l) => ({
    prdtSysId: l.prdtSysId,
    qty: l.qty,
    options: l.options,
    addingProducts: l.addingProducts,
    broadcastScheduleSysId: l.broadcastScheduleSysId,
  }));
  const quote = useQuery({
    queryKey: ['cart-quote', member, JSON.stringify(quoteItems)],
    queryFn: () => postQuote(quoteItems),
    enabled: quoteItems.length > 0,
    retry: false,
  });

  const toggleAll = (on: boolean) => setUnselected(on ? new Set() : new Set(lines.map((l) => l.key)));
  const toggle = (key: string) =>
    setUnselected((s) => {
      const n = new Set(s);
      if (n.has(key)) n.delete(key);
      else n.add(key);
      return n;
    });

  const changeQty = async (l: ViewLine, qty: number) => {
    if (qty < 1) return;
    if (l.stock !== null && qty > l.stock) return notify(resultMessage(RC.CART_QTY_EXCEEDED, locale));
    if (member !== null && l.basketSysId) {
      try {
        await put.mutateAsync({ basketSysId: l.basketSysId, body: { basketQty: qty } });
      } catch (e) {
        void fail(e);
      }
    } else {
      const next = guest.map((g) => (g.key === l.key ? { ...g, qty } : g));
      writeGuestCart(next);
      setGuest(next);
    }
  };
  const remove = async (keys: string[]) => {
    if (keys.length === 0) return notify(resultMessage(RC.NOTHING_SELECTED, locale));
    if (member !== null) {
      const ids = lines.filter((l) => keys.includes(l.key) && l.basketSysId).map((l) => l.basketSysId!);
      try {
        await del.mutateAsync(ids);
      } catch (e) {
        void fail(e);
      }
    } else {
      const next = guest.filter((g) => !keys.includes(g.key));
      writeGuestCart(next);
      setGuest(next);
    }
  };

  const order = () => {
    if (selected.length === 0) return notify(resultMessage(RC.NOTHING_SELECTED, locale));
    const draft: OrderDraft = {
      from: 'cart',
      items: selected.map((l) => ({
        prdtSysId: l.prdtSysId,
        qty: l.qty,
        options: l.options,
        addingProducts: l.addingProducts,
        broadcastScheduleSysId: l.broadcastScheduleSysId,
        basketSysId: l.basketSysId,
      })),
      guestKeys: member === null ? selected.map((l) => l.key) : [],
    };
    session.set(ORDER_DRAFT_STORAGE_KEY, JSON.stringify(draft));
    void navigate('/cartOrder');
  };

  const loading = member !== null && (baskets.isLoading || guest.length > 0);
  const a = quote.data?.amounts;
  return (
    <Page title={t('screens.cart')} className="cart">
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : lines.length === 0 ? (
        <EmptyState title={t('cart.empty')} />
      ) : (
        <>
          <div className="cart-toolbar">
            <label>
              <input
                type="checkbox"
                checked={unselected.size === 0}
                onChange={(e) => toggleAll(e.target.checked)}
                aria-label={t('cart.selectAll')}
              />
              {t('cart.selectAllCount', { count: selected.length, total: lines.length })}
            </label>
            <button
              type="button"
              className="linkish"
              onClick={() => void remove(lines.filter((l) => !unselected.has(l.key)).map((l) => l.key))}
            >
              {t('cart.deleteSelected')}
            </button>
          </div>
          <ul className="plain-list" aria-label={t('screens.cart')}>
            {lines.map((l) => (
              <li key={l.key} className="cart-line" data-testid="cart-line">
                <input
                  type="checkbox"
                  checked={!unselected.has(l.key) && !l.blockedCode}
                  disabled={!!l.blockedCode}
                  onChange={() => toggle(l.key)}
                  aria-label={t('cart.select', { name: l.name })}
                />
                <img src={l.squareImageUrl} alt="" />
                <div>
                  <p className="cart-line__brand">{l.brandName}</p>
                  <p className="cart-line__name">{cutName(l.name)}</p>
                  {l.optionText ? <p className="cart-line__opt">{l.optionText}</p> : null}
                  <div className="cart-line__row">
                    <div className="qty" role="group" aria-label={t('cart.qty')}>
                      <button type="button" onClick={() => void changeQty(l, l.qty - 1)} aria-label={t('cart.minus')}>
                        −
                      </button>
                      <span data-testid="cart-qty">{l.qty}</span>
                      <button type="button" onClick={() => void changeQty(l, l.qty + 1)} aria-label={t('cart.plus')}>
                        +
                      </button>
                    </div>
                    <span className="cart-line__price">{won(l.unitPrice * l.qty)}</span>
                  </div>
                  <div className="cart-line__actions">
                    {member !== null && l.hasOptions ? (
                      <button
                        type="button"
                        className="linkish"
                        onClick={() => setEditing(editing === l.key ? null : l.key)}
                      >
                        {t('cart.changeOption')}
                      </button>
                    ) : null}
                    <button type="button" className="linkish" onClick={() => void remove([l.key])}>
                      {t('cart.delete')}
                    </button>
                  </div>
                  {l.blockedCode ? <p className="cart-line__blocked">{resultMessage(l.blockedCode, locale)}</p> : null}
                </div>
                {editing === l.key && member !== null && l.basketSysId ? (
                  <OptionEditor
                    line={l}
                    onDone={async (ids) => {
                      try {
                        await put.mutateAsync({
                          basketSysId: l.basketSysId!,
                          body: { productOptions: ids.map((id) => ({ prdtOptionSysId: id })) },
                        });
                        setEditing(null);
                      } catch (e) {
                        void fail(e);
                      }
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {a ? <MoneySummary amounts={a} totalLabel="expected" totalTestId="cart-total" /> : null}
          {quote.error instanceof ApiError ? (
            <p className="cart-line__blocked" role="alert" style={{ padding: '0 16px' }}>
              {quote.error.message}
            </p>
          ) : null}
          <p className="notice-small">
            {t('cart.keepNotice', { days: CART_POLICY.keepDays, max: CART_POLICY.maxItems })}
          </p>
          <div className="sticky-cta">
            <Button block size="lg" onClick={order} disabled={selected.length === 0}>
              {t('cart.order', { count: selected.length })}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}

function OptionEditor({ line, onDone }: { line: ViewLine; onDone: (ids: number[]) => void | Promise<void> }) {
  const t = useT();
  const [locale] = useLocale();
  const product = useQuery({
    queryKey: ['cart-options', line.prdtSysId],
    queryFn: () => getProductOptions(line.prdtSysId),
  });
  const groups = product.data?.product.optionGroups ?? [];
  const [chosen, setChosen] = useState<number[]>(line.options);
  if (product.isLoading) return <Spinner label={t('common.loading')} />;
  return (
    <div className="opt-edit">
      {groups.map((g, gi) => (
        <select
          key={g.name}
          aria-label={g.name}
          value={chosen[gi] ?? ''}
          onChange={(e) => setChosen((c) => groups.map((_, i) => (i === gi ? Number(e.target.value) : (c[i] ?? 0))))}
        >
          {g.productOptions.map((o) => (
            <option key={o.prdtOptionSysId} value={o.prdtOptionSysId} disabled={o.count <= 0}>
              {o.optionKeyName}
              {o.price > 0 ? ` (+${formatWon(o.price, locale)})` : ''}
              {o.count <= 0 ? ` · ${t('cart.soldOut')}` : ''}
            </option>
          ))}
        </select>
      ))}
      <Button size="sm" onClick={() => void onDone(chosen)}>
        {t('cart.applyOption')}
      </Button>
    </div>
  );
}
