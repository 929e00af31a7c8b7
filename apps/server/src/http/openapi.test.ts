import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';

/**
 * Issue 32: the OpenAPI document as a strict validator reads it. Every JSON Schema `required` list
 * names each property once and only properties the schema has (JSON Schema: "unique items"; strict
 * validators refused all operations while the failure answer listed resultCode twice); every
 * operation names its parameters once; the catalogue's cached lists document their query.
 */
let t: TestContext;
let doc: { paths: Record<string, Record<string, Operation>> };
type Operation = { parameters: { name: string; in: string }[]; responses: Record<string, unknown> };

beforeAll(async () => {
  t = await startTestApp();
  doc = JSON.parse((await t.request({ method: 'GET', url: 'openapi.json' })).raw.body) as typeof doc;
});
afterAll(async () => t?.close());

/** Every problem a strict reading finds in a schema tree: duplicate or dangling `required` entries. */
function requiredProblems(node: unknown, at: string, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => requiredProblems(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o.required) && o.type === 'object') {
      const req = o.required as string[];
      if (new Set(req).size !== req.length) out.push(`${at}: required lists ${JSON.stringify(req)}`);
      const props = (o.properties ?? {}) as Record<string, unknown>;
      if (o.additionalProperties === false)
        for (const r of req) if (!(r in props)) out.push(`${at}: required ${r} is not a property`);
    }
    for (const [k, v] of Object.entries(o)) requiredProblems(v, `${at}/${k}`, out);
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('lists each required property once, in every operation', () => {
    const problems: string[] = [];
    let operations = 0;
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        operations += 1;
        requiredProblems(op, `${method.toUpperCase()} ${path}`, problems);
        const names = op.parameters.map((p) => `${p.in}:${p.name}`);
        if (new Set(names).size !== names.length) problems.push(`${method} ${path}: a parameter named twice`);
      }
    expect(operations).toBeGreaterThan(250);
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('documents the query of the catalogue lists', () => {
    const queryOf = (path: string) =>
      doc.paths[`/api/v1/${path}`]!.get!.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryOf('products/mainlist')).toEqual(expect.arrayContaining(['startIndex', 'rowCount', 'tab']));
    expect(queryOf('products/lists')).toEqual(
      expect.arrayContaining(['startIndex', 'rowCount', 'categorySysId', 'brandSysId', 'sort']),
    );
    for (const p of ['products/searchlists', 'brands/searchlists'])
      expect(queryOf(p)).toEqual(expect.arrayContaining(['startIndex', 'rowCount', 'keyword', 'sort']));
    expect(queryOf('categories')).toEqual(expect.arrayContaining(['categoryLevel', 'parentSysId']));
  });

  it('still refuses a bad catalogue query with 9422 (the route checks it now)', async () => {
    const r = await t.request({ method: 'GET', url: 'products/lists?sort=cheapest' });
    expect([r.status, r.json.resultCode]).toEqual([422, '9422']);
  });
});
