import { describe, expect, it } from 'vitest';
import { extractRecipeFromText } from './pasted-text';

const read = (text: string) => {
  const { recipe, ingredient_lines } = extractRecipeFromText(text);
  return { ...recipe, lines: ingredient_lines, steps: recipe.instructions.map((step) => step.content) };
};

describe('extractRecipeFromText', () => {
  it('reads a note with "Ingredients:" and "Method:", bullets, numbered steps and facts', () => {
    const recipe = read(`Lemon Pasta

Serves 4
Prep: 10 mins
Cook: 15 mins

Ingredients:
• 400 g spaghetti
• 2 lemons, zested
- 1/2 cup grated parmesan

Method:
1. Boil the pasta.
2. Toss with lemon and parmesan.

Notes:
Keeps a day in the fridge.`);
    expect(recipe).toMatchObject({ name: 'Lemon Pasta', servings: 4, prep_time: '10 mins', cook_time: '15 mins', total_time: '25 mins', source_url: null });
    expect(recipe.lines).toEqual(['400 g spaghetti', '2 lemons, zested', '1/2 cup grated parmesan']);
    // The same ingredient parser as link import.
    expect(recipe.ingredients[0]).toEqual({ name: 'spaghetti', quantity: 400, unit: 'g', note: '' });
    expect(recipe.steps).toEqual(['Boil the pasta.', 'Toss with lemon and parmesan.']);
    expect(recipe.notes).toBe('Keeps a day in the fridge.');
  });

  it('reads a WhatsApp message: sender prefix, *bold* headings, facts on one line, a closing line', () => {
    const recipe = read(`[14/03/2025, 19:02] Mum: *Dal*
Serves 6 | prep 5 mins | cook 30 mins
*Ingredients*
• 1 cup red lentils
• 1 tsp turmeric
*Steps*
1) Rinse the lentils.
2) Simmer with turmeric until soft.

Enjoy!! ❤️`);
    expect(recipe).toMatchObject({ name: 'Dal', servings: 6, prep_time: '5 mins', cook_time: '30 mins' });
    expect(recipe.lines).toEqual(['1 cup red lentils', '1 tsp turmeric']);
    expect(recipe.steps).toEqual(['Rinse the lentils.', 'Simmer with turmeric until soft.']);
  });

  it('joins the lines a PDF broke and drops its print header and footer', () => {
    const recipe = read(`4/12/25, 6:31 PM Tomato Soup | Site
Tomato Soup
Prep Time: 10 mins Total Time: 40 mins
INGREDIENTS
▢ 1 kg tomatoes (ripe, or a
good tin of plum tomatoes)
▢ 1 onion
INSTRUCTIONS
1. Soften the onion in a large pan
over a low heat.
https://example.com/tomato-soup 1/2
2. Add the tomatoes and simmer.
Nutrition
Calories: 120kcal`);
    expect(recipe).toMatchObject({ name: 'Tomato Soup', prep_time: '10 mins', total_time: '40 mins' });
    expect(recipe.lines).toEqual(['1 kg tomatoes (ripe, or a good tin of plum tomatoes)', '1 onion']);
    expect(recipe.steps).toEqual(['Soften the onion in a large pan over a low heat.', 'Add the tomatoes and simmer.']);
  });

  it('reads "Step n" blocks and paragraphs wrapped mid-sentence', () => {
    expect(read('Toast\nIngredients\n2 slices bread\nHow to make it\nStep 1\nToast the bread.\nStep 2\nButter it.').steps).toEqual([
      'Toast the bread.',
      'Butter it.',
    ]);
    expect(read('Toast\nIngredients\n2 slices bread\nDirections\nPut the bread in the toaster and wait until it\nis golden.\n\nButter it.').steps).toEqual([
      'Put the bread in the toaster and wait until it is golden.',
      'Butter it.',
    ]);
  });

  it('reads a message without headings: title, amounts, then sentences; a yield told in a sentence', () => {
    const recipe = read(`Pancakes
2 eggs
1 cup flour
Pinch of salt
Whisk everything together.
Fry in a hot pan.
This makes 8 pancakes.`);
    expect(recipe).toMatchObject({ name: 'Pancakes', servings: 8 });
    expect(recipe.lines).toEqual(['2 eggs', '1 cup flour', 'Pinch of salt']);
    expect(recipe.steps).toEqual(['Whisk everything together.', 'Fry in a hot pan.', 'This makes 8 pancakes.']);
  });

  it('keeps a short step that names a time as a step, not as a fact', () => {
    const recipe = read('Rice\nIngredients\n1 cup rice\nMethod\n1. Cook for 12 minutes.\n2. Rest.');
    expect(recipe.steps).toEqual(['Cook for 12 minutes.', 'Rest.']);
    expect(recipe.cook_time).toBeNull();
  });

  it('finds nothing under headings without lines, and reads hostile input in one pass', () => {
    expect(read('Ingredients:\nMethod:')).toMatchObject({ lines: [], steps: [] });
    // Long runs of emphasis marks, brackets or lines must not make the patterns backtrack for ever.
    for (const text of ['*a'.repeat(25_000), '_'.repeat(50_000), '1 cup ('.repeat(7000), 'x\n'.repeat(25_000)]) {
      expect(extractRecipeFromText(text).recipe).toBeDefined();
    }
  });
});
