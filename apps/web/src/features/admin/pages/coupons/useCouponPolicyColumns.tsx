import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { adminCouponIssueRequest } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { askText, notify } from '../../../../shared/dialog';
import { formatWon } from '../../../../shared/format';
import { useLocale } from '../../../../shared/i18n';
import { useCouponActions } from '../../api/coupons';
import { useAdminT } from '../../i18n';
import { validate } from '../../ui/form';
import { parseIds } from '../../ui/format';
import type { Policy } from './coupon-policy';

/** The policies table's columns; a writer gets edit and issue (to member ids asked for) on each row. */
export function useCouponPolicyColumns({ write, onEdit }: { write: boolean; onEdit: (p: Policy) => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const { issue } = useCouponActions();
  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error'));
  return useMemo<ColumnDef<Policy, unknown>[]>(
    () => [
      { id: 'id', header: 'ID', enableSorting: false, accessorFn: (r) => r.couponPolicySysId },
      {
        id: 'kind',
        header: t('admin.coupons.kind'),
        enableSorting: false,
        accessorFn: (r) => t(`admin.coupons.kinds.${String(r.kind)}`),
      },
      { id: 'name', header: t('admin.coupons.name'), enableSorting: false, accessorFn: (r) => r.name },
      {
        id: 'discount',
        header: t('admin.coupons.discount'),
        enableSorting: false,
        accessorFn: (r) =>
          r.discountTypeCode === 'percent'
            ? `${String(r.discountAmount)}%`
            : formatWon(Number(r.discountAmount), locale),
      },
      {
        id: 'issued',
        header: t('admin.coupons.issued'),
        enableSorting: false,
        accessorFn: (r) => `${String(r.issuedCount ?? 0)}${r.totalCap ? ` / ${String(r.totalCap)}` : ''}`,
      },
      { id: 'isUse', header: t('admin.coupons.isUse'), enableSorting: false, accessorFn: (r) => (r.isUse ? 'Y' : 'N') },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          write ? (
            <span className="adm-bulk">
              <button type="button" onClick={() => onEdit(r)}>
                {t('admin.form.edit')}
              </button>
              <button
                type="button"
                onClick={async () => {
                  const ids = await askText(t('admin.coupons.issueAsk'));
                  if (!ids) return;
                  const v = validate(adminCouponIssueRequest, {
                    userSysIds: parseIds(ids),
                  });
                  if (!v.ok) return notify(t('admin.coupons.issueInvalid'));
                  issue.mutate(
                    { id: r.couponPolicySysId, userSysIds: v.data.userSysIds },
                    { onSuccess: () => notify(t('admin.coupons.issuedDone')), onError: fail },
                  );
                }}
              >
                {t('admin.coupons.issue')}
              </button>
            </span>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, write, issue],
  );
}
