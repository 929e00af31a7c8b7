import { z } from 'zod';

/*
 * The answers of the content routes (admin): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST admin/content/${name} */
export const postAdminContentNameResponse = z.object({
  id: z.number(),
});
export type PostAdminContentNameResponse = z.infer<typeof postAdminContentNameResponse>;

/** PATCH admin/content/${name}/:id */
export const patchAdminContentNameResponse = postAdminContentNameResponse;
export type PatchAdminContentNameResponse = z.infer<typeof patchAdminContentNameResponse>;

/** DELETE admin/content/${name}/:id */
export const deleteAdminContentNameResponse = postAdminContentNameResponse;
export type DeleteAdminContentNameResponse = z.infer<typeof deleteAdminContentNameResponse>;

/** PUT admin/content/plans/:id/products */
export const putAdminContentPlansProductsResponse = z.object({
  planSysId: z.number(),
  count: z.number(),
});
export type PutAdminContentPlansProductsResponse = z.infer<typeof putAdminContentPlansProductsResponse>;
