import { BookOpen, Eye, EyeOff, Package, Plus, Search, ShoppingCart, WifiOff } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared-api/core';
import { useAllStores, useProfileStores } from 'shared-api/stores';
import {
  useAisleOrders,
  useGroceryItems,
  useGroceryRecipes,
  useHidePantryItems,
  useLiveGroceryList,
  useOfflineStatus,
  type GroceryCategory,
} from 'shared-api/grocery';
import { UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, useSetUnitSystem, useUnitSystem, type UnitSystem } from 'shared-api/household';
import { Button, EmptyState, ErrorPanel, PageHeader, Spinner, toast } from 'shared-ui';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, MenuButton } from 'shared-ui/widgets';
import { AddItemDialog } from '../components/add-item-dialog';
import { AisleDialog } from '../components/aisle-dialog';
import { GroceryCards } from '../components/grocery-cards';
import { applyLayout, filterItems, groupCards, layoutOf, type CardLayout, type GroupMode } from '../components/grouping';
import { PantryDialog } from '../components/pantry-dialog';
import { RowChangesProvider } from '../components/row-changes';
import { SearchInput } from '../components/search-input';
import { sendChange } from '../components/send-change';
import { SuggestionsCard } from '../components/suggestions-card';
import '../grocery.css';

/** Shows a load error once as a toast (the spec's "Could not load ..." texts). */
function useErrorToast(error: Error | null, text: string): void {
  useEffect(() => {
    if (error) toast.error(text);
  }, [error, text]);
}

/** Metric / US / As written for the whole household: only how amounts read changes. */
function UnitToggle() {
  const system = useUnitSystem();
  const save = useSetUnitSystem();
  const pick = (value: UnitSystem) =>
    save.mutate(value, { onError: (error) => toast.error(error.message || 'Failed to save unit preference') });
  return (
    <div className="gr-toggle" role="group" aria-label="Units">
      {UNIT_SYSTEMS.map((value) => (
        <button key={value} type="button" className="gr-toggle__option" aria-pressed={system === value} onClick={() => pick(value)}>
          {UNIT_SYSTEM_LABELS[value]}
        </button>
      ))}
    </div>
  );
}

/** Shown while offline: the list is the one last seen here, and changes wait in the outbox. */
function OfflineNotice() {
  const { online, pending } = useOfflineStatus();
  if (online) return null;
  const waiting = pending === 0 ? '' : ` ${pending} ${pending === 1 ? 'change' : 'changes'} will be sent when you are back online.`;
  return (
    <p className="gr-offline" role="status">
      <WifiOff size={16} aria-hidden="true" />
      <span>
        <strong>Offline</strong>: showing the list as last loaded.{waiting}
      </span>
    </p>
  );
}

