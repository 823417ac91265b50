import { useQueryClient } from '@tanstack/react-query';
import { ArrowUpDown, Plus, SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorPanel, Input, PageHeader, Select, Spinner, toast, useDebouncedValue, useDeferredAnswer } from 'shared-ui';
import { DropdownMenuItem, MenuButton, PopoverButton, TooltipProvider } from 'shared-ui/widgets';
import { request } from 'shared-api/core';
import {
  getFullRecipe,
  recipeKeys,
  useDeleteRecipe,
  useRecipeFacets,
  useRecipePages,
  useToggleFavorite,
  type Recipe,
  type RecipeListFilter,
  type RecipeSort,
  type RecipeSummary,
  type TimeFilter,
} from 'shared-api/recipes';
import { weekStartDate } from 'shared-api/plans';
import { usePlanFlow } from '../components/plan-flow';
import { filtersFromParams, hasActiveFilters, paramsFromFilters, type RecipeFilters } from '../components/recipe-filters';
import { RecipeList } from '../components/recipe-list';
import { RecipeRow } from '../components/recipe-row';
import { NO_PROFILE, useSelectedProfile } from '../components/use-profile';
import '../recipes.css';

const SORT_LABELS: Array<[RecipeSort, string]> = [
  ['favorites', 'Favorites First'],
  ['most-cooked', 'Most Cooked'],
  ['recent', 'Recently Added'],
];

const TIME_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: 'under-40', label: 'Under 40 mins' },
  { value: 'over-40', label: 'Over 40 mins' },
];

/** Typing pauses this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 150;

/**
 * The list's search, filters and sort, mirrored into the address so a reload or a shared link shows
 * the same list. State leads and the address follows: quick successive changes (a filter picked
 * while the search box is still settling) never overwrite each other.
 */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const address = paramsFromFilters(filters).toString();
  useEffect(() => {
    if (params.toString() !== address) setParams(new URLSearchParams(address), { replace: true });
  }, [address, params, setParams]);
  return [filters, setFilters] as const;
}

