import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createStore, listAllStores, listProfileStores, toggleStoreSelection } from 'shared-api/contract';
import type { Db } from '../db/client';
import { stores, storeSelections } from '../db/schema';
import { notFound } from '../lib/http-error';
import { route } from '../lib/route';
import { isUuid, visibleStore } from '../services/grocery';
import { requireOwnProfile } from '../services/profile-access';

/** Common chains every household can pick from. */
export const CATALOGUE_STORES = [
  'Costco', 'Amazon', 'Hy-Vee', 'Target', 'Walmart', 'Kroger', 'Aldi', "Trader Joe's", 'Whole Foods', 'Safeway',
  'Publix', "Sam's Club", 'Lidl', 'H-E-B', 'Meijer', 'Wegmans', 'Albertsons', 'Sprouts', 'Food Lion', 'Giant',
];

/** Idempotent, so every instance may run it at start. */
async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(stores)
    .values(CATALOGUE_STORES.map((name) => ({ name })))
    .onConflictDoNothing();
}

export default async function storeRoutes(app: FastifyInstance): Promise<void> {
  await seedCatalogue(app.db);

  const storeOrder = [asc(sql`lower(${stores.name})`)];

  route(app, listAllStores, {}, async (request) =>
    app.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(visibleStore(request.user.id))
      .orderBy(...storeOrder),
  );

  route(app, listProfileStores, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    return app.db
      .select({ id: stores.id, name: stores.name })
      .from(storeSelections)
      .innerJoin(stores, eq(stores.id, storeSelections.storeId))
      .where(eq(storeSelections.profileId, profile.id))
      .orderBy(...storeOrder);
  });

  route(app, createStore, {}, async (request) => {
    const householdId = request.user.id;
    const { name } = request.body;
    const sameName = eq(sql`lower(${stores.name})`, name.toLowerCase());
    const find = async () =>
      (
        await app.db
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(and(sameName, visibleStore(householdId)))
          // The catalogue's spelling wins over a custom one.
          .orderBy(sql`${stores.householdId} is not null`)
          .limit(1)
      )[0];
    const existing = await find();
    if (existing) return existing;
    await app.db.insert(stores).values({ name, householdId }).onConflictDoNothing();
    const created = await find();
    if (!created) throw notFound('Store not found');
    return created;
  });

  route(app, toggleStoreSelection, {}, async (request) => {
    const householdId = request.user.id;
    const profile = await requireOwnProfile(app.db, householdId, request.params.profileId);
    const { storeId } = request.params;
    if (!isUuid(storeId)) throw notFound('Store not found');
    const [store] = await app.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(and(eq(stores.id, storeId), visibleStore(householdId)))
      .limit(1);
    if (!store) throw notFound('Store not found');
    const removed = await app.db
      .delete(storeSelections)
      .where(and(eq(storeSelections.profileId, profile.id), eq(storeSelections.storeId, store.id)))
      .returning({ storeId: storeSelections.storeId });
    if (removed.length) return { selected: false, store };
    await app.db.insert(storeSelections).values({ profileId: profile.id, storeId: store.id }).onConflictDoNothing();
    return { selected: true, store };
  });
}
