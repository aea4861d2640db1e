// The first time in a land (spec section 4, "Exit and welcome"): its name, its theme, what it
// teaches, the way to its tutorial, and a big Play. The puzzle waits (it is not begun) until Play.
// There is no "no": Escape and the backdrop do nothing, and the prompt opens on Play.

import { landOf } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { landIdOf, tutorialPath } from '../../../app/paths';
import { playController } from '../../../play/app-play-controller';
import { useGame } from '../../../state/game';
import { PromptButton, PromptDialog } from './PromptDialog';

export function WelcomePrompt() {
  const { t } = useTranslation();
  const level = useGame((s) => s.game?.state.start.level);
  if (level === undefined) return null;
  const land = landIdOf(level);
  return (
    <PromptDialog
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
