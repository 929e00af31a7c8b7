import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const brands = pgTable('brands', {
  brandSysId: serial('brand_sys_id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }),
  imageUrl: varchar('image_url', { length: 300 }),
  description: text('description'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Two-level category tree: level 1 has no parent, level 2 points at its level-1 parent. */
export const categories = pgTable(
  'categories',
  {
    categorySysId: serial('category_sys_id').primaryKey(),
    parentSysId: integer('parent_sys_id'),
    categoryLevel: smallint('category_level').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentSysId)],
);

/** Products. Money is integer won. */
export const products = pgTable(
  'products',
  {
    prdtSysId: serial('prdt_sys_id').primaryKey(),
    brandSysId: integer('brand_sys_id')
      .notNull()
      .references(() => brands.brandSysId),
    categorySysId: integer('category_sys_id').references(() => categories.categorySysId),
    name: varchar('name', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }),
    description: text('description'),
    marketPrice: integer('market_price').notNull(),
    price: integer('price').notNull(),
    /** 0 not for sale, 1 for sale */
    isDisplay: smallint('is_display').notNull().default(1),
    /** 1 sold out */
    isSoldout: smallint('is_soldout').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** 1 free; 2 free above freeDeliveryMinAmount; 3 always paid */
    deliveryPriceTypeCode: smallint('delivery_price_type_code').notNull().default(1),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    freeDeliveryMinAmount: integer('free_delivery_min_amount'),
    squareImageUrl: varchar('square_image_url', { length: 300 }).notNull(),
    bigImageUrl: varchar('big_image_url', { length: 300 }).notNull(),
    livePrice: integer('live_price'),
    livePriceStartDate: ts('live_price_start_date'),
    livePriceEndDate: ts('live_price_end_date'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('products_brand_idx').on(t.brandSysId), index('products_category_idx').on(t.categorySysId)],
);

export const productOptions = pgTable(
  'product_options',
  {
    prdtOptionSysId: serial('prdt_option_sys_id').primaryKey(),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    optionGroup: varchar('option_group', { length: 60 }).notNull(),
    optionKeyName: varchar('option_key_name', { length: 100 }).notNull(),
    addedPrice: integer('added_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_options_product_idx').on(t.prdtSysId)],
);
