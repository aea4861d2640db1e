// The board's other inputs: the keyboard (digits as the number pad, Backspace to erase, N for
// notes, arrows to move the selection; spec section 5) and the screen's shape, which turns the
// 2-squares and 6-squares boards (spec section 4: landscape above width/height 1.45).

import {
  type Direction,
  moveSelection,
  orientationFor,
  orientationsOf,
  PUZZLE_PHASES,
} from '@numberland/engine';
import { type RefObject, useEffect } from 'react';
import { modalOfHash } from '../../routing/hash-modals';
import { useGame } from '../../state/game';
import { dispatch } from './dispatch';
import { usePlayPrompt } from './play-prompts';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Whether a key press is meant for something else: a form field, or a modal over the puzzle. */
function elsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return modalOfHash(window.location.hash) !== null || usePlayPrompt.getState().prompt !== undefined;
}

export function usePlayKeyboard(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (elsewhere(event) || !useGame.getState().game) return;
      const state = useGame.getState().game!.state;
      if (/^[0-9]$/.test(event.key)) {
        dispatch({ type: 'digit', digit: Number(event.key) });
      } else if (event.key === 'Backspace' || event.key === 'Delete') {
        dispatch({ type: 'erase' });
      } else if (event.key === 'n' || event.key === 'N') {
        dispatch({ type: 'toggle-notes' });
      } else if (event.key in ARROWS) {
        const cell = moveSelection(state, ARROWS[event.key]!);
        if (cell === undefined || cell === state.selection?.cell) return;
        const half = state.puzzle.layout.mysteryAt[cell]! >= 0 ? undefined : 'add';
        dispatch(half ? { type: 'select', cell, half } : { type: 'select', cell });
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Turns the board to suit `element`'s shape whenever it is resized or a new game is set up. */
export function useBoardOrientation(element: RefObject<HTMLElement | null>): void {
  const version = useGame((s) => s.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again after every action (a new game starts upright).
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const fit = () => {
      const state = useGame.getState().game?.state;
      if (!state || el.clientWidth === 0 || el.clientHeight === 0) return;
      const { shape, orientation } = state.puzzle.layout;
      if (orientationsOf(shape).length < 2 || state.phase === PUZZLE_PHASES.finished) return;
      const wanted = orientationFor(shape, el.clientWidth, el.clientHeight);
      if (wanted !== orientation) dispatch({ type: 'rotate', orientation: wanted });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [element, version]);
}
