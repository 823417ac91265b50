export interface RecipeIngredient {
  name: string;
  quantity: number;
  unit: string;
  note: string;
}

export interface RecipeDraft {
  name: string;
  image_url: string | null;
  cuisine: string | null;
  dietary: string | null;
  tags: string[];
  /** Text like "1 hr 15 mins" / "45 mins" that a client parses into hours and minutes. */
  prep_time: string | null;
  cook_time: string | null;
  total_time: string | null;
  servings: number;
  ingredients: RecipeIngredient[];
  instructions: { content: string; step_number: number }[];
  notes: string;
  /** The page it came from; null for pasted text. */
  source_url: string | null;
}

export type ExtractSource = 'json-ld' | 'microdata' | 'plugin' | 'app-data' | 'heuristic' | 'opengraph' | 'text';

/** Internal result: the draft plus the raw lines, so callers (the benchmark) can compare them. */
export interface ExtractResult {
  recipe: RecipeDraft;
  ingredient_lines: string[];
  /** Sources that contributed at least one field, most trusted first. */
  sources: ExtractSource[];
}

/** What one extraction strategy found; every field is optional so strategies can be merged. */
export interface RecipeFields {
  name?: string;
  image?: string;
  /** Every image the source names for the recipe, in its order (renditions, several og:image tags); image is the first. */
  images?: string[];
  /** The larger side in pixels the source states for an image (an ImageObject's width or height), by URL. */
  imageSizes?: Record<string, number>;
  ingredients?: string[];
  instructions?: string[];
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  yields?: string;
  cuisine?: string;
  dietary?: string;
  tags?: string[];
  notes?: string;
}
