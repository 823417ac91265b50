import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addManualGroceryItem,
  addPantryItem,
  addToGrocery,
  checkGroceryItem,
  deleteGroceryItem,
  deletePantryItem,
  hideGroceryItem,
  hidePantryItems,
  listGroceryItems,
  listGroceryRecipes,
  listGrocerySuggestions,
  listPantryItems,
  setGroceryItemStores,
  updateGroceryItem,
} from 'shared-api/contract';
import { groceryItems, pantryItems } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { route } from '../lib/route';
import { nameKey } from '../services/categories';
import {
  householdRecipeName,
  insertItems,
  isUuid,
  listItems,
  presentItem,
  presentItems,
  requireOwnItem,
  setFlagForName,
  setPantryHidden,
  setStoresForName,
  suggestions,
} from '../services/grocery';
import { createLiveUpdates } from '../services/live-updates';
import { requireOwnProfile } from '../services/profile-access';
import groceryEventRoutes from './grocery-events';

export default function groceryRoutes(app: FastifyInstance): void {
  const live = createLiveUpdates(app.db, app.log);
  app.addHook('onClose', () => live.close());
  groceryEventRoutes(app, live);

  /** Tells the household's open lists to refresh; a lost notification must not fail the change itself. */
  const changed = async (householdId: string): Promise<void> => {
    await live.publish(householdId).catch((error: unknown) => app.log.warn({ err: error }, 'grocery change not published'));
  };

  route(app, addToGrocery, {}, async (request) => {
    const householdId = request.user.id;
    const { id, name, profile, week_start_date, week_number, ingredients } = request.body;
    await requireOwnProfile(app.db, householdId, profile.id);
    const recipeName = (await householdRecipeName(app.db, householdId, id)) ?? name;
    if (!recipeName) throw notFound('Recipe not found');
    const rows = await insertItems(
      app.db,
      householdId,
      ingredients.map((ingredient) => ({
        ...ingredient,
        profileId: profile.id,
        recipeId: id,
        recipeName,
        weekStartDate: week_start_date ?? null,
        weekNumber: week_number ?? null,
      })),
    );
    await changed(householdId);
    return { message: 'Added to grocery list', items: await presentItems(app.db, householdId, rows) };
  });

  route(app, listGroceryItems, {}, async (request) => listItems(app.db, request.user.id));

  route(app, addManualGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const { id, name, quantity, unit, note, isPantryItem } = request.body;
    const [existing] = await app.db.select().from(groceryItems).where(eq(groceryItems.id, id)).limit(1);
    // A replayed offline add answers the item it created the first time.
    if (existing && existing.householdId === householdId) return presentItem(app.db, householdId, existing);
    // Another household's id is never revealed (no 409): the item is new here, under an id of its own.
    const itemId = existing ? randomUUID() : id;
    await insertItems(app.db, householdId, [{ id: itemId, name, quantity, unit, note, isPantryItem, isManual: true }]);
    await changed(householdId);
    return presentItem(app.db, householdId, await requireOwnItem(app.db, householdId, itemId));
  });

  route(app, updateGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    await requireOwnItem(app.db, householdId, request.params.id);
    const { quantity, unit, note } = request.body;
    await app.db
      .update(groceryItems)
      .set({ quantity, ...(unit === undefined ? {} : { unit }), ...(note === undefined ? {} : { note }), updatedAt: new Date() })
      .where(and(eq(groceryItems.id, request.params.id), eq(groceryItems.householdId, householdId)));
    await changed(householdId);
    return presentItem(app.db, householdId, await requireOwnItem(app.db, householdId, request.params.id));
  });

  route(app, deleteGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const { id } = request.params;
    if (!isUuid(id)) throw notFound('Item not found');
    const [row] = await app.db.select({ householdId: groceryItems.householdId }).from(groceryItems).where(eq(groceryItems.id, id)).limit(1);
    if (row && row.householdId !== householdId) throw notFound('Item not found');
    // Deleting an item that is already gone (a replayed offline delete) is not an error.
    if (row) {
      await app.db.delete(groceryItems).where(and(eq(groceryItems.id, id), eq(groceryItems.householdId, householdId)));
      await changed(householdId);
    }
    return { message: 'Item removed from grocery list' };
  });

  route(app, setGroceryItemStores, {}, async (request) => {
    const householdId = request.user.id;
    const row = await requireOwnItem(app.db, householdId, request.params.id);
    const store = await setStoresForName(app.db, householdId, row, request.body.stores);
    await changed(householdId);
    return { name: row.name, store };
  });

  route(app, checkGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const row = await requireOwnItem(app.db, householdId, request.params.id);
    const updated = await setFlagForName(app.db, householdId, row, { isChecked: request.body.is_checked });
    await changed(householdId);
    return { name: row.name, is_checked: request.body.is_checked, updated };
  });

  route(app, hideGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const row = await requireOwnItem(app.db, householdId, request.params.id);
    const updated = await setFlagForName(app.db, householdId, row, { isHidden: request.body.is_hidden });
    await changed(householdId);
    return { name: row.name, is_hidden: request.body.is_hidden, updated };
  });

  route(app, hidePantryItems, {}, async (request) => {
    const householdId = request.user.id;
    const updated = await setPantryHidden(app.db, householdId, request.body.is_hidden);
    if (updated) await changed(householdId);
    return { updated };
  });

  route(app, listGroceryRecipes, {}, async (request) => {
    const rows = await app.db
      .selectDistinct({ id: groceryItems.recipeId, name: groceryItems.recipeName })
      .from(groceryItems)
      .where(and(eq(groceryItems.householdId, request.user.id), isNotNull(groceryItems.recipeId), isNotNull(groceryItems.recipeName)))
      .orderBy(asc(groceryItems.recipeName));
    return rows.map((row) => ({ id: row.id ?? '', name: row.name ?? '' }));
  });

  route(app, listPantryItems, {}, async (request) =>
    app.db
      .select({ id: pantryItems.id, name: pantryItems.name })
      .from(pantryItems)
      .where(eq(pantryItems.householdId, request.user.id))
      .orderBy(asc(pantryItems.name)),
  );

  route(app, addPantryItem, {}, async (request) => {
    const householdId = request.user.id;
    const { name } = request.body;
    const key = nameKey(name);
    if (!key) throw badRequest('Item name is required');
    await app.db.insert(pantryItems).values({ householdId, name, nameKey: key }).onConflictDoNothing();
    const [row] = await app.db
      .select({ id: pantryItems.id, name: pantryItems.name })
      .from(pantryItems)
      .where(and(eq(pantryItems.householdId, householdId), eq(pantryItems.nameKey, key)))
      .limit(1);
    if (!row) throw notFound('Pantry item not found');
    await changed(householdId);
    return row;
  });

  route(app, deletePantryItem, {}, async (request) => {
    const householdId = request.user.id;
    if (!isUuid(request.params.id)) throw notFound('Pantry item not found');
    const removed = await app.db
      .delete(pantryItems)
      .where(and(eq(pantryItems.id, request.params.id), eq(pantryItems.householdId, householdId)))
      .returning({ id: pantryItems.id });
    if (!removed.length) throw notFound('Pantry item not found');
    await changed(householdId);
    return { message: 'Pantry item removed' };
  });

  route(app, listGrocerySuggestions, {}, async (request) =>
    suggestions(app.db, request.user.id, new Date().toISOString().slice(0, 10)),
  );
}
