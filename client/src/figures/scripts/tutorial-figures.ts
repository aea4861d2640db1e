// The figure of every tutorial page, by land and page (spec section 2, "Tutorial pages").

import type { LandId } from '../../app/paths';
import type { FigureScript } from '../figure-script';
import { AUTUMN_FIGURES } from './autumnland';
import { SUMMER_FIGURES } from './summerland';
import { WINTER_FIGURES } from './winterland';

export const TUTORIAL_FIGURES: Readonly<Record<LandId, readonly FigureScript[]>> = {
  summerland: SUMMER_FIGURES,
  autumnland: AUTUMN_FIGURES,
  winterland: WINTER_FIGURES,
};

export function tutorialFigure(land: LandId, page: number): FigureScript | undefined {
  return TUTORIAL_FIGURES[land][page - 1];
}
