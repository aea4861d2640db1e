import { describe, expect, it } from 'vitest';
import { SPRITE_ART } from './art';
import { type AtlasItem, packAtlas } from './atlas';

function overlaps(
  a: AtlasItem & { x: number; y: number },
  b: AtlasItem & { x: number; y: number },
  gap: number,
) {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

describe('packAtlas', () => {
  const items: AtlasItem[] = Object.entries(SPRITE_ART).flatMap(([name, art]) =>
    Array.from({ length: art.frames ?? 1 }, (_, i) => ({
      name: `${name}-${i}`,
      width: art.width,
      height: art.height,
    })),
  );

  it('places every picture inside the atlas, a gap apart, none overlapping', () => {
    const gap = 4;
    const layout = packAtlas(items, 1024, gap);
    expect(layout.places.size).toBe(items.length);
    const placed = items.map((item) => ({ ...item, ...layout.places.get(item.name)! }));
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(gap);
      expect(p.y).toBeGreaterThanOrEqual(gap);
      expect(p.x + p.width + gap).toBeLessThanOrEqual(layout.width);
      expect(p.y + p.height + gap).toBeLessThanOrEqual(layout.height);
    }
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++)
        expect(overlaps(placed[i]!, placed[j]!, gap - 1)).toBe(false);
    }
  });

  it('keeps the planet atlas small enough for any GPU', () => {
    const layout = packAtlas(items);
    expect(layout.width).toBeLessThanOrEqual(1024);
    expect(layout.height).toBeLessThanOrEqual(1024);
  });

  it('refuses a picture wider than the atlas', () => {
    expect(() => packAtlas([{ name: 'wide', width: 2000, height: 10 }])).toThrow(/wide/);
  });
});
