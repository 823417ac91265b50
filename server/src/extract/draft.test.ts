import { RECIPE_LIMITS, recipeFieldsSchema } from 'shared-api/contract';
import { describe, expect, it } from 'vitest';
import { draftFromFields } from './draft';

describe('draftFromFields', () => {
  it('cuts a draft from an odd page to what a saved recipe holds, so it saves as it is', () => {
    const draft = draftFromFields(
      {
        name: `Soup ${'and more '.repeat(60)}`,
        cuisine: 'c'.repeat(150),
        tags: Array.from({ length: 80 }, (_, i) => `tag ${i} ${'x'.repeat(70)}`),
        ingredients: Array.from({ length: 400 }, (_, i) => `${i + 1} g flour ${'y'.repeat(400)}`),
        instructions: Array.from({ length: 350 }, () => `Stir. ${'z'.repeat(6000)}`),
        notes: 'n'.repeat(12_000),
      },
      'https://example.com/soup',
    );
    expect(draft.name).toHaveLength(RECIPE_LIMITS.name);
    expect(draft.tags).toHaveLength(RECIPE_LIMITS.tags);
    expect(draft.ingredients).toHaveLength(RECIPE_LIMITS.ingredients);
    expect(draft.instructions).toHaveLength(RECIPE_LIMITS.steps);
    expect(draft.instructions[0]?.content).toHaveLength(RECIPE_LIMITS.step);
    expect(recipeFieldsSchema.safeParse(draft).success).toBe(true);
  });

  it.each([
    ['/uploads/Jalapeño-Poppers.jpg', 'https://example.com/uploads/Jalapeño-Poppers.jpg'],
    ['https://example.com/uploads/Jalape%C3%B1o%20Poppers.jpg', 'https://example.com/uploads/Jalape%C3%B1o%20Poppers.jpg'],
    ['/uploads/Crème brûlée.jpg', 'https://example.com/uploads/Crème%20brûlée.jpg'],
  ])('keeps the characters past ASCII of an image link as the page writes them: %s', (image, url) => {
    expect(draftFromFields({ image }, 'https://example.com/soup').image_url).toBe(url);
  });

  it('never cuts a character in half', () => {
    const name = `${'a'.repeat(RECIPE_LIMITS.name - 1)}🍲 soup`;
    expect(draftFromFields({ name }, null).name).toBe('a'.repeat(RECIPE_LIMITS.name - 1));
  });

  it.each([
    ['Serves: 4', 4], ['12 cookies', 12], ['Serves eight to ten', 10], ['4-6 servings', 6], ['6 to 8', 8],
    ['20 - 22 churros', 20], ['4 – 6 servings', 4], ['Makes about 2.5 cups', 3], [undefined, 1],
  ] as const)('reads servings from a yield the way most recipe managers do: %s → %s', (yields, servings) => {
    expect(draftFromFields({ name: 'Soup', yields }, null).servings).toBe(servings);
  });
});
