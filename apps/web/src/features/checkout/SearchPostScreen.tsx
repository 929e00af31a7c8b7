import { useEffect, useRef, useState } from 'react';
import { POST_CODE_STORAGE_KEY } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { session } from '../../shared/storage';
import { Button, Page, TextField, useGoBack } from '../../shared/ui';
import './checkout.css';

/** The Daum/Kakao postcode widget (loaded only here); a manual form is always offered too. */
const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const POSTCODE_TIMEOUT_MS = 5000;

interface DaumPostcodeData {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName?: string;
}
declare global {
  interface Window {
    daum?: {
      Postcode: new (o: { oncomplete: (d: DaumPostcodeData) => void; width: string; height: string }) => {
        embed: (el: HTMLElement) => void;
      };
    };
  }
}

/** /BuyProduct/searchPost: address search (postcode widget where the network allows) or manual entry. */
export function SearchPostScreen() {
  const t = useT();
  const goBack = useGoBack('/BuyProduct');
  const frame = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [zonecode, setZonecode] = useState('');
  const [address, setAddress] = useState('');
  const [detail, setDetail] = useState('');

  const pick = (z: string, addr: string, det: string) => {
    session.set(POST_CODE_STORAGE_KEY, JSON.stringify({ zonecode: z, address: addr, detail: det, initFlag: true }));
    goBack();
  };

  useEffect(() => {
    let done = false;
    const fail = () => {
      if (!done) setWidget('unavailable');
      done = true;
    };
    const timer = setTimeout(fail, POSTCODE_TIMEOUT_MS);
    const embed = () => {
      if (!window.daum?.Postcode || !frame.current) return fail();
      done = true;
      clearTimeout(timer);
      new window.daum.Postcode({
        width: '100%',
        height: '100%',
        oncomplete: (d) => {
          setZonecode(d.zonecode);
          setAddress(d.roadAddress || d.jibunAddress);
        },
      }).embed(frame.current);
      setWidget('ready');
    };
    if (window.daum?.Postcode) embed();
    else {
      const s = document.createElement('script');
      s.src = POSTCODE_SCRIPT;
      s.async = true;
      s.onload = embed;
      s.onerror = fail;
      document.head.appendChild(s);
    }
    return () => clearTimeout(timer);
  }, []);

  const submit = () => {
    if (!/^\d{5}$/.test(zonecode)) return notify(t('checkout.post.zonecodeInvalid'));
    if (!address.trim()) return notify(t('checkout.post.addressRequired'));
    pick(zonecode, address.trim(), detail.trim());
  };

  return (
    <Page title={t('screens.BuyProductSearchPost')} className="buy">
      <section>
        {widget !== 'unavailable' ? (
          <div className="postcode-frame" ref={frame} aria-busy={widget === 'loading'} />
        ) : (
          <p className="hint" role="status">
            {t('checkout.post.widgetUnavailable')}
          </p>
        )}
        <h2>{t('checkout.post.manual')}</h2>
        <TextField
          label={t('checkout.postNumber')}
          inputMode="numeric"
          maxLength={5}
          value={zonecode}
          onChange={(e) => setZonecode(e.target.value.replace(/\D/g, ''))}
        />
        <TextField label={t('checkout.address')} value={address} onChange={(e) => setAddress(e.target.value)} />
        <TextField label={t('checkout.addressDetail')} value={detail} onChange={(e) => setDetail(e.target.value)} />
        <p className="hint">{t('checkout.post.extraNotice')}</p>
        <Button block size="lg" onClick={submit}>
          {t('checkout.post.use')}
        </Button>
      </section>
    </Page>
  );
}
