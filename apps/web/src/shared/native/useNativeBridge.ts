import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  NATIVE_PHONEBOOK_KEY,
  NATIVE_ROUTES,
  NATIVE_ROUTE_NEEDS_LOGIN,
  NATIVE_TOP_OFFSET_PX,
  RC,
  resultMessage,
  type NativeInbound,
  type NativeRouteNo,
} from '@lc/contracts';
import { notify } from '../dialog';
import { getLocale, LOCALES, setLocale, useLocale, type Locale } from '../i18n';
import { getSession, rememberLandingPage } from '../session';
import { session } from '../storage';
import { APP_VERSION, BUILD_ID } from '../pwa/build-info';
import { registerNativeToken } from '../push/push';
import { nativeEnv, onNativeMessage, postToNative, requestNative, startBridge } from './bridge';
import { takeNativeListLayout } from './list-layout';
import './native.css';

/** Applies the notch answer: no notch means the 30 px top offset (live §2). */
export function applyNotch(hasNotch: boolean): void {
  document.documentElement.style.setProperty('--native-top', hasNotch ? '0px' : `${NATIVE_TOP_OFFSET_PX}px`);
  document.documentElement.dataset.notch = hasNotch ? 'yes' : 'no';
}

/** What the web does with each message from the shell. */
export function handleNative(msg: NativeInbound, navigate: (to: string) => void): void {
  switch (msg.type) {
    case 'route': {
      const no = msg.data.no as NativeRouteNo;
      const path = NATIVE_ROUTES[no];
      if (NATIVE_ROUTE_NEEDS_LOGIN.includes(no) && !getSession().isLogin) {
        void notify(resultMessage(RC.LOGIN_REQUIRED, getLocale()));
        rememberLandingPage(path);
        navigate('/Login');
        return;
      }
      navigate(path);
      return;
    }
    case 'pushToken': {
      const { os } = nativeEnv();
      const s = getSession();
      if (os && s.isLogin && s.userSysId)
        void registerNativeToken(s.userSysId, os, msg.data.token).catch(() => undefined);
      return;
    }
    case 'language': {
      const l = msg.data.locale.slice(0, 2).toLowerCase();
      if ((LOCALES as readonly string[]).includes(l)) setLocale(l as Locale);
      return;
    }
    case 'contacts':
      session.set(NATIVE_PHONEBOOK_KEY, JSON.stringify(msg.data.contacts));
      return;
    case 'notch':
      applyNotch(msg.data.hasNotch);
      return;
    case 'landingPage': {
      const p = msg.data.path;
      if (p.startsWith('/') && !p.startsWith('//')) {
        rememberLandingPage(p);
        navigate(p);
      }
      return;
    }
    case 'webVersion':
      postToNative({ type: 'webVersion', data: { version: `${APP_VERSION}+${BUILD_ID}` } });
      return;
    case 'productListLayout':
      takeNativeListLayout(msg.data.layout);
      return;
  }
}

/**
 * Mounted once in the layout: starts the bridge in the shells, asks for notch, language and push
 * token at start, reports every page (tracking) and whether the bottom bar is shown there.
 */
export function useNativeBridge(bottomBarVisible: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();
  const native = nativeEnv().native;
  const nav = useRef(navigate);
  useEffect(() => {
    nav.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!native) return;
    document.documentElement.dataset.native = nativeEnv().os ?? '';
    const stop = startBridge();
    const off = onNativeMessage((m) => handleNative(m, (to) => nav.current(to)));
    postToNative({ type: 'ready', data: { version: `${APP_VERSION}+${BUILD_ID}` } });
    // the answers arrive through the inbox like every other message; no answer in 1,500 ms: defaults
    void requestNative({ type: 'requestNotch', data: {} }, 'notch').then((m) => {
      if (!m) applyNotch(false);
    });
    void requestNative({ type: 'requestLanguage', data: {} }, 'language');
    void requestNative({ type: 'requestPushToken', data: {} }, 'pushToken');
    return () => {
      off();
      stop();
    };
  }, [native]);

  useEffect(() => {
    if (!native) return;
    postToNative({ type: 'tracking', data: { event: 'page_view', path: location.pathname } });
  }, [native, location.pathname]);

  useEffect(() => {
    if (!native) return;
    postToNative({ type: 'bottomBar', data: { visible: bottomBarVisible } });
  }, [native, bottomBarVisible]);

  // the shell follows the language chosen in the web (and hears the one it set itself back)
  const [locale] = useLocale();
  useEffect(() => {
    if (!native) return;
    postToNative({ type: 'language', data: { locale } });
  }, [native, locale]);
}

/** Asks the shell for the phone's contacts (kept in session key phoneBook); null outside the shells. */
export async function loadContacts() {
  const m = await requestNative({ type: 'requestContacts', data: {} }, 'contacts');
  return m?.data.contacts ?? null;
}
