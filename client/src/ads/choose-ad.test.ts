import type { LandLevel } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import no from '../i18n/locales/no.json';
import { adsFor, chooseAd } from './choose-ad';
import { HOUSE_ADS } from './house-ads';

const ids = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `ad-${String(from + i).padStart(2, '0')}`);

/** Always the same numbers in [0, 1): the mulberry32 generator. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the given values in turn, then starts again. */
function sequence(values: readonly number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

/** `count` evenly spaced values across [0, 1). */
const evenly = (count: number): number[] => Array.from({ length: count }, (_, i) => (i + 0.5) / count);

function countChoices(level: LandLevel, random: () => number, draws: number, lastShownId?: string) {
  const counts = new Map<string, number>();
  for (let i = 0; i < draws; i++) {
    const { id } = chooseAd(level, random, lastShownId);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('manifest', () => {
  it('lists 13 ads in order', () => {
    expect(HOUSE_ADS.map((ad) => ad.id)).toEqual(ids(1, 13));
  });

  it('gives each ad a file and a caption key', () => {
    for (const ad of HOUSE_ADS) {
      expect(ad.file).toMatch(/ad-\d\d\.svg/);
      expect(ad.captionKey).toBe(`ads.${ad.id.replace('-', '')}.caption`);
    }
  });

  it('keeps what summerland players have not reached at the end', () => {
    expect(HOUSE_ADS.slice(-4).map((ad) => ad.promotes)).not.toContain('summerland');
    expect(HOUSE_ADS.slice(-3).map((ad) => ad.promotes)).toEqual(['winterland', 'winterland', 'winterland']);
    expect(HOUSE_ADS.slice(0, 9).map((ad) => ad.promotes)).not.toContain('autumnland');
    expect(HOUSE_ADS.slice(0, 10).map((ad) => ad.promotes)).not.toContain('winterland');
  });
});

describe('adsFor', () => {
  it.each([
    [1, ids(1, 9)],
    [2, ids(1, 10)],
    [3, ids(1, 13)],
  ] as const)('level %i shows %j', (level, expected) => {
    expect(adsFor(level).map((ad) => ad.id)).toEqual(expected);
  });
});

describe('chooseAd', () => {
  const levels = [1, 2, 3] as const;

  it.each(levels)('level %i picks only eligible ads', (level) => {
    const eligible = new Set(adsFor(level).map((ad) => ad.id));
    const random = seeded(level);
    for (let i = 0; i < 2000; i++) expect(eligible.has(chooseAd(level, random).id)).toBe(true);
  });

  it.each(levels)('level %i never repeats the ad just shown', (level) => {
    const random = seeded(100 + level);
    for (const last of adsFor(level)) {
      for (const r of [0, 0.5, 0.999999]) expect(chooseAd(level, () => r, last.id).id).not.toBe(last.id);
      for (let i = 0; i < 500; i++) expect(chooseAd(level, random, last.id).id).not.toBe(last.id);
    }
  });

  it('never repeats along a run of choices', () => {
    const random = seeded(7);
    let last: string | undefined;
    for (let i = 0; i < 2000; i++) {
      const { id } = chooseAd(1, random, last);
      expect(id).not.toBe(last);
      last = id;
    }
  });

  it.each(levels)('level %i spreads evenly spaced randoms exactly evenly', (level) => {
    const eligible = adsFor(level);
    const counts = countChoices(level, sequence(evenly(eligible.length * 5)), eligible.length * 5);
    expect([...counts.keys()].sort()).toEqual(eligible.map((ad) => ad.id));
    for (const count of counts.values()) expect(count).toBe(5);
  });

  it('spreads evenly over the others when one was just shown', () => {
    const counts = countChoices(1, sequence(evenly(8 * 4)), 8 * 4, 'ad-05');
    expect(counts.has('ad-05')).toBe(false);
    expect(counts.size).toBe(8);
    for (const count of counts.values()) expect(count).toBe(4);
  });

  it.each(levels)('level %i is uniform-ish over a seeded sequence', (level) => {
    const eligible = adsFor(level);
    const draws = eligible.length * 1000;
    const counts = countChoices(level, seeded(2024 + level), draws);
    expect(counts.size).toBe(eligible.length);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });

  it('maps the ends of [0, 1) to the first and last eligible ad', () => {
    expect(chooseAd(1, () => 0).id).toBe('ad-01');
    expect(chooseAd(1, () => 0.999999).id).toBe('ad-09');
    expect(chooseAd(2, () => 0.999999).id).toBe('ad-10');
    expect(chooseAd(3, () => 0.999999).id).toBe('ad-13');
    expect(chooseAd(3, () => 0, 'ad-01').id).toBe('ad-02');
    expect(chooseAd(3, () => 0.999999, 'ad-13').id).toBe('ad-12');
  });

  it('stays in range when random misbehaves', () => {
    for (const r of [1, 1.5, -0.2, Number.NaN]) {
      expect(adsFor(1).map((ad) => ad.id)).toContain(chooseAd(1, () => r).id);
    }
  });

  it('ignores a last shown id that is not eligible', () => {
    const counts = countChoices(1, sequence(evenly(9)), 9, 'ad-13');
    expect(counts.size).toBe(9);
  });
});

describe('captions', () => {
  const lookup = (locale: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);

  it.each([
    ['en', en],
    ['no', no],
  ] as const)('%s has a caption for each ad and nothing else', (_, locale) => {
    for (const ad of HOUSE_ADS) {
      const caption = lookup(locale, ad.captionKey);
      expect(typeof caption === 'string' && caption.trim().length > 0, ad.captionKey).toBe(true);
    }
    expect(Object.keys(locale.ads).sort()).toEqual(HOUSE_ADS.map((ad) => ad.id.replace('-', '')));
  });

  it('norwegian captions are translated', () => {
    for (const ad of HOUSE_ADS) expect(lookup(no, ad.captionKey)).not.toBe(lookup(en, ad.captionKey));
  });
});

describe('svg files', () => {
  const sources = import.meta.glob<string>('@assets/ads/*.svg', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const files = Object.entries(sources);

  it('has one file per ad', () => {
    expect(files.map(([path]) => path.replace(/^.*\//, '').replace('.svg', ''))).toEqual(ids(1, 13));
  });

  it.each(files)('%s is a self-contained 16:9 scene', (_, svg) => {
    expect(new TextEncoder().encode(svg).length).toBeLessThan(15 * 1024);
    expect(svg).toContain('viewBox="0 0 1600 900"');
    expect(svg).toMatch(/@keyframes/);
    expect(svg).toMatch(/@media \(prefers-reduced-motion: ?reduce\)/);
    expect(svg).not.toMatch(/<(image|script|foreignObject|title)\b|@import|@font-face/);
    for (const [, ref] of svg.matchAll(/(?:href="|url\()([^")]*)/g)) expect(ref).toMatch(/^#/);
  });

  it.each(files)('%s has no words, only digits and + − × ?', (_, svg) => {
    for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g))
      expect(text).toMatch(/^[0-9+−×?\s]*$/);
  });
});
