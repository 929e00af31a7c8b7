import { POINT_USE_POLICY, type CheckoutQuoteResponse } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { Button, TextField } from '../../../shared/ui';

/** Points: the balance, the amount to use (in steps), all of it at once. */
export function PointsSection({
  quote,
  pointError,
  points,
  onPoints,
}: {
  quote: CheckoutQuoteResponse | undefined;
  pointError: string | null;
  points: number;
  onPoints: (n: number) => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const a = quote?.amounts;
  const balance = quote?.pointBalance ?? 0;
  return (
    <section aria-labelledby="buy-points">
      <h2 id="buy-points">{t('checkout.points')}</h2>
      <p className="hint">{t('checkout.pointsHeld', { points: won(balance).replace(/원|₩/g, '') })}</p>
      <div className="row">
        <TextField
          label={t('checkout.pointsUse')}
          inputMode="numeric"
          value={points ? String(points) : ''}
          disabled={balance < POINT_USE_POLICY.minHeld}
          onChange={(e) => onPoints(Number(e.target.value.replace(/\D/g, '').slice(0, 9)) || 0)}
          error={pointError}
          hint={t('checkout.pointsRule', { min: POINT_USE_POLICY.minHeld, step: POINT_USE_POLICY.step })}
        />
        <Button
          variant="outline"
          disabled={balance < POINT_USE_POLICY.minHeld || !a}
          style={{ marginBottom: 30, flex: '0 0 auto' }}
          onClick={() => {
            const payable = a ? a.payAmount + a.pointAmount : 0;
            onPoints(Math.floor(Math.min(balance, payable) / POINT_USE_POLICY.step) * POINT_USE_POLICY.step);
          }}
        >
          {t('checkout.pointsAll')}
        </Button>
      </div>
    </section>
  );
}
