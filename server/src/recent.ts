// A bounded cache of recently used entries in two generations: lookups promote into the young
// map, and when it fills the old one is dropped whole. Every operation is O(1); evicting one key
// at a time from the front of a Map is not (V8 leaves holes that later lookups walk past).

export class Recent<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  /** Keeps between max/2 and max entries once full. */
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: K, value: V): void {
    this.young.set(key, value);
    if (this.young.size >= this.max / 2) {
      this.old = this.young;
      this.young = new Map();
    }
  }

  delete(key: K): void {
    this.young.delete(key);
    this.old.delete(key);
  }
}
