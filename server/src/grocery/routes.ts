import { randomUUID } from 'node:crypto';
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
  listAisleOrders,
  listPantryItems,
  setAisleOrder,
  setGroceryItemCategory,
  setGroceryItemStores,
  getUnitSystem,
  setUnitSystem,
  toGroceryCategory,
  updateGroceryItem,
  UNIT_SYSTEMS,
  DEFAULT_UNIT_SYSTEM,
  type UnitSystem,
} from 'shared-api/contract';
import { isUuid } from '../lib/ids';
import { badRequest, notFound } from '../lib/http-error';
import { route } from '../lib/route';
import type { ProfileRepository } from '../profiles/repository';
import { requireOwnProfile } from '../profiles/service';
import { nameKey } from './categories';
import type { LiveUpdates } from './live-updates';
import type { GroceryRepository } from './repository';
import type { GroceryService } from './service';

export interface GroceryRouteDeps {
  repository: GroceryRepository;
  grocery: GroceryService;
  profiles: ProfileRepository;
  live: LiveUpdates;
}

export default function groceryRoutes(app: FastifyInstance, { repository, grocery, profiles, live }: GroceryRouteDeps): void {
  /** Tells the household's open lists to refresh; a lost notification must not fail the change itself. */
  const changed = async (householdId: string): Promise<void> => {
    await live.publish(householdId).catch((error: unknown) => app.log.warn({ err: error }, 'grocery change not published'));
  };

  route(app, addToGrocery, {}, async (request) => {
    const householdId = request.user.id;
    const { id, name, profile, week_start_date, week_number, ingredients } = request.body;
    await requireOwnProfile(profiles, householdId, profile.id);
    const recipeName = (await grocery.householdRecipeName(householdId, id)) ?? name;
    if (!recipeName) throw notFound('Recipe not found');
    const rows = await grocery.insertItems(
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
    return { message: 'Added to grocery list', items: await grocery.presentItems(householdId, rows) };
  });

  route(app, listGroceryItems, { cached: () => ({}) }, async (request) => grocery.listItems(request.user.id));

  route(app, addManualGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const { id, name, quantity, unit, note, isPantryItem } = request.body;
    const existing = await repository.findItem(id);
    // A replayed offline add answers the item it created the first time.
    if (existing && existing.householdId === householdId) return grocery.presentItem(householdId, existing);
    // Another household's id is never revealed (no 409): the item is new here, under an id of its own.
    const itemId = existing ? randomUUID() : id;
    await grocery.insertItems(householdId, [{ id: itemId, name, quantity, unit, note, isPantryItem, isManual: true }]);
    await changed(householdId);
    return grocery.presentItem(householdId, await grocery.requireOwnItem(householdId, itemId));
  });

  /*
   * Merge rule for shoppers editing one list (one of them maybe offline): per field (checked, hidden,
   * quantity/unit/note), the last writer by server time wins. A write carries `base`, the field's
   * change time its client last saw; if the field changed after that base, the write was made on a
   * stale view (a replay from the outbox, say) and is not applied: the answer is the field as it
   * stands. So a check made in the shop is never undone by an older replay. Enforced in SQL by the
   * repository (notChangedSince, setFlagForName).
   */
  route(app, updateGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    await grocery.requireOwnItem(householdId, request.params.id);
    const { base, ...change } = request.body;
    if (await repository.updateItem(householdId, request.params.id, change, base)) await changed(householdId);
    return grocery.presentItem(householdId, await grocery.requireOwnItem(householdId, request.params.id));
  });

  route(app, deleteGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const { id } = request.params;
    if (!isUuid(id)) throw notFound('Item not found');
    const row = await repository.findItem(id);
    if (row && row.householdId !== householdId) throw notFound('Item not found');
    // Deleting an item that is already gone (a replayed offline delete) is not an error.
    if (row) {
      await repository.deleteItem(householdId, id);
      await changed(householdId);
    }
    return { message: 'Item removed from grocery list' };
  });

  route(app, setGroceryItemStores, {}, async (request) => {
    const householdId = request.user.id;
    const row = await grocery.requireOwnItem(householdId, request.params.id);
    const store = await grocery.setStoresForName(householdId, row, request.body.stores);
    await changed(householdId);
    return { name: row.name, store };
  });

  route(app, checkGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const row = await grocery.requireOwnItem(householdId, request.params.id);
    const flag = await repository.setFlagForName(householdId, row.nameKey, 'checked', request.body.is_checked, request.body.base);
    if (flag.updated) await changed(householdId);
    return { name: row.name, is_checked: flag.value, updated: flag.updated, checked_at: flag.changedAt?.toISOString() ?? null };
  });

  route(app, hideGroceryItem, {}, async (request) => {
    const householdId = request.user.id;
    const row = await grocery.requireOwnItem(householdId, request.params.id);
    const flag = await repository.setFlagForName(householdId, row.nameKey, 'hidden', request.body.is_hidden, request.body.base);
    if (flag.updated) await changed(householdId);
    return { name: row.name, is_hidden: flag.value, updated: flag.updated, hidden_at: flag.changedAt?.toISOString() ?? null };
  });

  route(app, hidePantryItems, {}, async (request) => {
    const householdId = request.user.id;
    const updated = await repository.setPantryHidden(householdId, request.body.is_hidden);
    if (updated) await changed(householdId);
    return { updated };
  });

  route(app, listGroceryRecipes, {}, async (request) => {
    const rows = await repository.recipesOnList(request.user.id);
    return rows.map((row) => ({ id: row.id ?? '', name: row.name ?? '' }));
  });

  route(app, listPantryItems, {}, async (request) => repository.listPantry(request.user.id));

  route(app, addPantryItem, {}, async (request) => {
    const householdId = request.user.id;
    const { name } = request.body;
    const key = nameKey(name);
    if (!key) throw badRequest('Item name is required');
    const row = await repository.addToPantry(householdId, name, key);
    if (!row) throw notFound('Pantry item not found');
    await changed(householdId);
    return row;
  });

  route(app, deletePantryItem, {}, async (request) => {
    const householdId = request.user.id;
    if (!isUuid(request.params.id)) throw notFound('Pantry item not found');
    if (!(await repository.deleteFromPantry(householdId, request.params.id))) throw notFound('Pantry item not found');
    await changed(householdId);
    return { message: 'Pantry item removed' };
  });

  route(app, listGrocerySuggestions, {}, async (request) =>
    grocery.suggestions(request.user.id, new Date().toISOString().slice(0, 10)),
  );

  route(app, getUnitSystem, {}, async (request) => {
    const stored = await repository.unitSystem(request.user.id);
    const unit_system = UNIT_SYSTEMS.find((system) => system === stored) ?? DEFAULT_UNIT_SYSTEM;
    return { unit_system };
  });

  route(app, setUnitSystem, {}, async (request) => {
    const unit_system: UnitSystem = request.body.unit_system;
    await repository.setUnitSystem(request.user.id, unit_system);
    return { unit_system };
  });

  route(app, setGroceryItemCategory, {}, async (request) => {
    const householdId = request.user.id;
    const row = await grocery.requireOwnItem(householdId, request.params.id);
    const updated = await repository.setCategoryForName(householdId, row.nameKey, request.body.category);
    await changed(householdId);
    return { name: row.name, category: request.body.category, updated };
  });

  route(app, listAisleOrders, {}, async (request) =>
    (await repository.aisleOrders(request.user.id)).map((row) => ({
      store_id: row.storeId,
      categories: row.categories.map(toGroceryCategory),
    })),
  );

  route(app, setAisleOrder, {}, async (request) => {
    const householdId = request.user.id;
    const { storeId } = request.params;
    const [store] = isUuid(storeId) ? await repository.visibleStores(householdId, [storeId]) : [];
    if (!store) throw notFound('Store not found');
    await repository.setAisleOrder(householdId, store.id, request.body.categories);
    await changed(householdId);
    return { store_id: store.id, categories: request.body.categories };
  });
}
