import { useT } from '../i18n';
import { useOperator } from '../api/get-operator';
import './compliance.css';

/**
 * Issue 25 N2: a production server running the sandbox gateway (PAYMENT_GATEWAY=sandbox) says so on
 * every page: payments there are simulated. The server tells it (`GET operator` → testMode).
 */
export function TestModeBanner() {
  const t = useT();
  if (!useOperator().data?.operator.testMode) return null;
  return (
    <div className="testmode" role="note" data-testid="test-mode-banner">
      {t('compliance.testMode.banner')}
    </div>
  );
}
