import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, request } from 'shared-api/core';
import { extractById, extractSingle, extractYoutube, type RecipeDraft } from '../extract/contract';
import {
  autocompleteRecipes,
  deleteRecipe,
  editRecipe,
  generateRecipeImage,
  generateRecipeImageById,
  getFullRecipe,
  getRecipeFacets,
  listRecipePage,
  saveRecipe,
  toggleFavorite,
  updateRecipeImage,
  type GenerateImageBody,
  type RecipeEditData,
  type RecipeListQuery,
  type RecipePage,
  type RecipeSaveData,
  type RecipeSummary,
} from './contract';
import { planKeys } from '../plans/keys';
import { recipeKeys } from './keys';
import { AUTOCOMPLETE_MIN_CHARS, IMAGE_GENERATION_TIMED_OUT, IMAGE_GENERATION_TIMEOUT_MS, isVideoLink, RECIPE_PAGE_SIZE } from './rules';

export type RecipeListFilter = Omit<RecipeListQuery, 'offset' | 'limit'>;
type RecipePages = InfiniteData<RecipePage, number>;

/**
 * The household's recipes as /recipes shows them, a page at a time (the server searches, filters
 * and sorts). While a new search loads, the previous answer stays on screen.
 */
export function useRecipePages(profileId: string | undefined, filter: RecipeListFilter) {
  const client = useQueryClient();
  const pages = {
    queryKey: recipeKeys.page(profileId ?? '', filter),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      request(listRecipePage, { params: { profileId: profileId as string }, query: { ...filter, offset: pageParam, limit: RECIPE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: RecipePage) => last.next_offset ?? undefined,
  };
  // Asked for while the page renders, not once it has committed and run its effects: the first rows
  // (what /recipes paints last) arrive that much sooner. A query already cached or under way is left alone.
  if (profileId && !client.getQueryState(pages.queryKey)) void client.prefetchInfiniteQuery(pages);
  return useInfiniteQuery({ ...pages, enabled: Boolean(profileId), placeholderData: keepPreviousData });
}

/** How many recipes the household has, and the cuisines and categories the filters offer. */
export function useRecipeFacets(profileId: string | undefined) {
  return useQuery({
    queryKey: recipeKeys.facets(profileId ?? ''),
    queryFn: ({ signal }) => request(getRecipeFacets, { params: { profileId: profileId as string }, signal }),
    enabled: Boolean(profileId),
  });
}

/** Plan entries decide the Most Cooked order: lists sorted by it are fetched again. */
export function invalidateMostCooked(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    queryKey: recipeKeys.lists(),
    predicate: ({ queryKey }) => (queryKey[4] as RecipeListFilter | undefined)?.sort === 'most-cooked',
  });
}

/** Changes the loaded rows of every paged list of the profile; answers what was there, to put back. */
function updateLoadedRows(client: QueryClient, profileId: string, change: (page: RecipePage) => RecipePage) {
  const key = recipeKeys.pages(profileId);
  const previous = client.getQueriesData<RecipePages>({ queryKey: key });
  client.setQueriesData<RecipePages>({ queryKey: key }, (data) => data && { ...data, pages: data.pages.map(change) });
  return previous;
}

export function useFullRecipe(recipeId: string | undefined, options: { profileId?: string } = {}) {
  return useQuery({
    queryKey: recipeKeys.full(recipeId ?? ''),
    queryFn: ({ signal }) =>
      request(getFullRecipe, {
        params: { id: recipeId as string },
        query: options.profileId ? { profile_id: options.profileId } : {},
        signal,
      }),
    enabled: Boolean(recipeId),
  });
}

export function useRecipeAutocomplete(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: recipeKeys.autocomplete(text.toLowerCase()),
    queryFn: ({ signal }) => request(autocompleteRecipes, { query: { query: text }, signal }),
    enabled: text.length >= AUTOCOMPLETE_MIN_CHARS,
    staleTime: 30_000,
  });
}

/** Favorite flips in the list at once and flips back if the call fails (spec §4). */
export function useToggleFavorite(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: string) => request(toggleFavorite, { params: { profileId: profileId as string, recipeId } }),
    onMutate: async (recipeId) => {
      await client.cancelQueries({ queryKey: recipeKeys.pages(profileId ?? '') });
      const flip = (row: RecipeSummary) => (row.id === recipeId ? { ...row, is_favorite: !row.is_favorite } : row);
      return { previous: updateLoadedRows(client, profileId ?? '', (page) => ({ ...page, items: page.items.map(flip) })) };
    },
    onError: (_error, _recipeId, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
    },
    onSettled: (_data, _error, recipeId) => {
      // Favorites First puts the row where it now belongs.
      void client.invalidateQueries({ queryKey: recipeKeys.pages(profileId ?? '') });
      void client.invalidateQueries({ queryKey: recipeKeys.full(recipeId) });
      void client.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

export function useDeleteRecipe(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: string) => request(deleteRecipe, { params: { profileId: profileId as string, recipeId } }),
    onSuccess: (_data, recipeId) => {
      updateLoadedRows(client, profileId ?? '', (page) => {
        const items = page.items.filter((row) => row.id !== recipeId);
        return { ...page, items, total: page.total - (page.items.length - items.length) };
      });
      client.removeQueries({ queryKey: recipeKeys.full(recipeId) });
      void client.invalidateQueries({ queryKey: recipeKeys.lists() });
      void client.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

/** The multipart body of a save or edit (spec §7): data JSON, image_modified, optional image. */
export function recipeFormData(data: RecipeSaveData | RecipeEditData, image: Blob | null, imageModified: boolean): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('image_modified', String(imageModified));
  if (image) form.append('image', image, image instanceof File ? image.name : 'image.png');
  return form;
}

export interface RecipeSaveInput {
  data: RecipeSaveData;
  image: Blob | null;
  imageModified: boolean;
}

export function useSaveRecipe(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ data, image, imageModified }: RecipeSaveInput) =>
      request(saveRecipe, { params: { profileId: profileId as string }, body: recipeFormData(data, image, imageModified) }),
    onSuccess: () => client.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}

export interface RecipeEditInput {
  data: RecipeEditData;
  image: Blob | null;
  imageModified: boolean;
}

export function useEditRecipe(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ data, image, imageModified }: RecipeEditInput) =>
      request(editRecipe, { params: { profileId: profileId as string }, body: recipeFormData(data, image, imageModified) }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: recipeKeys.lists() });
      void client.invalidateQueries({ queryKey: recipeKeys.full(result.recipe_id) });
      void client.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

export function useUpdateRecipeImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, image }: { recipeId: string; image: Blob }) => {
      const form = new FormData();
      form.append('recipe_id', recipeId);
      form.append('image', image, image instanceof File ? image.name : 'image.png');
      return request(updateRecipeImage, { body: form });
    },
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: recipeKeys.lists() });
      void client.invalidateQueries({ queryKey: recipeKeys.full(result.recipe_id) });
      void client.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

/** Generates a picture (a stored recipe by id, or form values); gives up after 15 s with the spec's message. */
export async function generateImage(input: { recipeId: string } | GenerateImageBody): Promise<Blob> {
  const signal = AbortSignal.timeout(IMAGE_GENERATION_TIMEOUT_MS);
  try {
    const blob =
      'recipeId' in input
        ? await request(generateRecipeImageById, { body: { recipe_id: input.recipeId }, signal })
        : await request(generateRecipeImage, { body: input, signal });
    if (!blob.type.startsWith('image/')) throw new ApiError('Failed to generate image', 502);
    return blob;
  } catch (error) {
    // The client reports an aborted fetch as a network error; the signal tells what happened.
    if (signal.aborted) throw new ApiError(IMAGE_GENERATION_TIMED_OUT, 408);
    throw error;
  }
}

export function useExtractRecipe() {
  return useMutation({
    mutationFn: (url: string): Promise<RecipeDraft> =>
      request(isVideoLink(url) ? extractYoutube : extractSingle, { body: { url: url.trim() } }),
  });
}

export function useFetchSharedRecipe() {
  return useMutation({
    mutationFn: (recipeId: string): Promise<RecipeDraft> => request(extractById, { body: { recipe_id: recipeId } }),
  });
}
