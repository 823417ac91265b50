import { useQueryClient } from '@tanstack/react-query';
import { ArrowUpDown, Plus, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  EmptyState,
  ErrorPanel,
  Input,
  PageHeader,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Select,
  Spinner,
  toast,
} from 'shared-ui';
import {
  getFullRecipe,
  recipeKeys,
  request,
  useDeleteRecipe,
  useRecipes,
  useToggleFavorite,
  useWeekPlans,
  weekStartDate,
  type Recipe,
  type RecipeSummary,
} from 'shared-api';
import { usePlanFlow } from '../components/plan-flow';
import {
  categoriesOf,
  cuisineOf,
  distinctValues,
  EMPTY_FILTERS,
  hasActiveFilters,
  visibleRecipes,
  type RecipeFilters,
  type SortOption,
  type TimeFilter,
} from '../components/recipe-filters';
import { RecipeRow } from '../components/recipe-row';
import { NO_PROFILE, useSelectedProfile } from '../components/use-profile';
import '../recipes.css';

const SORT_LABELS: Array<[Exclude<SortOption, null>, string]> = [
  ['favorites', 'Favorites First'],
  ['most-cooked', 'Most Cooked'],
  ['recent', 'Recently Added'],
];

const TIME_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: 'under-40', label: 'Under 40 mins' },
  { value: 'over-40', label: 'Over 40 mins' },
];

export default function RecipesPage() {
  const { profile, requireProfile } = useSelectedProfile();
  const client = useQueryClient();
  const recipes = useRecipes(profile?.id);
  const thisWeek = useWeekPlans(profile?.id, weekStartDate(0));
  const nextWeek = useWeekPlans(profile?.id, weekStartDate(1));
  const favorite = useToggleFavorite(profile?.id);
  const remove = useDeleteRecipe(profile?.id);
  const { plan } = usePlanFlow();
  const [filters, setFilters] = useState<RecipeFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortOption>(null);

  useEffect(() => {
    if (recipes.isError) toast.error('Failed to load recipes', { description: recipes.error.message });
  }, [recipes.isError, recipes.error]);

  const cookCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const entry of [...(thisWeek.data ?? []), ...(nextWeek.data ?? [])]) counts.set(entry.id, (counts.get(entry.id) ?? 0) + 1);
    return counts;
  }, [thisWeek.data, nextWeek.data]);

  const all = useMemo(() => recipes.data ?? [], [recipes.data]);
  const rows = useMemo(() => visibleRecipes(all, filters, sort, cookCounts), [all, filters, sort, cookCounts]);
  const cuisines = useMemo(() => distinctValues(all.map(cuisineOf)), [all]);
  const categories = useMemo(() => categoriesOf(all), [all]);

  const setFilter = <K extends keyof RecipeFilters>(key: K, value: RecipeFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));
  const clearFilters = () => setFilters(EMPTY_FILTERS);

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

  return (
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
          value={filters.search}
          onChange={(event) => setFilter('search', event.target.value)}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <ArrowUpDown size={16} aria-hidden="true" /> Sort
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {SORT_LABELS.map(([value, label]) => (
              <DropdownMenuItem key={value} onSelect={() => setSort(value)} aria-checked={sort === value} role="menuitemradio">
                {label}
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={() => setSort(null)}>Clear Sort</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">
              <SlidersHorizontal size={16} aria-hidden="true" /> Filters
            </Button>
          </PopoverTrigger>
          <PopoverContent className="rc-filters" aria-label="Filters">
            <Select
              label="Cuisine"
              value={filters.cuisine}
              options={[{ value: '', label: 'All cuisines' }, ...cuisines.map((value) => ({ value, label: value }))]}
              onChange={(event) => setFilter('cuisine', event.target.value)}
            />
            <Select
              label="Category"
              value={filters.category}
              options={[{ value: '', label: 'All categories' }, ...categories.map((value) => ({ value, label: value }))]}
              onChange={(event) => setFilter('category', event.target.value)}
            />
            <Select
              label="Cooking Time"
              value={filters.time ?? ''}
              options={TIME_OPTIONS}
              onChange={(event) => setFilter('time', (event.target.value || null) as TimeFilter)}
            />
            <label className="rc-rating">
              <span className="ui-field__label">Minimum Rating: {filters.rating}</span>
              <input
                type="range"
                min={1}
                max={5}
                step={1}
                value={filters.rating}
                onChange={(event) => setFilter('rating', Number(event.target.value))}
              />
            </label>
            <Button variant="outline" onClick={clearFilters}>
              Clear Filters
            </Button>
          </PopoverContent>
        </Popover>
      </div>

      {recipes.isPending ? (
        <div className="rc-center">
          <Spinner label="Loading recipes" />
        </div>
      ) : recipes.isError ? (
        <ErrorPanel title="Failed to load recipes" message={recipes.error.message} onRetry={() => void recipes.refetch()} retrying={recipes.isFetching} />
      ) : all.length === 0 ? (
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
        <ul className="rc-list" aria-label="Recipes">
          {rows.map((recipe) => (
            <RecipeRow
              key={recipe.id}
              recipe={recipe}
              profileId={profile.id}
              isOwner={recipe.profile.id === profile.id}
              onToggleFavorite={toggleFavorite}
              onDelete={deleteRecipe}
              onPlan={(target, choice, withGrocery) => void plan(target, choice, withGrocery)}
              loadFull={loadFull}
            />
          ))}
        </ul>
      )}
      {hasActiveFilters(filters) && rows.length > 0 && (
        <p className="rc-muted rc-count">
          {rows.length} of {all.length} recipes
        </p>
      )}
    </div>
  );
}
