// The first time in a land (spec section 4, "Exit and welcome"): its name, its theme, what it
// teaches, the way to its tutorial, and a big Play. The puzzle waits (it is not begun) until Play.
// There is no "no": Escape and the backdrop do nothing, and the prompt opens on Play.
// Opened straight at /play, the first paint may have drawn this welcome already (boot/welcome-handoff.ts):
// it is taken over in the commit that adds this one, and a Play tapped on it is honoured.

import { landOf } from '@numberland/engine';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { landIdOf, tutorialPath } from '../../../app/paths';
import { FIRST_PAINT_WELCOME_ID, takeFirstPaintWelcome } from '../../../boot/welcome-handoff';
import { playController } from '../../../play/app-play-controller';
import { useGame } from '../../../state/game';
import { PromptButton, PromptDialog } from './PromptDialog';

export function WelcomePrompt() {
  const { t } = useTranslation();
  const level = useGame((s) => s.game?.state.start.level);
  const [settled] = useState(() => document.getElementById(FIRST_PAINT_WELCOME_ID) !== null);
  useLayoutEffect(() => {
    if (level === undefined) return;
    if (takeFirstPaintWelcome()?.playTapped) playController.playAfterWelcome();
  }, [level]);
  if (level === undefined) return null;
  const land = landIdOf(level);
  return (
    <PromptDialog
      settled={settled}
      className={`play-prompt--welcome play-prompt--${landOf(level).theme}`}
      title={
        <>
          <span className="play-prompt__theme">{t(`landThemes.${land}`)}</span>
          {t('playPrompts.welcome.title', { land: t(`lands.${land}`) })}
        </>
      }
      actions={
        <>
          {/* The tutorial marks the land seen as it opens; leaving now loses nothing. */}
          <Link
            className="button button--quiet"
            to={tutorialPath(land, 1)}
            onClick={() => playController.closePrompt()}
          >
            {t('playPrompts.welcome.tutorial')}
          </Link>
          <PromptButton main look="play" onClick={() => playController.playAfterWelcome()}>
            {t('playPrompts.welcome.play')}
          </PromptButton>
        </>
      }
    >
      <p>{t(`playPrompts.welcome.teaches.${land}`)}</p>
    </PromptDialog>
  );
}
