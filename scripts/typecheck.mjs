// `npm run typecheck`: every TypeScript project checked, two at a time (tsc is one thread; CI machines
// have two cores). Prints each project's errors as tsc does and fails if any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('close', (code) => {
      const s = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project} (${s} s)\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = 0;
const worker = async () => {
  for (let p = queue.shift(); p; p = queue.shift()) if (!(await check(p))) failed += 1;
};
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
