import { toast } from 'shared-ui';
import { type Recipe } from 'shared-api/recipes';
import { useAddRecipeToGrocery, useCreatePlan } from 'shared-api/plans';
import type { PlanChoice } from './plan-dialog';
import { useSelectedProfile } from './use-profile';

export type PlannableRecipe = Pick<Recipe, 'id' | 'name' | 'servings' | 'ingredients'>;

const RECIPE_TOAST_MS = 1000;

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** Plan a recipe into a week, optionally adding its scaled ingredients to the grocery list. */
export function usePlanFlow() {
  const { profile, requireProfile } = useSelectedProfile();
  const createPlan = useCreatePlan(profile?.id);
  const addToGrocery = useAddRecipeToGrocery();

  /** Throws on failure so a caller can chain it (Save + Plan + Grocery). */
  const planAndAdd = async (recipe: PlannableRecipe, choice: PlanChoice, withGrocery: boolean) => {
    const current = requireProfile();
    if (!current) throw new Error('No profile selected.');
    await createPlan.mutateAsync({ recipeId: recipe.id, offset: choice.offset, servings: choice.servings });
    if (withGrocery && recipe.ingredients.length > 0) {
      await addToGrocery.mutateAsync({
        recipe,
        profile: { id: current.id, name: current.name },
        offset: choice.offset,
        servings: choice.servings,
      });
    }
  };

  /** Plan dialog of a recipe row: its own toasts. */
  const plan = async (recipe: PlannableRecipe, choice: PlanChoice, withGrocery: boolean) => {
    try {
      await planAndAdd(recipe, choice, withGrocery);
      toast.success(withGrocery ? 'Recipe added to plan and grocery!' : 'Recipe added to weekly plan!', { duration: RECIPE_TOAST_MS });
    } catch (error) {
      if (!profile) return;
      toast.error(withGrocery ? 'Failed to plan & add to grocery' : 'Failed to add to weekly plan', { description: messageOf(error) });
    }
  };

  return { plan, planAndAdd, busy: createPlan.isPending || addToGrocery.isPending };
}
