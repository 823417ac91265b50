import type { RecipeDraft, RecipeSaveData } from 'shared-api/recipes';

export interface IngredientRow {
  name: string;
  quantity: string;
  unit: string;
  note: string;
}

export interface RecipeFormState {
  name: string;
  prep_time: string;
  cook_time: string;
  total_time: string;
  servings: string;
  cuisine: string;
  dietary: string;
  tags: string[];
  ingredients: IngredientRow[];
  instructions: string[];
  notes: string;
  source_url: string;
  image_url: string | null;
  origin_recipe_id: string | null;
}

/** Spec §3: one empty ingredient row with quantity 0, one empty step, servings 1. */
export const emptyIngredient = (): IngredientRow => ({ name: '', quantity: '0', unit: '', note: '' });

export const EMPTY_FORM: RecipeFormState = {
  name: '',
  prep_time: '',
  cook_time: '',
  total_time: '',
  servings: '1',
  cuisine: '',
  dietary: '',
  tags: [],
  ingredients: [emptyIngredient()],
  instructions: [''],
  notes: '',
  source_url: '',
  image_url: null,
  origin_recipe_id: null,
};

/** A fetched, imported or stored recipe in the form's shape. */
export function formFromDraft(draft: RecipeDraft): RecipeFormState {
  return {
    name: draft.name,
    prep_time: draft.prep_time ?? '',
    cook_time: draft.cook_time ?? '',
    total_time: draft.total_time ?? '',
    servings: String(draft.servings || 1),
    cuisine: draft.cuisine ?? '',
    dietary: draft.dietary ?? '',
    tags: draft.tags,
    ingredients: draft.ingredients.length
      ? draft.ingredients.map((item) => ({ name: item.name, quantity: String(item.quantity), unit: item.unit, note: item.note }))
      : [emptyIngredient()],
    instructions: draft.instructions.length ? draft.instructions.map((step) => step.content) : [''],
    notes: draft.notes,
    source_url: draft.source_url ?? '',
    image_url: draft.image_url,
    origin_recipe_id: draft.origin_recipe_id ?? null,
  };
}

function toNumber(text: string, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) ? value : fallback;
}

/** The `data` JSON of a save (spec §7): numbered instructions, recipe_url, profile_id; blank rows dropped. */
export function saveDataFromForm(form: RecipeFormState, profileId: string): RecipeSaveData {
  const instructions = form.instructions.map((content) => content.trim()).filter(Boolean);
  return {
    name: form.name.trim(),
    prep_time: form.prep_time.trim() || null,
    cook_time: form.cook_time.trim() || null,
    total_time: form.total_time.trim() || null,
    servings: Math.max(1, Math.round(toNumber(form.servings, 1)) || 1),
    cuisine: form.cuisine.trim() || null,
    dietary: form.dietary.trim() || null,
    tags: form.tags,
    ingredients: form.ingredients
      .filter((row) => row.name.trim())
      .map((row) => ({ name: row.name.trim(), quantity: Math.max(0, toNumber(row.quantity, 0)), unit: row.unit.trim(), note: row.note.trim() })),
    instructions: instructions.map((content, index) => ({ content, step_number: index + 1 })),
    notes: form.notes.trim(),
    source_url: form.source_url.trim() || null,
    recipe_url: form.source_url.trim() || null,
    profile_id: profileId,
    image_url: form.image_url,
    origin_recipe_id: form.origin_recipe_id,
  };
}
