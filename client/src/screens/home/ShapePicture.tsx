// A small drawing of a puzzle shape for the slider, from the engine's own grid of the shape:
// circles for mystery numbers, bars for pair clues, diamonds for square clues.

import { CellType, type ShapeName, shapeGrid } from '@numberland/engine';

const STEP = 20;
/** The smallest box a picture is drawn in, so the single pair is not blown up to the size of six squares. */
const MIN_BOX = 4 * STEP;

export function ShapePicture({ shape }: { readonly shape: ShapeName }) {
  const grid = shapeGrid(shape, 'landscape');
  const width = grid.width * STEP;
  const height = grid.height * STEP;
  const boxWidth = Math.max(width, MIN_BOX);
  const boxHeight = Math.max(height, MIN_BOX);
  const cells = grid.types.map((type, i) => ({ type, col: i % grid.width, row: Math.floor(i / grid.width) }));
  const parts = cells.map(({ type, col, row }) => {
    const x = col * STEP + STEP / 2;
    const y = row * STEP + STEP / 2;
    const key = `${col},${row}`;
    switch (type) {
      case CellType.Mystery:
        return <circle key={key} cx={x} cy={y} r={8.5} className="shape-picture__mystery" />;
      case CellType.HorizontalPair:
        return (
          <rect
            key={key}
            x={x - 7}
            y={y - 2.5}
            width={14}
            height={5}
            rx={2}
            className="shape-picture__pair"
          />
        );
      case CellType.VerticalPair:
        return (
          <rect
            key={key}
            x={x - 2.5}
            y={y - 7}
            width={5}
            height={14}
            rx={2}
            className="shape-picture__pair"
          />
        );
      case CellType.Square:
        return (
          <rect
            key={key}
            x={x - 5}
            y={y - 5}
            width={10}
            height={10}
            transform={`rotate(45 ${x} ${y})`}
            className="shape-picture__square"
          />
        );
      default:
        return null;
    }
  });
  return (
    <svg
      className="shape-picture"
      viewBox={`${(width - boxWidth) / 2} ${(height - boxHeight) / 2} ${boxWidth} ${boxHeight}`}
      aria-hidden="true"
      focusable="false"
    >
      {parts}
    </svg>
  );
}
