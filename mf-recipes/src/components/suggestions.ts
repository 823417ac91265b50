import type { AutocompleteSuggestion } from 'shared-api/recipes';

export const suggestionLabel = (item: AutocompleteSuggestion): string => `${item.name} (By- ${item.profile_name})`;

/** Spec §5: suggestions de-duplicated by name, source URL and recipe id. */
export function dedupeSuggestions(items: AutocompleteSuggestion[]): AutocompleteSuggestion[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.name}|${item.source_url ?? ''}|${item.recipe_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
