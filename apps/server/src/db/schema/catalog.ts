import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const brands = pgTable('brands', {
  brandSysId: serial('brand_sys_id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }),
  imageUrl: varchar('image_url', { length: 300 }),
  description: text('description'),
  /** issue 19: the description for English readers (else machine-translated, else Korean) */
  descriptionEn: text('description_en'),
  /** the brand seller account that ships its products (sellers/{id}/notice) */
  sellerSysId: integer('seller_sys_id').notNull().default(0),
  /** initial consonants (초성) of the name, for ㄴㅇㅋ-style search */
  nameChosung: varchar('name_chosung', { length: 80 }).notNull().default(''),
  /** the seller's identity shown on its product pages (전자상거래법 제20조 ②: the mediator discloses it) */
  sellerCompanyName: varchar('seller_company_name', { length: 100 }),
  sellerRepresentative: varchar('seller_representative', { length: 40 }),
  sellerAddress: varchar('seller_address', { length: 200 }),
  sellerPhone: varchar('seller_phone', { length: 20 }),
  sellerEmail: varchar('seller_email', { length: 100 }),
  /** 사업자등록번호 000-00-00000 */
  sellerBizRegNo: varchar('seller_biz_reg_no', { length: 12 }),
  /** 통신판매업 신고번호 */
  sellerMailOrderNo: varchar('seller_mail_order_no', { length: 40 }),
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
    descriptionEn: text('description_en'),
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
    /** shopping §8 (issue 32): sold only during its broadcast's hours (its live price window) */
    liveOnly: boolean('live_only').notNull().default(false),
    /** extra delivery fee to Jeju and to island/mountain areas (integer won) */
    jejuAddingCost: integer('jeju_adding_cost').notNull().default(3000),
    islandAddingCost: integer('island_adding_cost').notNull().default(5000),
    /** 0 no options, 1 one value per option group */
    optionTypeCode: smallint('option_type_code').notNull().default(0),
    /** popularity for the best and ranking tabs */
    saleCount: integer('sale_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** initial consonants (초성) of the name, for ㄴㅇㅋ-style search */
    nameChosung: varchar('name_chosung', { length: 200 }).notNull().default(''),
    /** 상품정보제공고시 rows: [{label, value}] */
    /** 1: alcoholic beverage (19+ identity at checkout, quarterly report to the tax office) */
    isAlcohol: smallint('is_alcohol').notNull().default(0),
    /** issue 33: the operator's kind of an alcohol product (ALCOHOL_KINDS); only 전통주 kinds are sold online */
    alcoholKind: varchar('alcohol_kind', { length: 12 }),
    /** 전자상거래법 제17조 ② 2–5: the exceptions to the right of withdrawal shown on this product's page (RETURN_EXCEPTIONS codes) */
    returnExceptions: smallint('return_exceptions').array().notNull().default([]),
    infoNotice: jsonb('info_notice').$type<{ label: string; value: string; labelEn?: string; valueEn?: string }[]>(),
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

/** Extra images of a product, in display order (the big image comes first). */
export const productImages = pgTable(
  'product_images',
  {
    prdtImageSysId: serial('prdt_image_sys_id').primaryKey(),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    url: varchar('url', { length: 300 }).notNull(),
    /** 'gallery' above the fold, 'detail' in the description */
    kind: varchar('kind', { length: 12 }).notNull().default('gallery'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.prdtSysId)],
);

/** Adding products (추가상품) offered with a product, and their choices. */
export const productAddingProducts = pgTable(
  'product_adding_products',
  {
    prdtAddingProductSysId: serial('prdt_adding_product_sys_id').primaryKey(),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_adding_products_product_idx').on(t.prdtSysId)],
);

export const productAddingProductDetails = pgTable(
  'product_adding_product_details',
  {
    prdtAddingProductDetailSysId: serial('prdt_adding_product_detail_sys_id').primaryKey(),
    prdtAddingProductSysId: integer('prdt_adding_product_sys_id')
      .notNull()
      .references(() => productAddingProducts.prdtAddingProductSysId, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_adding_details_parent_idx').on(t.prdtAddingProductSysId)],
);

/** Recently viewed products: one row per member and product, the latest view time kept. */
export const productViews = pgTable(
  'product_views',
  {
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userSysId, t.prdtSysId] }),
    index('product_views_user_time_idx').on(t.userSysId, t.viewedAt),
  ],
);

/** Pick (wish list): one row per member and product. */
export const productPicks = pgTable(
  'product_picks',
  {
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    pickedAt: ts('picked_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userSysId, t.prdtSysId] }),
    index('product_picks_user_time_idx').on(t.userSysId, t.pickedAt),
  ],
);

/** Notices a brand seller shows on its product pages (sellers/{id}/notice?brandSysId). */
export const sellerNotices = pgTable(
  'seller_notices',
  {
    sellerNoticeSysId: serial('seller_notice_sys_id').primaryKey(),
    sellerSysId: integer('seller_sys_id').notNull(),
    brandSysId: integer('brand_sys_id').references(() => brands.brandSysId, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }),
    content: text('content').notNull(),
    contentEn: text('content_en'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('seller_notices_seller_idx').on(t.sellerSysId)],
);
