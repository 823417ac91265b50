import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-html.js';
import type { ExtractResult } from './types.js';

/**
 * Pages built to be slow to read, or broken that way. A read takes about as long as the page is
 * big: each page below is sized so that a reader quadratic in it takes a minute or more, which the
 * test's time limit catches. The limit is no speed target: the linear readers take 0.3–3 s here
 * even on a machine busy with other work, far inside it. The answers are checked as usual.
 */
const LIMIT = { timeout: 20_000 };
const PAGE = 'https://example.com/recipes/soup/';
const read = (body: string, head = ''): ExtractResult =>
  extractRecipeFromHtml(`<html><head>${head}</head><body><h1>Soup</h1>${body}</body></html>`, PAGE);
const steps = (result: ExtractResult): string[] => result.recipe.instructions.map((step) => step.content);

const INGREDIENTS = '<h2>Ingredients</h2><ul><li>1 leek</li><li>2 cups stock</li></ul>';
const METHOD = '<h2>Method</h2><ol><li>Simmer.</li><li>Blend.</li></ol>';

describe('pages built to be slow to read', () => {
  it('looks past a run of notes between two steps once, not once per note', LIMIT, () => {
    const tips = '<p>Tip: stir it now and then.</p>'.repeat(5_000);
    for (const method of [`<p>1. Simmer.</p>${tips}<p>2. Blend.</p>`, `<div><p>1. Simmer.</p>${tips}<p>2. Blend.</p></div>`]) {
      expect(steps(read(`${INGREDIENTS}<h2>Method</h2>${method}`))).toEqual(['Simmer.', 'Blend.']);
    }
  });

  it('reads after a few of a thousand headings naming a section, each element once', LIMIT, () => {
    for (const headings of ['<h2>Ingredients</h2>', '<h2>Ingredients for the bowl</h2><p>See above.</p>']) {
      const result = read(`${headings.repeat(2_000)}${METHOD}`);
      expect([result.ingredient_lines, steps(result)]).toEqual([[], ['Simmer.', 'Blend.']]);
    }
    const emptyMethods = read(`${INGREDIENTS}${'<h2>Method</h2><div></div>'.repeat(2_000)}${METHOD}`);
    expect([emptyMethods.ingredient_lines, steps(emptyMethods)]).toEqual([['1 leek', '2 cups stock'], ['Simmer.', 'Blend.']]);
  });

  it('reads a header of thousands of servings and bare times, each line once', LIMIT, () => {
    const facts = read(`<ul>${'<li>4 personen</li><li>25 min</li>'.repeat(20_000)}</ul>${INGREDIENTS}${METHOD}`);
    expect(facts.recipe).toMatchObject({ servings: 4, total_time: '25 mins' });
  });

  it('reads a wrapper of thousands of paragraphs in one pass', LIMIT, () => {
    const result = read(`${INGREDIENTS}<h2>Method</h2><div>${'<p>Stir the pot.</p>'.repeat(20_000)}</div>`);
    expect(steps(result)).toHaveLength(300);
  });

  it('reads a step of thousands of inline pieces in one pass', LIMIT, () => {
    const result = read(`${INGREDIENTS}<h2>Method</h2><ol><li>${'<span>1</span>'.repeat(40_000)}<p>Simmer.</p></li><li>Blend.</li></ol>`);
    // The first step is cut at the longest a step may be; the next one is whole.
    expect(steps(result).slice(1)).toEqual(['Blend.']);
  });

  it("reads a recipe card's thousands of lines in one pass", LIMIT, () => {
    const card = read(`<div class="wprm-recipe-container">${'<span class="wprm-recipe-ingredient">1 leek</span>'.repeat(40_000)}</div>`);
    expect(card.ingredient_lines).toHaveLength(40_000);
  });

  it("reads a microdata item's thousands of properties in one pass", LIMIT, () => {
    const item = read(`<div itemscope itemtype="http://schema.org/Recipe">${'<span itemprop="recipeIngredient">1 leek</span>'.repeat(40_000)}</div>`);
    expect(item.ingredient_lines).toHaveLength(40_000);
  });

  it('lays out elements nested past what a browser nests beside each other, and reads the rest', LIMIT, () => {
    // A broken advert after the recipe: twenty thousand elements, each inside the one before (read
    // as nested, no recipe came out at all).
    const nested = read(`${INGREDIENTS}${METHOD}${'<div><span>'.repeat(20_000)}Advert`);
    expect([nested.ingredient_lines, steps(nested)]).toEqual([['1 leek', '2 cups stock'], ['Simmer.', 'Blend.']]);
    const method = 'Simmer the leek in the stock for twenty minutes, then blend it until smooth and season to taste.';
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'], recipeInstructions: method })}</script>`;
    expect(steps(read(`${'<div>'.repeat(20_000)}<p>${method}</p>${'</div>'.repeat(20_000)}`, ld))).toEqual([method]);
  });

  it('reads lists nested thousands deep, each level once', LIMIT, () => {
    const nested = (open: string, close: string): string => open.repeat(5_000) + close.repeat(5_000);
    // Each ingredient offers its alternatives in a list of their own, which nests the next ingredient.
    const ingredients = read(`<h2>Ingredients</h2>${nested('<ul><li>1 leek<ul><li>or 2 shallots</li></ul></li><li>2 cups stock', '</li></ul>')}${METHOD}`);
    expect([ingredients.ingredient_lines[0], steps(ingredients)]).toEqual(['1 leek', ['Simmer.', 'Blend.']]);
    const method = read(`${INGREDIENTS}<h2>Method</h2>${nested('<ol><li>Simmer.', '</li></ol>')}`);
    expect([method.ingredient_lines, steps(method)[0]]).toEqual([['1 leek', '2 cups stock'], 'Simmer.']);
  });

  it('asks each element once whether it is hidden, however deep the terms and tables under it nest', LIMIT, () => {
    const nested = (open: string, close: string): string => open.repeat(2_000) + close.repeat(2_000);
    for (const facts of [nested('<dl><dt>Serves</dt><dd>4', '</dd></dl>'), nested('<table><tr><td>Serves 4', '</td></tr></table>')]) {
      const result = read(`${INGREDIENTS}${facts}${METHOD}`);
      expect([result.ingredient_lines.slice(0, 2), steps(result), result.recipe.servings]).toEqual([['1 leek', '2 cups stock'], ['Simmer.', 'Blend.'], 4]);
    }
  });

  it("reads thousands of headings set straight in the page's body, each once", LIMIT, () => {
    // Sized to the limit's margin on a busy machine: it is the heaviest page here per element.
    const result = read(`${INGREDIENTS}${METHOD}`.repeat(12_000));
    expect([result.ingredient_lines, steps(result)]).toEqual([['1 leek', '2 cups stock'], ['Simmer.', 'Blend.']]);
  });

  it('gives a page that leaves out its <body> tag one in a single pass, however many elements it opens with', LIMIT, () => {
    const result = extractRecipeFromHtml(`<title>Soup</title>${INGREDIENTS}${METHOD}${'<img src="/soup.jpg" width="800" height="600">'.repeat(60_000)}`, PAGE);
    expect([result.ingredient_lines, steps(result), result.recipe.image_url]).toEqual([['1 leek', '2 cups stock'], ['Simmer.', 'Blend.'], 'https://example.com/soup.jpg']);
  });

  it('pairs the labels and values of a table of thousands of rows in one pass', LIMIT, () => {
    const table = (row: string) => read(`<table>${row.repeat(40_000)}</table>${INGREDIENTS}${METHOD}`).recipe;
    expect(table('<tr><td>Serves</td><td>4</td></tr>')).toMatchObject({ servings: 4 });
    expect(table('<tr><td>Prep time</td><td>10 min</td></tr>')).toMatchObject({ prep_time: '10 mins' });
  });

  it('reads an item broken into thousands of lines once, not once a line', LIMIT, () => {
    const result = read(`<h2>Ingredients</h2><ul><li>${'1 leek<br>'.repeat(40_000)}</li></ul>${METHOD}`);
    expect([result.ingredient_lines.length, steps(result)]).toEqual([40_000, ['Simmer.', 'Blend.']]);
  });

  it("finds the cards of recipe data's thousands of step titles in one pass", LIMIT, () => {
    const count = 50_000;
    const titles = Array.from({ length: count }, (_, i) => `Part ${i}`);
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'], recipeInstructions: titles.map((name) => ({ '@type': 'HowToStep', text: name })) })}</script>`;
    const cards = titles.map((title, i) => `<div><h3>${title}</h3><p>Stir ${i}.</p></div>`).join('');
    expect(steps(read(cards, ld)).slice(0, 4)).toEqual(['Part 0', 'Stir 0.', 'Part 1', 'Stir 1.']);
  });

  it('reads a yield of a long run of digits once', LIMIT, () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'], recipeInstructions: ['Simmer.'], recipeYield: ['4', '9'.repeat(400_000)] })}</script>`;
    expect(read('', ld).recipe.servings).toBe(4);
  });

  it('reads the text around an icon as its value only when short, not a block of many icons once per icon', LIMIT, () => {
    const icons = `<span><img alt="Prep time" src="/i.png"> 10 min</span><div>${'<img alt="Cook time" src="/i.png"> 5 min '.repeat(16_000)}</div>`;
    expect(read(icons).recipe).toMatchObject({ prep_time: '10 mins', cook_time: null });
  });
});
