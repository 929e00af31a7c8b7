import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SNS_KINDS, type SnsKind } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { saveUser, setMemberSession, takeLandingPage } from '../../shared/session';
import { Header, Spinner } from '../../shared/ui';
import { postSnsLogin } from './api/post-sns-login';
import { postSnsToken } from './api/post-sns-token';
import { saveSnsJoinTicket, takeSnsPending } from './sns-flow';
import './auth.css';

/** What the provider sent back: query parameters, or the fragment (Apple's identity token). */
function providerAnswer(): URLSearchParams {
  const q = new URLSearchParams(window.location.search);
  if (q.has('code') || q.has('error')) return q;
  return new URLSearchParams(window.location.hash.replace(/^#/, ''));
}

/**
 * '/SnsCallback/{kind}' (not in the spec: docs/decisions.md): the provider's redirect. Checks the state
 * of this tab's pending sign-in once, exchanges the code on the server, then auth/snslogin: a member
 * lands where they were going; a first sign-in continues on /SnsJoin with the join ticket.
 */
export function SnsCallbackScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { kind = '' } = useParams();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const fail = (message: string) => {
      void notify(message);
      void navigate('/Login', { replace: true });
    };
    const answer = providerAnswer();
    // the answer (code, token) must not stay in the address bar or the history
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const pending = (SNS_KINDS as readonly string[]).includes(kind)
      ? takeSnsPending(kind as SnsKind, answer.get('state'))
      : null;
    if (answer.get('error')) return fail(t('auth.sns.cancelled'));
    if (!pending) return fail(t('auth.sns.stateMismatch'));
    void (async () => {
      try {
        let snsToken = answer.get('id_token');
        if (pending.kind !== 'apple') {
          const code = answer.get('code');
          if (!code) return fail(t('auth.sns.stateMismatch'));
          snsToken = (
            await postSnsToken({
              snsType: pending.snsType,
              code,
              redirectUri: pending.redirectUri,
              ...(pending.codeVerifier ? { codeVerifier: pending.codeVerifier } : {}),
              ...(answer.get('state') ? { state: answer.get('state')! } : {}),
            })
          ).snsToken;
        }
        if (!snsToken) return fail(t('auth.sns.stateMismatch'));
        const res = await postSnsLogin({ snsType: pending.snsType, snsToken });
        if (res.needJoin) {
          saveSnsJoinTicket({ snsJoinToken: res.snsJoinToken, snsType: res.snsType, email: res.email });
          void navigate('/SnsJoin', { replace: true });
          return;
        }
        setMemberSession({
          accessToken: res.accessToken,
          userSysId: res.authSysId,
          nickName: res.nickName,
          groupIds: res.groupIds,
        });
        // "remember me" marker for the silent login; a social account has no id to pre-fill
        saveUser('');
        void navigate(takeLandingPage(), { replace: true });
      } catch (e) {
        fail(e instanceof ApiError && !e.isNetwork ? e.message : t('auth.loginFailed'));
      }
    })();
  }, [kind, navigate, t]);

  return (
    <div className="page">
      <Header title={t('screens.SnsCallback')} />
      <main className="page__body sns-wait">
        <Spinner label={t('auth.sns.working')} />
        <p>{t('auth.sns.working')}</p>
      </main>
    </div>
  );
}
