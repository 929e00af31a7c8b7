/**
 * The p-th quantile (0–1) of a latency histogram whose index is the latency in whole milliseconds and
 * whose value is how many deliveries took it (what the chat swarm's workers count); the last bucket
 * holds everything at or above the cap.
 */
export function histogramPercentile(hist: number[], p: number): number {
  const total = hist.reduce((s, n) => s + n, 0);
  let acc = 0;
  for (let ms = 0; ms < hist.length; ms++) {
    acc += hist[ms]!;
    if (acc >= total * p) return ms;
  }
  return hist.length - 1;
}
