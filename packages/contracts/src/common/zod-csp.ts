// from zod's core, not its classic barrel: importing 'zod' would also run the barrel's English error
// locale set-up and bring ~10 KB into the web's entry (issue 19); schemas load it where they are built
import { config } from 'zod/v4/core';

/**
 * Issue 18: the web page's Content-Security-Policy allows no eval. Zod probes for it
 * (`new Function('')`) whenever an object schema is built, and although the probe is caught the
 * browser reports a violation; so in a browser, schemas are built without that compilation. This
 * module is the first one `index.ts` loads, before any schema exists. The server keeps the fast path.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });
