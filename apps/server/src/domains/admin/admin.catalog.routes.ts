import type { Router } from '../../http/route.js';
import {
  adminBrandListQuery,
  adminBrandListResponse,
  adminBrandRequest,
  adminBrandUpdateRequest,
  adminCategoryListResponse,
  adminCategoryRequest,
  adminCategoryUpdateRequest,
  adminIdParams,
  adminProductCreateRequest,
  adminProductDetail,
  adminProductListQuery,
  adminProductListResponse,
  adminProductUpdateRequest,
  patchAdminBrandsResponse,
  patchAdminCategoriesResponse,
  patchAdminProductsResponse,
  postAdminBrandsResponse,
  postAdminCategoriesResponse,
  postAdminProductsResponse,
} from '@lc/contracts';
import type { AdminRouteKit } from './admin.routes.js';
import { listOrCsv } from './admin.list-or-csv.js';

/** The back-office's products, brands and categories (issue 15): every route declares its policy action. */
export function adminCatalogRoutes(r: Router, { catalog }: AdminRouteKit): void {
  // ---- catalog
  r.route({
    method: 'GET',
    path: 'admin/products',
    auth: 'admin',
    action: 'products.read',
    query: adminProductListQuery,
    response: adminProductListResponse,
    summary: 'Products with filters; format=csv exports',
    handler: ({ query, admin, reply }) =>
      listOrCsv(reply, query.format, 'products', (limit) => catalog.listProducts(query, admin, limit)),
  });
  r.route({
    method: 'GET',
    path: 'admin/products/:id',
    auth: 'admin',
    action: 'products.read',
    target: 'product',
    params: adminIdParams,
    response: adminProductDetail,
    summary: 'One product with options, adding products and images',
    handler: ({ params, admin }) => catalog.product(params.id, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/products',
    response: postAdminProductsResponse,
    auth: 'admin',
    action: 'products.write',
    body: adminProductCreateRequest,
    summary: 'Create a product (options, adding products, images, live price window)',
    handler: ({ body, admin }) => catalog.createProduct(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/products/:id',
    response: patchAdminProductsResponse,
    auth: 'admin',
    action: 'products.write',
    target: 'product',
    params: adminIdParams,
    body: adminProductUpdateRequest,
    summary: 'Change a product (display and sold-out switches, stock, prices, lists)',
    handler: ({ params, body, admin }) => catalog.updateProduct(params.id, body, admin),
  });
  r.route({
    method: 'GET',
    path: 'admin/brands',
    auth: 'admin',
    action: 'brands.read',
    query: adminBrandListQuery,
    response: adminBrandListResponse,
    summary: 'Brands (a brand seller sees its own)',
    handler: ({ query, admin }) => catalog.listBrands(query, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/brands',
    response: postAdminBrandsResponse,
    auth: 'admin',
    action: 'brands.write',
    body: adminBrandRequest,
    summary: 'Create a brand',
    handler: ({ body, admin }) => catalog.createBrand(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/brands/:id',
    response: patchAdminBrandsResponse,
    auth: 'admin',
    action: 'brands.write',
    target: 'brand',
    params: adminIdParams,
    body: adminBrandUpdateRequest,
    summary: 'Change a brand',
    handler: ({ params, body, admin }) => catalog.updateBrand(params.id, body, admin),
  });
  r.route({
    method: 'GET',
    path: 'admin/categories',
    auth: 'admin',
    action: 'categories.read',
    response: adminCategoryListResponse,
    summary: 'The category tree',
    handler: () => catalog.listCategories(),
  });
  r.route({
    method: 'POST',
    path: 'admin/categories',
    response: postAdminCategoriesResponse,
    auth: 'admin',
    action: 'categories.write',
    body: adminCategoryRequest,
    summary: 'Create a category (two levels)',
    handler: ({ body, admin }) => catalog.createCategory(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/categories/:id',
    response: patchAdminCategoriesResponse,
    auth: 'admin',
    action: 'categories.write',
    target: 'category',
    params: adminIdParams,
    body: adminCategoryUpdateRequest,
    summary: 'Change a category',
    handler: ({ params, body, admin }) => catalog.updateCategory(params.id, body, admin),
  });
}
