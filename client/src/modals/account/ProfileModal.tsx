// #profile (spec sections 2 and 4): loading -> ready, with the player's figures and the way to
// edit the username (editusername -> ready again). A failed load closes the modal (spec section
// 8). Closing it while signed in reads the profile again and may open the daily reward
// (./useProfileClose.ts). A guest is offered login and registration instead.

import type { Profile } from '@numberland/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { isLoggedIn, useAuth } from '../../state/auth';
import type { ModalContentProps } from '../types';
import { ProfileStats } from './ProfileStats';
import { UsernameEditor } from './UsernameEditor';
import { useProfileClose } from './useProfileClose';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly profile: Profile; readonly renamed: boolean }
  | { readonly kind: 'editusername'; readonly profile: Profile };

function SignedInProfile({ close }: Pick<ModalContentProps, 'close'>) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const editButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  // Read when the answer comes: the load runs once, whatever the modal's callbacks are by then.
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    let live = true;
    api
      .profile()
      .then((profile) => {
        if (!live) return;
        useAuth.getState().setProfile(profile);
        setView({ kind: 'ready', profile, renamed: false });
      })
      .catch((error: unknown) => {
        console.warn('Could not load the profile', error);
        if (live) closeRef.current();
      });
    return () => {
      live = false;
    };
  }, []);

  // Back from editing, the focus returns to the button that started it.
  useEffect(() => {
    if (view.kind === 'ready' && returning.current) {
      returning.current = false;
      editButton.current?.focus();
    }
  }, [view]);

  if (view.kind === 'loading') {
    return (
      <p className="account__status" role="status">
        {t('profile.loading')}
      </p>
    );
  }

  const { profile } = view;
  return (
    <div className="account profile">
      {view.kind === 'editusername' ? (
        <UsernameEditor
          current={profile.username}
          onDone={(renamed) => {
            returning.current = true;
            setView({ kind: 'ready', profile: renamed ?? profile, renamed: renamed !== null });
          }}
        />
      ) : (
        <div className="profile__name">
          <h3 className="profile__username">{profile.username}</h3>
          <button
            ref={editButton}
            type="button"
            className="button button--quiet"
            onClick={() => setView({ kind: 'editusername', profile })}
          >
            {t('profile.editUsername')}
          </button>
        </div>
      )}
      {view.kind === 'ready' && view.renamed && (
        <p className="account__success" role="status">
          {t('profile.renamed')}
        </p>
      )}
      <ProfileStats profile={profile} />
    </div>
  );
}

function GuestProfile({ openModal }: Pick<ModalContentProps, 'openModal'>) {
  const { t } = useTranslation();
  return (
    <div className="account">
      <p className="account__lead">{t('profile.guest')}</p>
      <div className="account__buttons">
        <button type="button" className="button" onClick={() => openModal('login')}>
          {t('profile.login')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => openModal('register')}>
          {t('profile.register')}
        </button>
      </div>
    </div>
  );
}

export function ProfileModal({ close, canOpen }: ModalContentProps) {
  const openModal = useSwitchModal();
  const loggedIn = useAuth(isLoggedIn);
  useProfileClose(canOpen('daily'));
  return loggedIn ? <SignedInProfile close={close} /> : <GuestProfile openModal={openModal} />;
}
