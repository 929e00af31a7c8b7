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

// ---- import cycles between domains -------------------------------------------------------------

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DOMAIN_ROOTS = ['apps/server/src/domains', 'packages/contracts/src'];
// runtime imports only: `import type` makes no cycle at run time
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** a domain's composition root (`orders.module.ts`) wires several domains, as app.ts does */
const isModule = (file) => /\.module\.ts$/.test(file);

/** 'server:orders' for apps/server/src/domains/orders/…, 'contracts:orders' for packages/contracts/src/orders/… */
function domainOf(file) {
  const rel = path.relative(ROOT, file).replace(/\\/g, '/');
  for (const root of DOMAIN_ROOTS) {
    if (rel.startsWith(root + '/')) {
      const rest = rel.slice(root.length + 1).split('/');
      if (rest.length < 2) return null; // a file at the root (contracts' index.ts) is no domain
      return `${root.startsWith('apps') ? 'server' : 'contracts'}:${rest[0]}`;
    }
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
/** domain → Set of domains it imports (relative imports only: the domains of one package) */
function domainGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const root of DOMAIN_ROOTS) {
    for (const file of walk(path.join(ROOT, root), [])) {
      const from = domainOf(file);
      if (!from || isModule(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const src = m[1] ?? m[2];
        if (!src.startsWith('.')) continue;
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
  meta: { type: 'problem', messages: { cycle: 'Import cycle between domains: {{cycle}}.' } },
  create(context) {
    const file = context.filename;
    const from = domainOf(file);
    if (!from || isModule(file)) return {};
    const check = (node, src) => {
      if (typeof src !== 'string' || !src.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length && node.specifiers.every((s) => s.importKind === 'type')) return;
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
