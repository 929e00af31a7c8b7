import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error the rules are plain JavaScript (the lint configuration's own language)
import { houseRules, runtimeImports } from './house-rules.js';

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

describe('no-import-cycle', () => {
  // the rule reads the files of the folder it is given: a small source tree of its own
  const root = mkdtempSync(path.join(tmpdir(), 'house-cycle-'));
  const files = {
    'src/a.ts': "import { b } from './b.js';\nexport const a = () => b;",
    'src/b.ts': "import { c } from './lib/index.js';\nexport const b = c;",
    'src/lib/index.ts': "export { c } from './c.js';",
    'src/lib/c.ts': "import { a } from '../a.js';\nexport const c = () => a;",
    'src/typed.ts': "import type { T } from './types.js';\nexport const typed: T = 1;",
    'src/types.ts': "import { typed } from './typed.js';\nexport type T = typeof typed;",
    'src/view.tsx': "import { leaf } from './leaf';\nexport const view = leaf;",
    'src/leaf.ts': 'export const leaf = 1;',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const options = [{ root, roots: ['src'] }];
  const at = (name: keyof typeof files) => ({ code: files[name], filename: path.join(root, name), options });

  tester.run('no-import-cycle', houseRules.rules['no-import-cycle'], {
    valid: [
      // the type-only import makes no cycle: types.ts may load typed.ts
      at('src/types.ts'),
      at('src/typed.ts'),
      // an import that leads nowhere back
      at('src/view.tsx'),
    ],
    invalid: [
      {
        ...at('src/a.ts'),
        errors: [{ message: 'Import cycle: src/a.ts → src/b.ts → src/lib/index.ts → src/lib/c.ts → src/a.ts.' }],
      },
      {
        // a re-export loads its module too
        ...at('src/lib/index.ts'),
        errors: [
          { message: 'Import cycle: src/lib/index.ts → src/lib/c.ts → src/a.ts → src/b.ts → src/lib/index.ts.' },
        ],
      },
    ],
  });
});

describe('runtimeImports', () => {
  it('lists what loads at run time, not what is erased', () => {
    const text = [
      "import type { A } from './a.js';",
      "export type { B } from './b.js';",
      "import { type C } from './c.js';",
      "import D, { e } from './d.js';",
      'import {',
      '  f,',
      '  type G,',
      "} from './f.js';",
      "import './side.js';",
      "export * from './all.js';",
      "export * as ns from './ns.js';",
      "const lazy = () => import('./lazy.js');",
      "import { z } from 'zod';",
      "// import { x } from './comment.js';",
    ].join('\n');
    expect(runtimeImports(text).sort()).toEqual(
      ['./all.js', './c.js', './d.js', './f.js', './lazy.js', './ns.js', './side.js'].sort(),
    );
  });
});
