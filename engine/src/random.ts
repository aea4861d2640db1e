// Seeded pseudo-random numbers. The engine never uses Math.random: a seed decides a puzzle.
// sfc32 (Chris Doty-Humphrey's small fast counter) with its state set up by splitmix32.

export interface Random {
  /** A uniform 32-bit unsigned integer. */
  next(): number;
  /** A uniform integer in [0, n), n >= 1, without modulo bias. */
  int(n: number): number;
  /** A uniform float in [0, 1). */
  float(): number;
}

export const MAX_SEED = 0xffff_ffff;

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e37_79b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85eb_ca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2_ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const init = splitmix32(seed);
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = init();
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    const c = (this.c << 21) | (this.c >>> 11);
    this.c = (c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    // Rejection of the top sliver keeps every outcome equally likely.
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  float(): number {
    return this.next() / 0x1_0000_0000;
  }
}

export function createRandom(seed: number): Random {
  return new Sfc32(seed);
}

/** Fisher-Yates shuffle in place. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
