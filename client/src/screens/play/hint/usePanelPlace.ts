// The hint panel's place in the scene's box, kept up with the board's layout (the scene reports
// it after every layout) and with the box's size.

import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { on, type SceneRect } from '../../../game/events';
import { boardBounds, gridBounds, type PanelPlace, placeBeside } from './panel-place';

export function usePanelPlace(panel: RefObject<HTMLElement | null>, shown: boolean): PanelPlace | undefined {
  const [drawn, setDrawn] = useState<{ board?: SceneRect; grid?: SceneRect }>({});
  const [place, setPlace] = useState<PanelPlace>();
  useEffect(
    () => on('puzzle:layout', (report) => setDrawn({ board: boardBounds(report), grid: gridBounds(report) })),
    [],
  );
  useLayoutEffect(() => {
    const box = panel.current?.parentElement;
    if (!shown || !box) return;
    const measure = () =>
      setPlace(placeBeside({ width: box.clientWidth, height: box.clientHeight }, drawn.board, drawn.grid));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [panel, shown, drawn]);
  return place;
}
