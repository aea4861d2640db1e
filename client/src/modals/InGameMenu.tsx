// The menu during a puzzle (spec section 2: Home, Profile, Rules, Tutorial, Arithmetic, Logout),
// opened by the same bar button as the side menu. Profile and Logout need a signed-in player.
// Arithmetic opens the lessons (issue 16) and keeps the puzzle, paused, to come back to.

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LESSONS_PATH } from '../app/paths';
import { playController } from '../play/app-play-controller';
import { isLoggedIn, useAuth } from '../state/auth';
import { logOut } from './account/sign-in';
import type { ModalContentProps } from './types';
import './SideMenu.css';

export function InGameMenu({ openModal, canOpen }: ModalContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAuth(isLoggedIn);
  const username = useAuth((s) => s.user?.username);
  const go = (path: string) => navigate(path, { replace: true });

  const entries = [
    { key: 'home', label: t('menu.home'), run: () => go('/home') },
    loggedIn &&
      canOpen('profile') && { key: 'profile', label: t('menu.profile'), run: () => openModal('profile') },
    { key: 'rules', label: t('menu.rules'), run: () => go('/rules') },
    { key: 'tutorial', label: t('menu.tutorial'), run: () => go('/tutorial') },
    {
      key: 'arithmetic',
      label: t('lessons.menuArithmetic'),
      run: () => {
        playController.keepForLesson();
        navigate(LESSONS_PATH);
      },
    },
    loggedIn && {
      key: 'logout',
      label: t('menu.logout'),
      run: async () => {
        await logOut();
        go('/home');
      },
    },
  ].filter((entry) => entry !== false);

  return (
    <nav className="side-menu" aria-label={t('menu.title')}>
      <p className="side-menu__who">
        {loggedIn ? t('menu.signedInAs', { name: username ?? '' }) : t('menu.guest')}
      </p>
      <ul className="side-menu__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className="side-menu__item" onClick={() => void entry.run()}>
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
