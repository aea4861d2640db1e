// Finishing a provider sign-in when the provider has sent the player back (./capture.ts took its
// answer out of the address and opened #login): the answer is checked against the sign-in this
// tab started, exchanged for our token, and the profile opens. Any failure is logged and the
// modal closes (spec section 8: "A failed social login is logged and the modal closes").

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import type { ModalContentProps } from '../types';
import { capturedReturn, clearCapturedReturn } from './capture';
import { takePending } from './pending-sign-in';
import { checkProviderReturn, type Grant } from './provider-return';
import { finishSignIn } from './sign-in';

function exchange(grant: Grant): Promise<{ token: string }> {
  if (grant.provider === 'google') return api.loginGoogle(grant.idToken, grant.clientId ?? '');
  if (grant.provider === 'facebook') return api.loginFacebook(grant.accessToken);
  return api.loginLinkedIn({ code: grant.code });
}

/** Once per page, however often the panel mounts (React's strict mode mounts it twice). */
let finishing: Promise<boolean> | null = null;

function finishOnce(): Promise<boolean> {
  finishing ??= (async () => {
    const found = capturedReturn();
    if (!found) return false;
    const check = checkProviderReturn(found, takePending(), Date.now());
    try {
      if (!check.ok) {
        console.warn(`Provider sign-in not finished: ${check.reason}`);
        return false;
      }
      const { token } = await exchange(check.grant);
      await finishSignIn(token, check.grant.provider);
      return true;
    } catch (error) {
      console.warn('Provider sign-in failed', error);
      return false;
    } finally {
      clearCapturedReturn();
    }
  })();
  return finishing;
}

export function ProviderReturnPanel({ close, openModal }: Pick<ModalContentProps, 'close' | 'openModal'>) {
  const { t } = useTranslation();
  // Read when the sign-in is over: the address may have changed since the panel mounted.
  const modal = useRef({ close, openModal });
  modal.current = { close, openModal };
  useEffect(() => {
    let live = true;
    void finishOnce().then((signedIn) => {
      if (!live) return;
      if (signedIn) modal.current.openModal('profile');
      else modal.current.close();
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <p className="account__status" role="status">
      {t('login.finishing')}
    </p>
  );
}
