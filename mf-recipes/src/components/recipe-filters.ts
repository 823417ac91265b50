import { parseMinutes, type RecipeSummary } from 'shared-api';

export type SortOption = 'favorites' | 'most-cooked' | 'recent' | null;
export type TimeFilter = 'under-40' | 'over-40' | null;

export interface RecipeFilters {
  search: string;
  cuisine: string;
  category: string;
  time: TimeFilter;
  /** Shown in the panel; the spec keeps it out of the list logic. */
  rating: number;
}

export const EMPTY_FILTERS: RecipeFilters = { search: '', cuisine: '', category: '', time: null, rating: 1 };

/** Spec §9: time threshold. */
export const TIME_THRESHOLD_MINUTES = 40;

/** Cuisine and dietary fall back to the tags when unset (spec §3). */
export const cuisineOf = (recipe: Pick<RecipeSummary, 'cuisine' | 'tags'>): string => recipe.cuisine ?? recipe.tags[0] ?? '';
export const dietaryOf = (recipe: Pick<RecipeSummary, 'dietary' | 'tags'>): string => recipe.dietary ?? recipe.tags.join(', ');

export function hasActiveFilters(filters: RecipeFilters): boolean {
  return Boolean(filters.search.trim() || filters.cuisine || filters.category || filters.time);
}

export function matchesFilters(recipe: RecipeSummary, filters: RecipeFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  if (search && !recipe.name.toLowerCase().includes(search)) return false;
  if (filters.cuisine && cuisineOf(recipe).toLowerCase() !== filters.cuisine.toLowerCase()) return false;
  if (filters.category && !dietaryOf(recipe).toLowerCase().includes(filters.category.toLowerCase())) return false;
  if (filters.time) {
    const minutes = parseMinutes(recipe.total_time);
    if (minutes === null) return false;
    if (filters.time === 'under-40' && minutes > TIME_THRESHOLD_MINUTES) return false;
    if (filters.time === 'over-40' && minutes <= TIME_THRESHOLD_MINUTES) return false;
  }
  return true;
}

/** Filtered and sorted rows; `cookCounts` is plan entries per recipe across this and next week. */
export function visibleRecipes(
  recipes: RecipeSummary[],
  filters: RecipeFilters,
  sort: SortOption,
  cookCounts: ReadonlyMap<string, number>,
): RecipeSummary[] {
  const rows = recipes.filter((recipe) => matchesFilters(recipe, filters));
  if (sort === 'favorites') return rows.sort((a, b) => Number(b.is_favorite) - Number(a.is_favorite));
  if (sort === 'most-cooked') return rows.sort((a, b) => (cookCounts.get(b.id) ?? 0) - (cookCounts.get(a.id) ?? 0));
  if (sort === 'recent') return rows.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return rows;
}

/** Distinct values for a filter's choices, case-insensitively de-duplicated. */
export function distinctValues(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const clean = value.trim();
    if (clean && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Dietary text like "Vegan, Gluten Free" → its categories. */
export function categoriesOf(recipes: RecipeSummary[]): string[] {
  return distinctValues(recipes.flatMap((recipe) => dietaryOf(recipe).split(',')));
}