export default function RecipesPage() {
  const { profile, requireProfile } = useSelectedProfile();
  const client = useQueryClient();
  const [filters, setFilters] = useListFilters();
  // The box answers every keystroke; the list (and the server) follows once typing pauses.
  const [searchText, setSearchText] = useState(filters.search);
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => setFilters((current) => (current.search === settledSearch ? current : { ...current, search: settledSearch })), [settledSearch, setFilters]);
  const [rating, setRating] = useState(1);

  const query = useMemo<RecipeListFilter>(
    () => ({
      search: filters.search.trim(),
      cuisine: filters.cuisine,
      category: filters.category,
      time: filters.time ?? undefined,
      sort: filters.sort ?? undefined,
      // Most Cooked counts this and next week as this browser's calendar has them.
      week_start: filters.sort === 'most-cooked' ? weekStartDate(0) : undefined,
    }),
    [filters],
  );
  const recipes = useRecipePages(profile?.id, query);
  const facets = useRecipeFacets(profile?.id);
  const favorite = useToggleFavorite(profile?.id);
  const remove = useDeleteRecipe(profile?.id);
  const { plan } = usePlanFlow();

  useEffect(() => {
    if (recipes.isError) toast.error('Failed to load recipes', { description: recipes.error.message });
  }, [recipes.isError, recipes.error]);

  const data = useDeferredAnswer(recipes.data);
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const matching = data?.pages[0]?.total ?? 0;
  const householdTotal = facets.data?.total ?? (hasActiveFilters(filters) ? null : matching);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = recipes;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const setFilter = <K extends keyof RecipeFilters>(key: K, value: RecipeFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));
  const clearFilters = () => {
    setSearchText('');
    setFilters((current) => ({ ...current, search: '', cuisine: '', category: '', time: null }));
    setRating(1);
  };

  const toggleFavorite = (recipe: RecipeSummary) => {
    if (!requireProfile()) return;
    favorite.mutate(recipe.id, {
      onSuccess: () => toast.success('Favorite updated', { duration: 1000 }),
      onError: () => toast.error('Failed to update favorite'),
    });
  };

  const deleteRecipe = (recipe: RecipeSummary) => {
    if (!requireProfile()) return;
    remove.mutate(recipe.id, {
      onSuccess: () => toast.success('Recipe removed from your profile.', { duration: 1000 }),
      onError: (error) => toast.error('Failed to delete recipe', { description: error.message }),
    });
  };

  const loadFull = async (recipeId: string): Promise<Recipe | null> => {
    try {
      return await client.ensureQueryData({
        queryKey: recipeKeys.full(recipeId),
        queryFn: () => request(getFullRecipe, { params: { id: recipeId }, query: { profile_id: profile?.id } }),
      });
    } catch {
      return null;
    }
  };

  // The rows are memoised: they get handlers that keep their identity and call the latest ones, so
  // the list's re-renders (each measurement of a row, a new page) do not re-render every row.
  const handlers = { toggleFavorite, deleteRecipe, plan, loadFull };
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const rowHandlers = useMemo(
    () => ({
      onToggleFavorite: (recipe: RecipeSummary) => latest.current.toggleFavorite(recipe),
      onDelete: (recipe: RecipeSummary) => latest.current.deleteRecipe(recipe),
      onPlan: (...args: Parameters<typeof plan>) => void latest.current.plan(...args),
      loadFull: (recipeId: string) => latest.current.loadFull(recipeId),
    }),
    [],
  );

  if (!profile) {
    return (
      <div className="rc-page">
        <PageHeader title="Recipes" />
        <EmptyState
          title={NO_PROFILE}
          action={
            <Button asChild>
              <Link to="/profiles">Choose a profile</Link>
            </Button>
          }
        />
      </div>
    );
  }

  // The rows' tooltips share one provider: moving between them skips the opening delay.
  return (
    <TooltipProvider>
      <div className="rc-page">
        <PageHeader
          title="Recipes"
          actions={
            <Button asChild variant="primary">
              <Link to="/add">
                <Plus size={16} aria-hidden="true" /> Add
              </Link>
            </Button>
          }
        />
        <div className="rc-toolbar">
          <Input
            className="rc-search"
            type="search"
            placeholder="Search recipes..."
            aria-label="Search recipes"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <MenuButton
            trigger={
              <Button variant="outline">
                <ArrowUpDown size={16} aria-hidden="true" /> Sort
              </Button>
            }
          >
            {SORT_LABELS.map(([value, label]) => (
              <DropdownMenuItem key={value} onSelect={() => setFilter('sort', value)} aria-checked={filters.sort === value} role="menuitemradio">
                {label}
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={() => setFilter('sort', null)}>Clear Sort</DropdownMenuItem>
          </MenuButton>
          <PopoverButton
            className="rc-filters"
            label="Filters"
            trigger={
              <Button variant="outline">
                <SlidersHorizontal size={16} aria-hidden="true" /> Filters
              </Button>
            }
          >
            <Select
              label="Cuisine"
              value={filters.cuisine}
              options={[{ value: '', label: 'All cuisines' }, ...(facets.data?.cuisines ?? []).map((value) => ({ value, label: value }))]}
              onChange={(event) => setFilter('cuisine', event.target.value)}
            />
            <Select
              label="Category"
              value={filters.category}
              options={[{ value: '', label: 'All categories' }, ...(facets.data?.categories ?? []).map((value) => ({ value, label: value }))]}
              onChange={(event) => setFilter('category', event.target.value)}
            />
            <Select
              label="Cooking Time"
              value={filters.time ?? ''}
              options={TIME_OPTIONS}
              onChange={(event) => setFilter('time', (event.target.value || null) as TimeFilter)}
            />
            <label className="rc-rating">
              <span className="ui-field__label">Minimum Rating: {rating}</span>
              <input
                type="range"
                min={1}
                max={5}
                step={1}
                value={rating}
                onChange={(event) => setRating(Number(event.target.value))}
              />
            </label>
            <Button variant="outline" onClick={clearFilters}>
              Clear Filters
            </Button>
          </PopoverButton>
        </div>

        {recipes.isPending ? (
          <div className="rc-center">
            <Spinner label="Loading recipes" />
          </div>
        ) : recipes.isError && rows.length === 0 ? (
          <ErrorPanel title="Failed to load recipes" message={recipes.error.message} onRetry={() => void recipes.refetch()} retrying={recipes.isFetching} />
        ) : householdTotal === 0 ? (
          <EmptyState
            title="No recipes yet"
            description="Add your first recipe from a link, a video, the shared recipes or by hand."
            action={
              <Button asChild>
                <Link to="/add">Add Recipe</Link>
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title="No recipes match your search criteria"
            action={
              <Button variant="outline" onClick={clearFilters}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <RecipeList
            recipes={rows}
            hasMore={Boolean(hasNextPage) && !recipes.isFetchNextPageError}
            loadingMore={isFetchingNextPage}
            loadMore={loadMore}
            renderRow={(recipe, itemProps) => (
              <RecipeRow
                key={recipe.id}
                itemProps={itemProps}
                recipe={recipe}
                profileId={profile.id}
                isOwner={recipe.profile.id === profile.id}
                {...rowHandlers}
              />
            )}
          />
        )}
        {isFetchingNextPage && (
          <div className="rc-more">
            <Spinner size="sm" label="Loading more recipes" />
          </div>
        )}
        {recipes.isFetchNextPageError && (
          <ErrorPanel title="Failed to load recipes" message={recipes.error?.message} onRetry={loadMore} retrying={isFetchingNextPage} />
        )}
        {hasActiveFilters(filters) && rows.length > 0 && householdTotal !== null && (
          <p className="rc-muted rc-count">
            {matching} of {householdTotal} recipes
          </p>
        )}
      </div>
    </TooltipProvider>
  );
}
