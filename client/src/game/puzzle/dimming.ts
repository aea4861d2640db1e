// The focus option ("dim unrelated"): with a selection, cells that do not take part with it fade.
// A cell the smart hint or error explanation on screen points at never fades, whatever is
// selected: the player is being shown it.

import { relatedCells, type SessionState } from '@numberland/engine';
import type { Theme } from '../../state/theme';
import type { HintOnScreen } from '../events';

/**
 * How a cell unrelated to the selection fades when the player asks for it: its tile to `ground`,
 * its numbers and signs to `ink`. Chosen so every number still reads at 4.5:1 against its faded
 * tile, and every sign at 3:1, in both themes (palette.test.ts): in the light theme the tile can
 * fade far; on the dark theme's plate a faded tile goes dark under dark numbers, so it fades little.
 */
export interface Dim {
  readonly ground: number;
  readonly ink: number;
}

export const DIM: Readonly<Record<Theme, Dim>> = {
  light: { ground: 0.35, ink: 0.9 },
  dark: { ground: 0.9, ink: 1 },
};

/** A cell at full strength. */
export const FULL: Dim = { ground: 1, ink: 1 };

/** Cells unrelated to the selection fade to this (their numbers: DIM's ink) in the light theme. */
export const DIM_ALPHA = DIM.light.ink;

/** The grid cells the hint's shown step points at: its cell, evidence, conflicts, clues and arrows. */
export function hintedCells(hint: HintOnScreen | undefined): Set<number> {
  const out = new Set<number>();
  if (!hint) return out;
  out.add(hint.record.cell);
  const step = hint.record.steps[hint.step];
  if (!step) return out;
  out.add(step.selected);
  for (const cell of [...step.red, ...step.green, ...step.neutral]) out.add(cell);
  for (const clue of step.clues) out.add(clue.cell);
  for (const arrow of step.arrows) {
    out.add(arrow.from);
    out.add(arrow.to);
  }
  return out;
}

/**
 * The cells drawn at full strength while dimming, or undefined when nothing fades (the option
 * off, or no selection): those related to the selection and those the hint points at.
 */
export function fullStrengthCells(
  state: SessionState,
  dimUnrelated: boolean,
  hint: HintOnScreen | undefined,
): ReadonlySet<number> | undefined {
  if (!dimUnrelated || !state.selection) return undefined;
  const cells = new Set(relatedCells(state));
  for (const cell of hintedCells(hint)) cells.add(cell);
  return cells;
}

/** A cell's alpha: faded only when dimming is on and the cell is not among the full-strength ones. */
export function cellAlpha(cell: number, fullStrength: ReadonlySet<number> | undefined): number {
  return fullStrength !== undefined && !fullStrength.has(cell) ? DIM_ALPHA : 1;
}
