import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isValidSallyName, RC, SALLY_POLICY, type SallyContract } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, ButtonLink, EmptyState, Page, Spinner, TextField } from '../../shared/ui';
import { useChkSally } from './api/get-chk-sally';
import { getChkDupSallyName } from './api/get-chk-dup-sally-name';
import { usePreregistrations } from './api/get-preregistrations';
import { useWithdrawContractMutation } from './api/patch-contract';
import { useJoinSallyMutation } from './api/post-sally';
import { useRequestVendorMutation } from './api/put-preregistration';
import { useRenameSallyMutation } from './api/put-sally';
import './sally.css';

const message = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/** The sally name with its length counter and the duplicate check (live §5). */
function NameField({
  value,
  onChange,
  checked,
  onChecked,
}: {
  value: string;
  onChange: (v: string) => void;
  checked: string | null;
  onChecked: (name: string | null) => void;
}) {
  const t = useT();
  const [hint, setHint] = useState<{ ok: boolean; text: string } | null>(null);
  const valid = isValidSallyName(value);
  const check = async () => {
    if (!valid) return setHint({ ok: false, text: t('sally.join.nameRule', { max: SALLY_POLICY.nameMaxLength }) });
    try {
      const r = await getChkDupSallyName(value);
      onChecked(r.isUsable === 1 ? value : null);
      setHint(
        r.isUsable === 1
          ? { ok: true, text: t('sally.join.nameFree') }
          : { ok: false, text: t('sally.join.nameTaken') },
      );
    } catch (e) {
      onChecked(null);
      setHint({ ok: false, text: message(e, t('sally.join.nameRule', { max: SALLY_POLICY.nameMaxLength })) });
    }
  };
  return (
    <div className="sl-field">
      <div className="sl-row">
        <TextField
          label={t('sally.join.name')}
          value={value}
          maxLength={SALLY_POLICY.nameMaxLength}
          placeholder={t('sally.join.namePlaceholder', { max: SALLY_POLICY.nameMaxLength })}
          onChange={(e) => {
            onChange(e.target.value.trim());
            onChecked(null);
            setHint(null);
          }}
        />
        <Button variant="outline" onClick={() => void check()} disabled={!value}>
          {t('sally.join.checkName')}
        </Button>
      </div>
      <p className={hint ? (hint.ok ? 'sl-ok' : 'sl-bad') : 's-muted'} role={hint ? 'status' : undefined}>
        {hint?.text ?? t('sally.join.nameRule', { max: SALLY_POLICY.nameMaxLength })}
        {checked === value && !hint ? ` ${t('sally.join.nameFree')}` : ''}
      </p>
    </div>
  );
}

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="s-consent">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** '/seller/join': sally name (duplicate check), vendor, terms, 14+ and a guardian's consent under 19. */

/** The vendors a sellover may ask for a contract with, after a "pick one" entry (value 0). */
function VendorOptions({ vendors }: { vendors: { brandSysId: number; brandName: string }[] | undefined }) {
  const t = useT();
  return (
    <>
      <option value={0}>{t('sally.join.vendorPick')}</option>
      {vendors?.map((v) => (
        <option key={v.brandSysId} value={v.brandSysId}>
          {v.brandName}
        </option>
      ))}
    </>
  );
}

