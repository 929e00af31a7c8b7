// The house rules of issue 17 that ESLint's own rules cannot say (docs/architecture.md "Rules that keep it").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX_FUNCTION_LINES = 80;
const KEBAB = /^[a-z0-9]+([.-][a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const RESULT_CODE = /^\d{4}$/;

/**
 * A function's own size: its lines minus the inside of the functions nested in it (a service factory
 * returning methods, a component's callbacks), without blank and comment-only lines.
 */
const functionSize = {
  meta: {
    type: 'suggestion',
    schema: [{ type: 'object', properties: { max: { type: 'integer' } }, additionalProperties: false }],
    messages: { big: 'Function {{name}} has {{lines}} lines of its own (max {{max}}): split it.' },
  },
  create(context) {
    const max = context.options[0]?.max ?? MAX_FUNCTION_LINES;
    const source = context.sourceCode;
    const codeLines = new Set();
    for (const token of source.ast.tokens) {
      for (let l = token.loc.start.line; l <= token.loc.end.line; l++) codeLines.add(l);
    }
    const stack = [];
    const enter = (node) => {
      if (stack.length) stack[stack.length - 1].nested.push(node);
      stack.push({ node, nested: [] });
    };
    const exit = () => {
      const { node, nested } = stack.pop();
      const own = new Set();
      for (let l = node.loc.start.line; l <= node.loc.end.line; l++) if (codeLines.has(l)) own.add(l);
      for (const n of nested) for (let l = n.loc.start.line + 1; l <= n.loc.end.line; l++) own.delete(l);
      if (own.size <= max) return;
      const name =
        node.id?.name ??
        (node.parent?.type === 'VariableDeclarator' && node.parent.id.name) ??
        (node.parent?.type === 'Property' && node.parent.key?.name) ??
        (node.parent?.type === 'MethodDefinition' && node.parent.key?.name) ??
        '(anonymous)';
      context.report({
        node,
        loc: node.loc.start,
        messageId: 'big',
        data: { name: String(name || '(anonymous)'), lines: String(own.size), max: String(max) },
      });
    };
    return {
      FunctionDeclaration: enter,
      FunctionExpression: enter,
      ArrowFunctionExpression: enter,
      'FunctionDeclaration:exit': exit,
      'FunctionExpression:exit': exit,
      'ArrowFunctionExpression:exit': exit,
    };
  },
};

/** kebab-case modules (dots separate parts: `orders.lifecycle.ts`); React components PascalCase, hooks `useX`. */
const fileNameCase = {
  meta: { type: 'suggestion', messages: { name: 'File name "{{name}}" should be {{want}}.' } },
  create(context) {
    return {
      Program(node) {
        const file = context.filename.replace(/\\/g, '/');
        const base = path.basename(file).replace(/(\.(test|spec))?\.(tsx?|mjs|js)$/, '');
        const web = file.includes('apps/web/src/');
        const ok = KEBAB.test(base) || (web && file.endsWith('.tsx') && PASCAL.test(base)) || (web && HOOK.test(base));
        if (!ok) {
          const want = web ? 'kebab-case, PascalCase (a component .tsx) or useCamelCase (a hook)' : 'kebab-case';
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { name: base, want } });
        }
      },
    };
  },
};

let knownCodes = null;
/** every code of the HTTP catalogue and of the chat socket's join codes (read from contracts) */
function resultCodes() {
  if (knownCodes) return knownCodes;
  knownCodes = new Set();
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../packages/contracts/src');
  const files = [path.join(root, 'chat/index.ts')];
  const dir = path.join(root, 'common/result-codes');
  for (const name of readdirSync(dir)) files.push(path.join(dir, name));
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s*'(\d{4})':/gm)) knownCodes.add(m[1]);
  }
  return knownCodes;
}

/** Result codes by name: `RC.ORDER_NOT_FOUND` / `CC.TOKEN_EXPIRED`, never '3001', outside contracts. */
const noRawResultCode = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { codes: { type: 'array' } }, additionalProperties: false }],
    messages: { raw: 'Raw result code "{{code}}": use RC.<NAME> (or CC.<NAME>) from @lc/contracts.' },
  },
  create(context) {
    const known = context.options[0]?.codes ? new Set(context.options[0].codes) : resultCodes();
    const check = (node, value) => {
      if (typeof value === 'string' && RESULT_CODE.test(value) && known.has(value)) {
        context.report({ node, messageId: 'raw', data: { code: value } });
      }
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => {
        if (node.expressions.length === 0) check(node, node.quasis[0].value.cooked);
      },
    };
  },
};

export const houseRules = {
  rules: { 'function-size': functionSize, 'file-name-case': fileNameCase, 'no-raw-result-code': noRawResultCode },
};

// ---- import cycles between domains and the server's folders -------------------------------------------------------------

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SERVER_ROOT = 'apps/server/src';
const CONTRACTS_ROOT = 'packages/contracts/src';
/** a domain's composition root (`orders.module.ts`) wires several domains, as app.ts does */
const isModule = (file) => /\.module\.ts$/.test(file);

/**
 * The unit a file belongs to: `domains/orders` for apps/server/src/domains/orders/…, `realtime/` for
 * another folder of the server (realtime, media, jobs, http, shared…), `contracts/orders` for
 * packages/contracts/src/orders/…; null for a file at a root (main.ts, app.ts, config.ts, contracts' index.ts).
 */
