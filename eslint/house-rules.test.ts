import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error the rules are plain JavaScript (the lint configuration's own language)
import { houseRules } from './house-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const lines = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

tester.run('function-size', houseRules.rules['function-size'], {
  valid: [
    { code: `function f() {\n${lines(78)}\n}`, options: [{ max: 80 }] },
    // a factory's methods count for themselves, not for the factory
    {
      code: `function make() {\n  return {\n    a() {\n${lines(60)}\n    },\n    b() {\n${lines(60)}\n    },\n  };\n}`,
      options: [{ max: 80 }],
    },
    // blank and comment-only lines do not count
    { code: `function f() {\n${lines(78)}\n\n\n  // why\n}`, options: [{ max: 80 }] },
  ],
  invalid: [
    { code: `function f() {\n${lines(80)}\n}`, options: [{ max: 80 }], errors: [{ messageId: 'big' }] },
    {
      code: `const C = () => {\n  const x = () => 1;\n${lines(80)}\n  return x;\n};`,
      options: [{ max: 80 }],
      errors: [{ messageId: 'big' }],
    },
  ],
});

tester.run('file-name-case', houseRules.rules['file-name-case'], {
  valid: [
    { code: 'export {};', filename: '/r/apps/server/src/domains/orders/orders.lifecycle.ts' },
    { code: 'export {};', filename: '/r/apps/web/src/features/cart/CartScreen.tsx' },
    { code: 'export {};', filename: '/r/apps/web/src/features/broadcasts/player/useGame.ts' },
    { code: 'export {};', filename: '/r/e2e/specs/chat-room.spec.ts' },
  ],
  invalid: [
    { code: 'export {};', filename: '/r/apps/web/src/features/auth/joinForm.tsx', errors: [{ messageId: 'name' }] },
    {
      code: 'export {};',
      filename: '/r/apps/server/src/domains/orders/OrderService.ts',
      errors: [{ messageId: 'name' }],
    },
    { code: 'export {};', filename: '/r/apps/server/src/domains/orders/useThing.ts', errors: [{ messageId: 'name' }] },
  ],
});

tester.run('no-raw-result-code', houseRules.rules['no-raw-result-code'], {
  valid: [
    { code: "if (rc === RC.ORDER_NOT_FOUND) f(); const size = '12345'; const n = 1004;" },
    // not a code of ours (an emoji's code point, a provider's answer)
    { code: "const star = '2728';", options: [{ codes: ['1004'] }] },
  ],
  invalid: [
    { code: "if (rc === '1004') f();", errors: [{ messageId: 'raw' }] },
    { code: 'const codes = [`9403`];', errors: [{ messageId: 'raw' }] },
    { code: "if (rc === '1004') f();", options: [{ codes: ['1004'] }], errors: [{ messageId: 'raw' }] },
  ],
});