export default function GroceryPage() {
  useLiveGroceryList();
  const navigate = useNavigate();
  const items = useGroceryItems();
  const recipes = useGroceryRecipes();
  const stores = useAllStores();
  const profileId = useSession((state) => state.selectedProfile?.id);
  const hidePantry = useHidePantryItems();
  const system = useUnitSystem();
  const [search, setSearch] = useState('');
  // The box shows each keystroke at once; the list follows as soon as it can (1,000 items).
  const deferredSearch = useDeferredValue(search);
  const [mode, setMode] = useState<GroupMode>('category');
  // The toggle answers at once; the list regroups (every row and card) in the background.
  const listMode = useDeferredValue(mode);
  // Aisle orders only sort store cards: asked for once the list is in (or Store mode is chosen), not
  // alongside the list on a phone's first visit.
  const aisleOrders = useAisleOrders({ enabled: Boolean(items.data) || mode === 'store' });
  const [showHidden, setShowHidden] = useState(false);
  const [recipeId, setRecipeId] = useState<string | null>(null);
  // null / undefined: never opened, so not mounted (a closed dialog still costs the first render its hooks).
  const [adding, setAdding] = useState<boolean | null>(null);
  const [pantryOpen, setPantryOpen] = useState<boolean | null>(null);
  const [aisleStore, setAisleStore] = useState<{ id: string; name: string } | null | undefined>(undefined);
  // A row's store picker mounts its queries only when opened: this one observer keeps the
  // profile's stores loaded in Store mode, so a picker opens with its list.
  useProfileStores(mode === 'store' ? profileId : null);

  useErrorToast(items.error, 'Could not load grocery items');
  useErrorToast(recipes.error, 'Could not load grocery recipes');
  useErrorToast(mode === 'store' ? stores.error : null, 'Could not load grocery stores');

  // The list renders in the background (a render React can pause for input), not in one long task
  // the moment the items arrive; until then the spinner stays.
  const data = useDeferredValue(items.data);
  const all = useMemo(() => data ?? [], [data]);
  const hiddenCount = all.filter((item) => item.is_hidden).length;
  const visible = useMemo(
    () => filterItems(all, { search: deferredSearch, showHidden, recipeId }),
    [all, deferredSearch, showHidden, recipeId],
  );
  const aisles = useMemo(
    () => new Map<string, readonly GroceryCategory[]>((aisleOrders.data ?? []).map((order) => [order.store_id, order.categories])),
    [aisleOrders.data],
  );
  // Aisle orders only sort store cards: their arrival must not regroup (and re-render) the category list.
  const storeAisles = listMode === 'store' ? aisles : undefined;
  const computed = useMemo(() => groupCards(visible, listMode, { system, aisles: storeAisles }), [visible, listMode, system, storeAisles]);
  // While a store picker is open its row stays in place, even when its stores move it to other cards.
  const [frozen, setFrozen] = useState<CardLayout[] | null>(null);
  const cards = useMemo(() => (frozen ? applyLayout(frozen, computed) : computed), [frozen, computed]);
  // One callback for the page's life, so a regrouping does not re-render every (memoised) row.
  const latest = useRef(computed);
  useLayoutEffect(() => {
    latest.current = computed;
  }, [computed]);
  const onPickerOpenChange = useCallback((open: boolean) => setFrozen(open ? layoutOf(latest.current) : null), []);
  const recipeName = recipes.data?.find((recipe) => recipe.id === recipeId)?.name;

  const hidePantryItems = () =>
    sendChange(hidePantry, { value: true }, { success: 'Item hidden', error: 'Failed to update hidden status' });

  const addManually = (
    <Button onClick={() => setAdding(true)}>
      <Plus size={16} aria-hidden="true" />
      Add Item Manually
    </Button>
  );

  const content = () => {
    if (items.error && !items.data) {
      return <ErrorPanel message="Could not load grocery items" onRetry={() => void items.refetch()} retrying={items.isFetching} />;
    }
    if (!data) return <Spinner label="Loading grocery items" />;
    if (all.length === 0) {
      return (
        <EmptyState
          icon={<ShoppingCart size={40} />}
          title="You haven't added any ingredients to your grocery list yet."
          description="Go to Recipes and add recipes to your meal plan to fill your grocery list."
          action={
            <div className="gr-empty-actions">
              <Button variant="outline" onClick={() => navigate('/recipes')}>
                Go to Recipes
              </Button>
              {addManually}
            </div>
          }
        />
      );
    }
    if (cards.length === 0) {
      if (search.trim() || recipeId) return <EmptyState icon={<Search size={40} />} title="No items match your search" />;
      return <EmptyState icon={<Package size={40} />} title="No non-pantry items found." action={addManually} />;
    }
    return (
      <GroceryCards
        cards={cards}
        storeMode={listMode === 'store'}
        system={system}
        onPickerOpenChange={onPickerOpenChange}
        onAisles={setAisleStore}
      />
    );
  };

  return (
    <RowChangesProvider>
      <div className="gr-page">
        <PageHeader
          title="Grocery List"
          actions={
            <>
              <Button variant="outline" onClick={() => setPantryOpen(true)}>
                <Package size={16} aria-hidden="true" />
                Manage Pantry Items
              </Button>
              <Button onClick={() => setAdding(true)} aria-label="Add Grocery Item">
                <Plus size={16} aria-hidden="true" />
                Add Item
              </Button>
            </>
          }
        />

        <OfflineNotice />
        <div className="gr-toolbar">
          <SearchInput label="Search items" value={search} onChange={setSearch} />
          <UnitToggle />
          <div className="gr-toggle" role="group" aria-label="Group by">
            {(['category', 'store'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="gr-toggle__option"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
              >
                {value === 'category' ? 'Category' : 'Store'}
              </button>
            ))}
          </div>
          {hiddenCount > 0 ? (
            <Button variant="outline" aria-pressed={showHidden} onClick={() => setShowHidden(!showHidden)}>
              {showHidden ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
              View Hidden Items ({hiddenCount})
            </Button>
          ) : (
            <Button variant="outline" onClick={hidePantryItems} disabled={all.length === 0}>
              <EyeOff size={16} aria-hidden="true" />
              Hide Pantry Items
            </Button>
          )}
          <MenuButton
            trigger={
              <Button variant="outline">
                <BookOpen size={16} aria-hidden="true" />
                {recipeName ?? 'Recipes'} ({recipes.data?.length ?? 0})
              </Button>
            }
          >
            <DropdownMenuLabel>Recipes on your list</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => setRecipeId(null)}>All recipes</DropdownMenuItem>
            {recipes.data?.map((recipe) => (
              <DropdownMenuItem key={recipe.id} onSelect={() => setRecipeId(recipe.id)}>
                {recipe.name}
              </DropdownMenuItem>
            ))}
          </MenuButton>
        </div>

        <div className="gr-layout">
          <div className="gr-main">{content()}</div>
          {/* Below the list on a phone: it comes once the list is there, so the list never pushes it down. */}
          {(data || items.error) && <SuggestionsCard />}
        </div>

        {adding !== null && <AddItemDialog open={adding} onOpenChange={setAdding} />}
        {/* Its list loads when first opened, not with the page. */}
        {pantryOpen !== null && <PantryDialog open={pantryOpen} onOpenChange={setPantryOpen} />}
        {aisleStore !== undefined && (
          <AisleDialog
            store={aisleStore}
            saved={aisleStore ? aisles.get(aisleStore.id) : undefined}
            onOpenChange={(open) => !open && setAisleStore(null)}
          />
        )}
      </div>
    </RowChangesProvider>
  );
}
