/**
 * Reads one sample from the Prometheus text format: the value of `name` whose labels include
 * `labels` (undefined when there is none).
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = new Map([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1]!, x[2]!]));
    if (Object.entries(labels).every(([k, v]) => have.get(k) === v)) return Number(m[3]);
  }
  return undefined;
}
