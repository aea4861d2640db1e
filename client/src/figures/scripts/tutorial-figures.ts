// The figure of every tutorial page, by land and page (spec section 2, "Tutorial pages").

import type { LandId } from '../../app/paths';
import type { FigureScript } from '../figure-script';
import { summer1 } from './summerland';

export const TUTORIAL_FIGURES: Readonly<Record<LandId, readonly FigureScript[]>> = {
  summerland: [summer1],
  autumnland: [],
  winterland: [],
};

export function tutorialFigure(land: LandId, page: number): FigureScript | undefined {
  return TUTORIAL_FIGURES[land][page - 1];
}