function domainOf(file) {
  const rel = path.relative(ROOT, file).replace(/\\/g, '/');
  if (rel.startsWith(CONTRACTS_ROOT + '/')) {
    const rest = rel.slice(CONTRACTS_ROOT.length + 1).split('/');
    return rest.length < 2 ? null : `contracts/${rest[0]}`;
  }
  if (rel.startsWith(SERVER_ROOT + '/')) {
    const rest = rel.slice(SERVER_ROOT.length + 1).split('/');
    if (rest[0] === 'domains') return rest.length < 3 ? null : `domains/${rest[1]}`;
    return rest.length < 2 ? null : `${rest[0]}/`;
  }
  return null;
}

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

let graph = null;
/** unit → Set of units it imports (relative imports only: the units of one package) */
function domainGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const root of [SERVER_ROOT, CONTRACTS_ROOT]) {
    for (const file of walk(path.join(ROOT, root), [])) {
      const from = domainOf(file);
      if (!from || isModule(file)) continue;
      // runtime imports only (runtimeImports below): `import type` makes no cycle at run time
      for (const src of runtimeImports(readFileSync(file, 'utf8'))) {
        const to = domainOf(path.resolve(path.dirname(file), src));
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from).add(to);
      }
    }
  }
  return graph;
}

/** a path from `start` back to `target`, or null */
function pathBack(start, target) {
  const g = domainGraph();
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const route = queue.shift();
    const last = route[route.length - 1];
    for (const next of g.get(last) ?? []) {
      if (next === target) return [...route, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return null;
}

const noDomainCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle between domains or server folders: {{cycle}}.' } },
  create(context) {
    const file = context.filename;
    const from = domainOf(file);
    if (!from || isModule(file)) return {};
    const check = (node, src) => {
      if (typeof src !== 'string' || !src.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const to = domainOf(path.resolve(path.dirname(file), src));
      if (!to || to === from) return;
      const back = pathBack(to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [from, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
    };
  },
};
houseRules.rules['no-domain-cycle'] = noDomainCycle;

// ---- import cycles between files ---------------------------------------------------------------

const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/*/src'];
// static imports and re-exports: `import type` / `export type` are erased, everything else loads the
// target (under verbatimModuleSyntax even `import { type A } from` stays as `import {} from`)
const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\s+(type\s+)?(?:[\w$]+\s*,?\s*)?(?:\*\s*(?:as\s+[\w$]+)?|\{[^}]*\})?\s*from\s*(['"])([^'"]+)\2/gm;
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*(['"])([^'"]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** the relative specifiers a file loads at run time */
export function runtimeImports(text) {
  const out = [];
  for (const m of text.matchAll(STATIC_IMPORT)) if (!m[1]) out.push(m[3]);
  for (const m of text.matchAll(SIDE_EFFECT_IMPORT)) out.push(m[2]);
  for (const m of text.matchAll(DYNAMIC_IMPORT)) out.push(m[2]);
  return out.filter((s) => s.startsWith('.'));
}

/** `./x.js` → x.ts or x.tsx, `./x` → x.ts(x) or x/index.ts(x); null when it is no file of the graph */
function resolveIn(files, from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (files.has(c)) return c;
  }
  return null;
}

/** the source folders named by `roots` under `root` (`*` stands for one folder name) */
function sourceDirs(root, roots) {
  const out = [];
  for (const pattern of roots) {
    let dirs = [root];
    for (const part of pattern.split('/')) {
      const next = [];
      for (const dir of dirs) {
        const names = part === '*' ? readdirSync(dir) : [part];
        for (const name of names) {
          const full = path.join(dir, name);
          try {
            if (statSync(full).isDirectory()) next.push(full);
          } catch {
            // a folder that is not there (an app without src) adds nothing
          }
        }
      }
      dirs = next;
    }
    out.push(...dirs);
  }
  return out;
}

const fileGraphs = new Map();
/** file → Set of files it loads at run time, built once per lint process (and per root) */
function fileGraph(root, roots) {
  const key = JSON.stringify([root, roots]);
  if (fileGraphs.has(key)) return fileGraphs.get(key);
  const files = new Set(sourceDirs(root, roots).flatMap((dir) => walk(dir, [])));
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      const to = resolveIn(files, file, spec);
      if (to && to !== file) targets.add(to);
    }
    edges.set(file, targets);
  }
  const graph = { files, edges };
  fileGraphs.set(key, graph);
  return graph;
}

/** the shortest way from `start` back to `target` (both included), or null */
function shortestPath(edges, start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    if (at === target) {
      const route = [];
      for (let f = at; f !== null; f = previous.get(f)) route.unshift(f);
      return route;
    }
    for (const next of edges.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, roots: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{cycle}}.' },
  },
  create(context) {
    const root = context.options[0]?.root ?? ROOT;
    const { files, edges } = fileGraph(root, context.options[0]?.roots ?? SOURCE_ROOTS);
    const file = path.resolve(context.filename);
    if (!files.has(file)) return {};
    const check = (node, src) => {
      if (typeof src !== 'string' || !src.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const to = resolveIn(files, file, src);
      if (!to || to === file) return;
      const back = shortestPath(edges, to, file);
      if (!back) return;
      const cycle = [file, ...back].map((f) => path.relative(root, f).replace(/\\/g, '/')).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
    };
  },
};
houseRules.rules['no-import-cycle'] = noImportCycle;
