// The native shell's inbound message schema, in a chunk of its own: bridge.ts loads it only inside the
// shell, so a browser's first screen carries no validation library (issue 19 "Speed").
export { nativeInbound } from '@lc/contracts';
