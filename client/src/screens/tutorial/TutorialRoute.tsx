// /tutorial, /tutorial/{land} and /tutorial/{land}/{page}, by the rules of app/paths.ts: a chunk of
// its own with the tutorial's figures (the route table loads it on the first visit), so the first
// screen does not evaluate them (issue 17). The route table's loader (app/tutorial-loader.ts) has
// made the redirects before this renders; the Navigate here covers only a selection changed since.

import { Navigate, useParams } from 'react-router-dom';
import { resolveTutorial } from '../../app/paths';
import { useSelection } from '../../state/selection';
import { TutorialPage } from './Tutorial';

export function TutorialRoute() {
  const { land, page } = useParams();
  const level = useSelection((s) => s.level);
  const route = resolveTutorial(land, page, level);
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  return (
    <TutorialPage
      key={`${route.land}/${route.page}`}
      land={route.land}
      level={route.level}
      page={route.page}
    />
  );
}
