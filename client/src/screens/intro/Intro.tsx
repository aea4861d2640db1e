// The intro (spec section 2): the planet behind, the logo after 300 ms, the text after 1 s, Play
// now after 2 s, and the language toggle. Showing it starts the tutorials and hints afresh.
// On a first visit the first-paint script has drawn it already (boot/first-paint-intro.ts): this
// one then carries on from the hand-off, with the same moments, the fades under way continued and
// a tap made meanwhile honoured, so the player sees one intro.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { track } from '../../app/analytics';
import { type IntroHandoff, pendingIntroHandoff } from '../../boot/intro-handoff';
import { emit } from '../../game/events';
import { useSettings } from '../../state/settings';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LOGO_URL } from '../loader/images';
import { continueFade } from './continue-fade';
import { INTRO_PARTS, INTRO_SHOWN_CLASS, INTRO_TIMINGS, type IntroPart } from './intro-timings';
import './Intro.css';

/** The parts the first paint has shown already. */
function shownBy(handoff: IntroHandoff | undefined): Record<IntroPart, boolean> {
  const shown = { logo: false, text: false, button: false };
  for (const part of INTRO_PARTS) shown[part] = handoff?.fadeStartedAt[part] !== undefined;
  return shown;
}

export function Intro() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetTutorialAndHints = useSettings((s) => s.resetTutorialAndHints);
  const update = useSettings((s) => s.update);
  const [handoff] = useState(pendingIntroHandoff);
  const [shown, setShown] = useState(() => shownBy(handoff));
  const parts = useRef<Partial<Record<IntroPart, HTMLElement | null>>>({});

  const playNow = () => {
    emit('sound:play', { sound: 'play-press' });
    update({ seenIntro: true });
    track('intro_play');
    navigate('/home');
  };
  const playNowRef = useRef(playNow);
  playNowRef.current = playNow;

  // Before the first frame with this intro: the first paint's fades go on where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the take-over; `shown` is the state of that render.
  useLayoutEffect(() => {
    if (!handoff) return;
    // From here the first paint's timers stand aside: what it has shown by now is all it shows.
    handoff.taken = true;
    // A language picked on the first paint's toggle: before this frame, so the toggle shows it.
    if (handoff.pickedLanguage) update({ language: handoff.pickedLanguage });
    handoff.pickedLanguage = undefined;
    // A part the first paint showed after this render began: shown here too. Only then, since an
    // update here is rendered at once, and brings the commit's passive effects into this task.
    const now = shownBy(handoff);
    if (INTRO_PARTS.some((part) => now[part] !== shown[part])) setShown(now);
    for (const part of INTRO_PARTS) {
      const startedAt = handoff.fadeStartedAt[part];
      const element = parts.current[part];
      if (startedAt !== undefined && element) continueFade(element, INTRO_SHOWN_CLASS, startedAt);
    }
  }, [handoff]);

  useEffect(() => {
    resetTutorialAndHints();
    const openedAt = handoff?.openedAt ?? performance.now();
    const timers = INTRO_PARTS.filter((part) => handoff?.fadeStartedAt[part] === undefined).map((part) =>
      setTimeout(
        () => setShown((s) => ({ ...s, [part]: true })),
        Math.max(0, openedAt + INTRO_TIMINGS[part] - performance.now()),
      ),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [resetTutorialAndHints, handoff]);

  // A tap on Play now on the first paint's intro, before the app could answer.
  useEffect(() => {
    if (!handoff?.playTapped) return;
    handoff.playTapped = false;
    playNowRef.current();
  }, [handoff]);

  const partClass = (part: IntroPart) => `intro-part ${shown[part] ? INTRO_SHOWN_CLASS : ''}`;
  return (
    <div className="intro">
      <div className="intro__language">
        <LanguageToggle />
      </div>
      <div className="intro__center">
        <h1
          className={`intro__logo ${partClass('logo')}`}
          ref={(element) => {
            parts.current.logo = element;
          }}
        >
          <img src={LOGO_URL} alt={t('app.name')} width={560} height={160} />
        </h1>
        <p
          className={`intro__text ${partClass('text')}`}
          ref={(element) => {
            parts.current.text = element;
          }}
        >
          {t('intro.text')}
        </p>
        <button
          type="button"
          className={`button button--play ${partClass('button')}`}
          onClick={playNow}
          disabled={!shown.button}
          ref={(element) => {
            parts.current.button = element;
          }}
        >
          {t('intro.playNow')}
        </button>
      </div>
    </div>
  );
}
