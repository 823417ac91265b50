import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, toast, useToastClearance } from 'shared-ui';
import { useEditRecipe, useSaveRecipe, type SaveResult } from 'shared-api/recipes';
import { PlanDialog, type PlanChoice } from './plan-dialog';
import { usePlanFlow } from './plan-flow';
import type { RecipeFormImage } from './recipe-form';
import { saveDataFromForm, type RecipeFormState } from './recipe-form-state';
import { useSelectedProfile } from './use-profile';

const RECIPE_TOAST_MS = 1000;
export const ALREADY_ADDED = 'This recipe has already been added to your profile.';

/** Saving (new or edit), optionally planning and adding to grocery; always ends on /recipes (spec §4). */
export function useRecipeSaver(editId?: string) {
  const navigate = useNavigate();
  const { profile, requireProfile } = useSelectedProfile();
  const save = useSaveRecipe(profile?.id);
  const edit = useEditRecipe(profile?.id);
  const { planAndAdd } = usePlanFlow();
  const [busy, setBusy] = useState(false);

  const run = async (form: RecipeFormState, image: RecipeFormImage, plan?: PlanChoice) => {
    const current = requireProfile();
    if (!current) return;
    setBusy(true);
    const data = saveDataFromForm(form, current.id);
    const upload = { image: image.modified ? image.file : null, imageModified: image.modified };
    try {
      const result: SaveResult = editId
        ? await edit.mutateAsync({ data: { ...data, id: editId }, ...upload })
        : await save.mutateAsync({ data, ...upload });
      if (result.status === 'exists') {
        toast.error(ALREADY_ADDED);
      } else if (plan) {
        try {
          await planAndAdd(
            { id: result.recipe_id, name: data.name, servings: Number(data.servings), ingredients: saveIngredients(data) },
            plan,
            true,
          );
          toast.success('Recipe Saved, Planned, and Added to Grocery!', { duration: RECIPE_TOAST_MS });
        } catch (error) {
          toast.error('Failed to plan & add to grocery', { description: error instanceof Error ? error.message : undefined });
        }
      } else {
        toast.success('Recipe saved successfully!', { duration: RECIPE_TOAST_MS });
      }
    } catch (error) {
      toast.error(`Failed to save recipe: ${error instanceof Error ? error.message : 'Failed to save recipe'}`);
    } finally {
      setBusy(false);
      navigate('/recipes');
    }
  };

  return { run, busy };
}

function saveIngredients(data: ReturnType<typeof saveDataFromForm>) {
  return (data.ingredients ?? []).map((item) => ({
    name: item.name,
    quantity: Number(item.quantity ?? 0),
    unit: item.unit ?? '',
    note: item.note ?? '',
  }));
}

export interface SaveBarProps {
  form: RecipeFormState;
  image: RecipeFormImage;
  editId?: string;
  disabled?: boolean;
  /** Edit Recipe has a Cancel that goes back one page. */
  onCancel?: () => void;
}

/** Bottom bar: Save Recipe, and Save + Plan + Grocery with its Plan Recipe dialog. */
export function SaveBar({ form, image, editId, disabled = false, onCancel }: SaveBarProps) {
  const { run, busy } = useRecipeSaver(editId);
  const [planOpen, setPlanOpen] = useState(false);
  const blocked = disabled || busy || !form.name.trim();
  const clearToasts = useToastClearance<HTMLDivElement>();

  return (
    <div className="rc-save-bar" ref={clearToasts}>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button variant="secondary" disabled={blocked} onClick={() => setPlanOpen(true)}>
        Save + Plan + Grocery
      </Button>
      <Button disabled={blocked} loading={busy} onClick={() => void run(form, image)}>
        Save Recipe
      </Button>
      <PlanDialog
        open={planOpen}
        onOpenChange={setPlanOpen}
        busy={busy}
        actions={[{ label: 'Save + Plan + Grocery', primary: true, onSubmit: (choice) => void run(form, image, choice) }]}
      />
    </div>
  );
}
