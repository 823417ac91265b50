import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from 'shared-api/core';
import { addToGrocery } from '../grocery/contract';
import { groceryKeys } from '../grocery/keys';
import { createPlan, deletePlan, listWeekPlans, type PlannedRecipe } from './contract';
import type { Recipe } from '../recipes/contract';
import { invalidateMostCooked } from '../recipes/queries';
import { scaleQuantity } from '../recipes/rules';
import { planWeekNumber, weekStartDate, type WeekOffset } from './rules';
import { planKeys } from './keys';

export function useWeekPlans(profileId: string | undefined, weekStart: string) {
  return useQuery({
    queryKey: planKeys.week(profileId ?? '', weekStart),
    queryFn: ({ signal }) =>
      request(listWeekPlans, { params: { profileId: profileId as string }, query: { week_start_date: weekStart }, signal }),
    enabled: Boolean(profileId),
  });
}

export interface PlanInput {
  recipeId: string;
  offset: WeekOffset;
  servings: number;
}

export function useCreatePlan(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, offset, servings }: PlanInput) =>
      request(createPlan, {
        params: { profileId: profileId as string },
        body: {
          recipe_id: recipeId,
          week_start_date: weekStartDate(offset),
          week_number: planWeekNumber(offset),
          planned_servings: servings,
        },
      }),
    onSuccess: () => {
      void invalidateMostCooked(client);
      return client.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

/** Removing a planned recipe takes it off the week at once (spec §4). */
export function useDeletePlan(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => request(deletePlan, { params: { profileId: profileId as string, planId } }),
    onSuccess: (_data, planId) => {
      client.setQueriesData<PlannedRecipe[]>({ queryKey: planKeys.all }, (rows) => rows?.filter((row) => row.plan_id !== planId));
      void client.invalidateQueries({ queryKey: planKeys.all });
      void invalidateMostCooked(client);
    },
  });
}

export interface GroceryFromRecipeInput {
  recipe: Pick<Recipe, 'id' | 'name' | 'servings' | 'ingredients'>;
  profile: { id: string; name: string };
  offset: WeekOffset;
  servings: number;
}

/** Spec §3 grocery add payload: the recipe's ingredients scaled to the planned servings. */
export function groceryAddPayload({ recipe, profile, offset, servings }: GroceryFromRecipeInput) {
  return {
    id: recipe.id,
    name: recipe.name,
    profile,
    week_start_date: weekStartDate(offset),
    week_number: planWeekNumber(offset),
    ingredients: recipe.ingredients.map((item) => ({
      name: item.name,
      quantity: scaleQuantity(item.quantity, servings, recipe.servings),
      unit: item.unit,
      note: item.note ?? '',
    })),
  };
}

export function useAddRecipeToGrocery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroceryFromRecipeInput) => request(addToGrocery, { body: groceryAddPayload(input) }),
    onSuccess: () => client.invalidateQueries({ queryKey: groceryKeys.all }),
  });
}
