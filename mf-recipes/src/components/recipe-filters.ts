import { RECIPE_SORTS, TIME_FILTERS, type RecipeSort, type TimeFilter } from 'shared-api/recipes';

export type SortOption = RecipeSort | null;

/** What /recipes is showing; kept in the address (q, cuisine, category, time, sort) so a reload keeps it. */
export interface RecipeFilters {
  search: string;
  cuisine: string;
  category: string;
  time: TimeFilter | null;
  sort: SortOption;
}

export const EMPTY_FILTERS: RecipeFilters = { search: '', cuisine: '', category: '', time: null, sort: null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

export function filtersFromParams(params: URLSearchParams): RecipeFilters {
  return {
    search: params.get('q') ?? '',
    cuisine: params.get('cuisine') ?? '',
    category: params.get('category') ?? '',
    time: oneOf(TIME_FILTERS, params.get('time')),
    sort: oneOf(RECIPE_SORTS, params.get('sort')),
  };
}

/** The address's query for `filters`, leaving out what is empty. */
export function paramsFromFilters(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | null]> = [
    ['q', filters.search],
    ['cuisine', filters.cuisine],
    ['category', filters.category],
    ['time', filters.time],
    ['sort', filters.sort],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

export function hasActiveFilters(filters: RecipeFilters): boolean {
  return Boolean(filters.search.trim() || filters.cuisine || filters.category || filters.time);
}
