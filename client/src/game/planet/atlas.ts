// Packing pictures into one texture: rows ("shelves") filled left to right, tallest first, with a
// gap round each so neighbours never bleed into one another when a picture is scaled or turned.

export interface AtlasItem {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

export interface AtlasLayout {
  readonly width: number;
  readonly height: number;
  readonly places: ReadonlyMap<string, { readonly x: number; readonly y: number }>;
}

export function packAtlas(items: readonly AtlasItem[], maxWidth = 1024, gap = 4): AtlasLayout {
  const sorted = [...items].sort((a, b) => b.height - a.height || b.width - a.width);
  const places = new Map<string, { x: number; y: number }>();
  let [x, y, rowHeight, width] = [gap, gap, 0, 0];
  for (const item of sorted) {
    if (item.width + 2 * gap > maxWidth) throw new Error(`${item.name} is wider than the atlas`);
    if (x + item.width + gap > maxWidth) {
      x = gap;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    places.set(item.name, { x, y });
    x += item.width + gap;
    rowHeight = Math.max(rowHeight, item.height);
    width = Math.max(width, x);
  }
  return { width, height: y + rowHeight + gap, places };
}
