import { CATALOG_CACHE_MAX_ENTRIES, CATALOG_CACHE_TTL_MS } from './catalog.policy.js';

/**
 * A small in-process cache of answers (serialised bytes or presented objects), dropped whole on
 * every catalog write and entry by entry after the TTL. Several nodes each keep their own; the TTL
 * bounds how stale another node can be after a write (docs/decisions.md).
 */
export class ResponseCache<V> {
  private readonly map = new Map<string, { value: V; expires: number }>();
  private generation = 0;

  constructor(
    private readonly clock: () => number,
    private readonly ttlMs = CATALOG_CACHE_TTL_MS,
    private readonly max = CATALOG_CACHE_MAX_ENTRIES,
  ) {}

  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires <= this.clock()) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Stores unless the cache was invalidated since `gen` was read (a write raced the read). */
  set(key: string, value: V, gen = this.generation): void {
    if (gen !== this.generation) return;
    if (this.map.size >= this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, { value, expires: this.clock() + this.ttlMs });
  }

  get gen(): number {
    return this.generation;
  }

  clear(): void {
    this.generation += 1;
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
