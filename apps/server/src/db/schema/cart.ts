import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { products } from './catalog.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Cart lines (shopping §3 cart item): one row per member, product and option combination.
 * `optionKey` is the sorted prdtOptionSysIds joined by ',' ('' without options), so the same
 * combination added again lands on the same row.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    basketSysId: serial('basket_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    optionKey: varchar('option_key', { length: 200 }).notNull().default(''),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    basketQty: integer('basket_qty').notNull(),
    /** [{prdtAddingProductDetailSysId, addingQty}] */
    addingProducts: jsonb('adding_products')
      .$type<{ prdtAddingProductDetailSysId: number; addingQty: number }[]>()
      .notNull()
      .default([]),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('basket_items_user_idx').on(t.userSysId, t.prdtSysId, t.optionKey)],
);
