// The first paint's welcome (boot/welcome-handoff.ts) goes where the screen will show no welcome
// after all: the address asks for no puzzle the server offers, the puzzle failed to load or to be
// played, or the game was set up without one (a land seen already). It goes too when the player
// leaves /play. Where the welcome comes, WelcomePrompt takes it over instead.

import { useEffect, useLayoutEffect } from 'react';
import { takeFirstPaintWelcome } from '../../boot/welcome-handoff';
import { usePlayPrompt } from '../../play/play-prompts';
import { usePuzzleLoad } from '../../play/puzzle-load';
import { useGame } from '../../state/game';

export function useFirstPaintWelcomeGone(requestOk: boolean): void {
  const failed = usePuzzleLoad((s) => s.load.status === 'failed' || s.load.status === 'unplayable');
  const setUp = useGame((s) => s.game !== undefined);
  const welcome = usePlayPrompt((s) => s.prompt?.kind === 'welcome');
  const none = !requestOk || failed || (setUp && !welcome);
  useLayoutEffect(() => {
    if (none) takeFirstPaintWelcome();
  }, [none]);
  useEffect(() => () => void takeFirstPaintWelcome(), []);
}
