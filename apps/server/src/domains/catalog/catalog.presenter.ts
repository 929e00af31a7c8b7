// the product card is shared by every domain that lists products (apps/server/src/shared/product-cards.ts)
export { discountOf, presentProductCard, type ProductCardRow } from '../../shared/product-cards.js';
