// The tutorial's redirects (/tutorial, an unknown land, a page past the land's last) are decided
// in the route table, before the tutorial's chunk arrives: the address is right at once, even
// while a slow phone or a busy network is still fetching the pages' figures.

import { type LoaderFunctionArgs, replace } from 'react-router-dom';
import { useSelection } from '../state/selection';
import { resolveTutorial } from './paths';

export function tutorialLoader({ params }: LoaderFunctionArgs): Response | null {
  const route = resolveTutorial(params.land, params.page, useSelection.getState().level);
  return route.kind === 'redirect' ? replace(route.to) : null;
}
