/**
 * The goal lines a benchmark ends with: one per goal, "met" or "MISSED", with the figure and the
 * goal, so that a re-run on another machine reads at a glance. Time-based goals depend on the
 * machine: the load average is printed beside them.
 */
export interface Goal {
  name: string;
  met: boolean;
  /** the figure measured and the goal, e.g. "p99 812 ms (goal <= 1000 ms)" */
  detail: string;
}

export function printGoals(title: string, goals: Goal[], loadAverage: number): void {
  console.log(`  goals (${title}; load average ${loadAverage.toFixed(1)})`);
  const width = Math.max(...goals.map((g) => g.name.length));
  for (const g of goals)
    console.log(`    ${g.met ? 'goal met   ' : 'goal MISSED'}  ${g.name.padEnd(width)}  ${g.detail}`);
  const missed = goals.filter((g) => !g.met).length;
  console.log(`    ${missed === 0 ? 'all goals met' : `${missed} of ${goals.length} goals missed`}`);
}
