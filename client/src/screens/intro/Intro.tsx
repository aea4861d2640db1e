// The intro (spec section 2): the planet behind, the logo after 300 ms, the text after 1 s, Play
// now after 2 s, and the language toggle. Showing it starts the tutorials and hints afresh.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { track } from '../../app/analytics';
import { emit } from '../../game/events';
import { useSettings } from '../../state/settings';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LOGO_URL } from '../loader/images';
import './Intro.css';

/** When each part appears, in ms after the intro opens. */
export const INTRO_TIMINGS = { logo: 300, text: 1000, button: 2000 } as const;

export function Intro() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetTutorialAndHints = useSettings((s) => s.resetTutorialAndHints);
  const update = useSettings((s) => s.update);
  const [shown, setShown] = useState({ logo: false, text: false, button: false });

  useEffect(() => {
    resetTutorialAndHints();
    const timers = (Object.keys(INTRO_TIMINGS) as (keyof typeof INTRO_TIMINGS)[]).map((part) =>
      setTimeout(() => setShown((s) => ({ ...s, [part]: true })), INTRO_TIMINGS[part]),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [resetTutorialAndHints]);

  const playNow = () => {
    emit('sound:play', { sound: 'play-press' });
    update({ seenIntro: true });
    track('intro_play');
    navigate('/home');
  };

  return (
    <div className="intro">
      <div className="intro__language">
        <LanguageToggle />
      </div>
      <div className="intro__center">
        <h1 className={`intro__logo intro-part ${shown.logo ? 'intro-part--shown' : ''}`}>
          <img src={LOGO_URL} alt={t('app.name')} width={560} height={160} />
        </h1>
        <p className={`intro__text intro-part ${shown.text ? 'intro-part--shown' : ''}`}>{t('intro.text')}</p>
        <button
          type="button"
          className={`button button--play intro-part ${shown.button ? 'intro-part--shown' : ''}`}
          onClick={playNow}
          disabled={!shown.button}
        >
          {t('intro.playNow')}
        </button>
      </div>
    </div>
  );
}