export function SellerJoinScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { userSysId } = useSession();
  const join = useJoinSallyMutation(userSysId);
  const current = useChkSally(userSysId);
  const prereg = usePreregistrations();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [brand, setBrand] = useState(0);
  const [terms, setTerms] = useState(false);
  const [age14, setAge14] = useState(false);
  const [minor, setMinor] = useState(false);
  const [guardian, setGuardian] = useState(false);
  const [birthday, setBirthday] = useState('');
  const [needBirthday, setNeedBirthday] = useState(false);
  const [busy, setBusy] = useState(false);

  // a member who is a sellover already goes to the list (not the one who just signed up here)
  const joining = useRef(false);
  useEffect(() => {
    if (current.data?.sally && !joining.current) void navigate('/seller/sellerList', { replace: true });
  }, [current.data, navigate]);

  const submit = async () => {
    if (!checked || checked !== name) return notify(t('sally.join.needCheck'));
    if (!brand) return notify(t('sally.join.needVendor'));
    if (!terms) return notify(t('sally.join.needTerms'));
    if (!age14) return notify(t('sally.join.needAge', { min: SALLY_POLICY.minAge }));
    if (minor && !guardian) return notify(t('sally.join.needGuardian', { guardian: SALLY_POLICY.guardianUnderAge }));
    if (needBirthday && !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return notify(t('sally.join.needBirthday'));
    setBusy(true);
    joining.current = true;
    try {
      await join.mutateAsync({
        sallyName: name,
        brandSysId: brand,
        agreeTerms: terms,
        guardianConsent: minor && guardian,
        ...(needBirthday ? { birthday } : {}),
      });
      void navigate('/seller/joinFin', { replace: true });
    } catch (e) {
      joining.current = false;
      if (e instanceof ApiError && e.code === RC.SALLY_BIRTHDAY_REQUIRED) setNeedBirthday(true);
      if (e instanceof ApiError && e.code === RC.SALLY_GUARDIAN_REQUIRED) setMinor(true);
      void notify(message(e, t('sally.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('screens.sellerJoin')}>
      <div className="sl-body">
        <p className="s-muted">{t('sally.join.lead')}</p>
        <NameField value={name} onChange={setName} checked={checked} onChecked={setChecked} />
        <label className="sl-field">
          <span className="sl-label">{t('sally.join.vendor')}</span>
          <select className="sl-select" value={brand} onChange={(e) => setBrand(Number(e.target.value))}>
            <VendorOptions vendors={prereg.data?.vendors} />
          </select>
          <span className="s-muted">{t('sally.join.vendorNote')}</span>
        </label>
        {needBirthday ? (
          <TextField
            label={t('sally.join.birthday')}
            type="date"
            value={birthday}
            onChange={(e) => setBirthday(e.target.value)}
          />
        ) : null}
        <Check checked={terms} onChange={setTerms}>
          {t('sally.join.terms', { date: SALLY_POLICY.termsEffectiveDate })}{' '}
          <a href="/seller/intro" target="_blank" rel="noreferrer">
            {t('sally.join.viewTerms')}
          </a>
        </Check>
        <Check checked={age14} onChange={setAge14}>
          {t('sally.join.age14', { min: SALLY_POLICY.minAge })}
        </Check>
        <Check checked={minor} onChange={setMinor}>
          {t('sally.join.minor', { guardian: SALLY_POLICY.guardianUnderAge })}
        </Check>
        {minor ? (
          <Check checked={guardian} onChange={setGuardian}>
            {t('sally.join.guardian')}
          </Check>
        ) : null}
        <Button size="lg" block busy={busy} onClick={() => void submit()}>
          {t('sally.join.submit')}
        </Button>
      </div>
    </Page>
  );
}

/** '/seller/joinFin': the request went to the vendor. */
export function SellerJoinFinScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const sally = useChkSally(userSysId).data?.sally;
  return (
    <Page title={t('screens.sellerJoinFin')} back={false}>
      <div className="sl-body">
        <EmptyState
          title={t('sally.fin.title', { name: sally?.sallyName ?? '' })}
          description={t('sally.fin.text')}
          action={
            <div className="sl-actions">
              <ButtonLink to="/seller/modify" variant="outline">
                {t('sally.fin.contracts')}
              </ButtonLink>
              <ButtonLink to="/seller/sellerList">{t('sally.fin.toList')}</ButtonLink>
            </div>
          }
        />
      </div>
    </Page>
  );
}

const STATUS_KEYS = ['standby', 'complete', 'withdrawn'] as const;

function ContractRow({ c }: { c: SallyContract }) {
  const t = useT();
  const withdrawContract = useWithdrawContractMutation();
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
  const withdraw = async () => {
    const key = c.status === 0 ? 'sally.modify.cancelConfirm' : 'sally.modify.withdrawConfirm';
    if (!(await ask(t(key, { brand: c.brandName })))) return;
    try {
      await withdrawContract.mutateAsync(c.contractSysId);
    } catch (e) {
      void notify(message(e, t('sally.failed')));
    }
  };
  return (
    <li className="sl-contract">
      <div>
        <strong>{c.brandName}</strong>
        <span className={`sl-badge sl-badge--${c.status}`}>{t(`sally.status.${STATUS_KEYS[c.status]}`)}</span>
      </div>
      <p className="s-muted">
        {t('sally.modify.requested', { date: day(c.requestedAt) })}
        {c.signedAt ? ` · ${t('sally.modify.signed', { date: day(c.signedAt) })}` : ''}
        {c.withdrawnAt ? ` · ${t('sally.modify.withdrawn', { date: day(c.withdrawnAt) })}` : ''}
      </p>
      {c.status !== 2 ? (
        <Button size="sm" variant="ghost" onClick={() => void withdraw()}>
          {t(c.status === 0 ? 'sally.modify.cancel' : 'sally.modify.withdraw')}
        </Button>
      ) : null}
    </li>
  );
}

/** '/seller/modify': the sally name, the contracts of the last three months, another vendor request. */
export function SellerModifyScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const rename = useRenameSallyMutation();
  const requestVendor = useRequestVendorMutation();
  const chk = useChkSally(userSysId);
  const sally = chk.data?.sally;
  const prereg = usePreregistrations(!!sally);
  const [edited, setName] = useState<string | null>(null);
  const name = edited ?? sally?.sallyName ?? '';
  const [checked, setChecked] = useState<string | null>(null);
  const [brand, setBrand] = useState(0);

  if (chk.isPending)
    return (
      <Page title={t('screens.sellerModify')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (!sally)
    return (
      <Page title={t('screens.sellerModify')}>
        <EmptyState
          title={t('sally.notSally')}
          action={<ButtonLink to="/seller/join">{t('sally.intro.join')}</ButtonLink>}
        />
      </Page>
    );
  const save = async () => {
    if (name === sally.sallyName) return notify(t('sally.modify.same'));
    if (checked !== name) return notify(t('sally.join.needCheck'));
    try {
      await rename.mutateAsync({ sallySysId: sally.sallySysId, userSysId: sally.userSysId, sallyName: name });
      void notify(t('sally.modify.saved'));
    } catch (e) {
      void notify(message(e, t('sally.failed')));
    }
  };
  const request = async () => {
    if (!brand) return notify(t('sally.join.needVendor'));
    try {
      await requestVendor.mutateAsync(brand);
      setBrand(0);
    } catch (e) {
      void notify(message(e, t('sally.failed')));
    }
  };
  return (
    <Page title={t('screens.sellerModify')}>
      <div className="sl-body">
        <NameField value={name} onChange={setName} checked={checked} onChecked={setChecked} />
        <Button block onClick={() => void save()}>
          {t('sally.modify.save')}
        </Button>
        <section className="s-card">
          <h3 className="sl-h3">{t('sally.modify.contracts')}</h3>
          <p className="s-muted">{t('sally.modify.history', { months: SALLY_POLICY.historyMonths })}</p>
          {prereg.data?.contracts.length ? (
            <ul className="sl-contracts">
              {prereg.data.contracts.map((c) => (
                <ContractRow key={c.contractSysId} c={c} />
              ))}
            </ul>
          ) : (
            <p className="s-muted">{t('sally.modify.none')}</p>
          )}
        </section>
        <section className="s-card">
          <h3 className="sl-h3">{t('sally.modify.another')}</h3>
          <div className="sl-row">
            <select
              className="sl-select"
              value={brand}
              onChange={(e) => setBrand(Number(e.target.value))}
              aria-label={t('sally.join.vendor')}
            >
              <VendorOptions vendors={prereg.data?.vendors} />
            </select>
            <Button variant="outline" onClick={() => void request()}>
              {t('sally.modify.request')}
            </Button>
          </div>
        </section>
      </div>
    </Page>
  );
}
