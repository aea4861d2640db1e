// React's side of the puzzle scene (DESIGN.md, "Client"): the scene is told the session after
// every action and the hint on screen, and its clicks come back as actions. A scene that has just
// been made asks for nothing; it gets the current state when it reports ready.

import { useEffect } from 'react';
import {
  emit,
  type HintOnScreen,
  on,
  type PuzzleLayoutReport,
  type PuzzleViewOptions,
} from '../../game/events';
import { SCENE_KEYS } from '../../game/scene-keys';
import { type GameState, useGame } from '../../state/game';
import { useSettings } from '../../state/settings';
import { requestAssist } from './assists';
import { dispatch } from './dispatch';

/** The options the board is drawn with now. */
export function viewOptions(): PuzzleViewOptions {
  const settings = useSettings.getState();
  const state = useGame.getState().game?.state;
  return {
    dimUnrelated: settings.dimUnrelated,
    gridVisible: state ? settings.seenTutorial[state.start.level] : false,
  };
}

function hintOnScreen(s: GameState): HintOnScreen | undefined {
  return s.hint && { record: s.hint.record, step: s.hint.step };
}

function sendState(events: GameState['lastEvents']) {
  const state = useGame.getState().game?.state;
  if (state) emit('puzzle:update', { state, events, options: viewOptions() });
}

/** Wires the bus while /play is open; `onLayout` hears where the scene drew the board. */
export function usePuzzleBridge(onLayout: (report: PuzzleLayoutReport) => void): void {
  useEffect(() => {
    const offs = [
      on('scene:ready', ({ scene }) => {
        if (scene !== SCENE_KEYS.puzzle) return;
        sendState([]);
        emit('puzzle:hint', { hint: hintOnScreen(useGame.getState()) });
      }),
      on('puzzle:action', ({ action }) => {
        dispatch(action);
      }),
      on('puzzle:assist', ({ kind }) => requestAssist(kind)),
      on('puzzle:layout', onLayout),
      useGame.subscribe((s, before) => {
        if (s.version !== before.version) sendState(s.lastEvents);
        if (s.hint !== before.hint) emit('puzzle:hint', { hint: hintOnScreen(s) });
      }),
      useSettings.subscribe((s, before) => {
        if (s.dimUnrelated !== before.dimUnrelated || s.seenTutorial !== before.seenTutorial) sendState([]);
        const state = useGame.getState().game?.state;
        if (state && s.showErrorAssist !== before.showErrorAssist && state.errorAssist !== s.showErrorAssist)
          dispatch({ type: 'set-error-assist', on: s.showErrorAssist });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [onLayout]);
}
