import { CLAIM_EVIDENCE_DAYS, CLAIM_POLICY, type ClaimView } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { useAddClaimPhotos } from '../api/post-claim-photos';

/**
 * Evidence photos added to an open exchange/return (shopping §9: within CLAIM_EVIDENCE_DAYS of the
 * request); after that the server refuses with 7046 and its message is shown.
 */
export function AddClaimPhotos({ claim: c }: { claim: ClaimView }) {
  const t = useT();
  const add = useAddClaimPhotos();
  const left = CLAIM_POLICY.maxImages - c.images.length;
  if (left <= 0) return null;
  const onPick = (files: FileList | null) => {
    const photos = Array.from(files ?? []).slice(0, left);
    if (!photos.length) return;
    add.mutate(
      { orderSysId: c.orderSysId, orderPrdtSysId: c.orderPrdtSysId, claimSysId: c.claimSysId, photos },
      {
        onSuccess: () => notify(t('claims.detail.photosAdded')),
        onError: (e) => notify(e instanceof ApiError ? e.message : t('claims.detail.photosFailed')),
      },
    );
  };
  return (
    <div className="claimdetail__evidence">
      <label className={add.isPending ? 'is-busy' : undefined}>
        {t('claims.detail.addPhotos')}
        <input
          type="file"
          accept="image/*"
          multiple
          hidden
          disabled={add.isPending}
          data-testid="claim-add-photos"
          onChange={(e) => {
            onPick(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </label>
      <p>{t('claims.detail.addPhotosHint', { days: CLAIM_EVIDENCE_DAYS, max: CLAIM_POLICY.maxImages })}</p>
    </div>
  );
}
