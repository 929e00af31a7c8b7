import { fork, type ChildProcess } from 'node:child_process';

/** A forked client process (bench swarms) and a request/answer helper over IPC. */
export function forkWorker(script: string) {
  const child: ChildProcess = fork(script, [], { execArgv: [], stdio: 'inherit' });
  const ask = <T>(msg: Record<string, unknown>, answer: string, timeoutMs = 120_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker: no ${answer}`)), timeoutMs);
      const h = (m: { type: string; message?: string }) => {
        if (m.type === 'error') {
          clearTimeout(timer);
          child.off('message', h);
          reject(new Error(m.message));
        } else if (m.type === answer) {
          clearTimeout(timer);
          child.off('message', h);
          resolve(m as T);
        }
      };
      child.on('message', h);
      child.send(msg);
    });
  return { child, ask };
}
export type Worker = ReturnType<typeof forkWorker>;
