import { RC, resultMessage, type EventCheckResponse, type ProductDetail } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Spinner } from '../../shared/ui';
import { useEventCheck } from './api/post-event-check';
import { useLoginConfirm } from './components';

/**
 * The event product's rules on its page, before checkout (shopping §5, issue 19 defect 17): login,
 * single order only (no cart), the per-member quantity, the minimum same-brand payment (paid orders
 * and the same brand in the cart) and the join-date window. For a member the server's check
 * (operations/eventplans/chkvalid) decides; a refusal shows its rule's message.
 */
export function EventRules({ p }: { p: ProductDetail }) {
  const t = useT();
  const [locale] = useLocale();
  const { isLogin, userSysId } = useSession();
  const askLogin = useLoginConfirm();
  const check = useEventCheck(p.planType === 'event' ? p.planPrdtSysId : null, p.prdtSysId, isLogin ? userSysId : null);
  if (p.planType !== 'event' || p.planPrdtSysId === null) return null;
  const won = (n: number) => formatWon(n, locale);
  const r: EventCheckResponse | undefined = check.data;
  const refused =
    r?.refusedMessage ??
    (check.error instanceof ApiError ? check.error.message : check.error ? t('common.loadFailed') : null);
  const rule = r?.rule ?? null;

  return (
    <section className="pblock evrules" aria-labelledby="evrules-h" data-testid="event-rules">
      <h3 id="evrules-h" className="pblock__title">
        {t('catalog.event.title')}
      </h3>
      {!isLogin ? (
        <div className="evrules__alert" role="note">
          <p>{resultMessage(RC.LOGIN_REQUIRED, locale)}</p>
          <p>{t('catalog.event.loginLead')}</p>
          <Button size="sm" onClick={() => askLogin('catalog.event.loginConfirm')}>
            {t('catalog.event.login')}
          </Button>
        </div>
      ) : check.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : refused ? (
        <p className="evrules__alert is-refused" role="alert" data-testid="event-refused">
          {refused}
        </p>
      ) : r && r.isEvent === 0 ? (
        <p className="evrules__ok">{t('catalog.event.notEvent')}</p>
      ) : (
        <p className="evrules__ok" data-testid="event-ok">
          {t('catalog.event.ok')}
        </p>
      )}
      <ul className="evrules__list">
        <li>{resultMessage(RC.CART_EVENT_PRODUCT, locale)}</li>
        {rule && rule.maxQtyPerUser !== null ? (
          <li>{t('catalog.event.limit', { max: rule.maxQtyPerUser, bought: r!.boughtQty })}</li>
        ) : null}
        {rule && rule.minBrandAmount > 0 ? (
          <li>
            {t('catalog.event.minBrand', {
              min: won(rule.minBrandAmount),
              paid: won(r!.brandPaidAmount),
              cart: won(r!.basketBrandAmount ?? 0),
            })}
          </li>
        ) : null}
        {rule && rule.joinWithinDays !== null ? (
          <li>{t('catalog.event.joinWithin', { days: rule.joinWithinDays })}</li>
        ) : null}
      </ul>
    </section>
  );
}

/** Before checkout: the same check for the chosen quantity; returns the refusal's message, or null. */
export async function eventRefusal(
  check: (qty: number) => Promise<unknown>,
  qty: number,
  fallback: string,
): Promise<string | null> {
  try {
    await check(qty);
    return null;
  } catch (e) {
    return e instanceof ApiError && !e.isNetwork ? e.message : fallback;
  }
}
