import { Route, Routes } from 'react-router';
import { SubNav } from '../ui/SubNav';
import { BrandsTab as Brands } from './catalog/BrandsTab';
import { CategoriesTab as Categories } from './catalog/CategoriesTab';
import { ProductsTab as Products } from './catalog/ProductsTab';

/** Catalog: products (with their form), brands, categories. */
export function CatalogPage() {
  return (
    <section>
      <SubNav
        base="/admin/catalog"
        items={[
          { path: '', key: 'admin.catalog.products' },
          { path: 'brands', key: 'admin.catalog.brands' },
          { path: 'categories', key: 'admin.catalog.categories' },
        ]}
      />
      <Routes>
        <Route index element={<Products />} />
        <Route path="brands" element={<Brands />} />
        <Route path="categories" element={<Categories />} />
      </Routes>
    </section>
  );
}
