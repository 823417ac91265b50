import { describe, expect, it } from 'vitest';
import { formatMinutes, lowerEnd, parseDuration } from './duration.js';
import { extractRecipeFromHtml } from './extract-html.js';
import { parseLenientJson } from './lenient-json.js';

const PAGE = 'https://example.com/recipes/soup/';
const page = (head: string, body: string): string => `<html><head>${head}</head><body>${body}</body></html>`;

describe('extractRecipeFromHtml', () => {
  it('leaves out the punctuation a site joined the paragraphs of its method text with', () => {
    const ld = { '@type': 'Recipe', name: 'Cookies', recipeIngredient: ['1 egg'], recipeInstructions: '<p>Preheat the oven.</p>\n, <p>Whisk the egg.</p>\n, <p>Bake.</p>' };
    const { recipe } = extractRecipeFromHtml(page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, ''), PAGE);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Preheat the oven.', 'Whisk the egg.', 'Bake.']);
  });

  it('reads JSON-LD in @graph with sections, durations, references and entities', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'ImageObject', '@id': '#img', url: '/img/soup.jpg' },
        {
          '@type': ['Recipe'], name: 'Tomato &amp; Basil Soup', image: { '@id': '#img' },
          recipeIngredient: ['1 (14 ounce) can tomatoes', '<b>2</b> cups stock'],
          recipeInstructions: [
            { '@type': 'HowToSection', name: 'Soup', itemListElement: [
              { '@type': 'HowToStep', text: '1. Simmer   the <i>tomatoes</i>.' },
              { '@type': 'HowToStep', text: 'Blend.' },
            ] },
          ],
          prepTime: 'PT15M', cookTime: 'PT1H', recipeYield: ['4', '4 servings'],
          recipeCuisine: 'Italian', suitableForDiet: 'https://schema.org/GlutenFreeDiet', keywords: 'soup, easy',
        },
      ],
    };
    const html = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<h1>Ignored</h1>');
    const { recipe, ingredient_lines, sources } = extractRecipeFromHtml(html, PAGE);
    expect(sources[0]).toBe('json-ld');
    expect(recipe).toMatchObject({
      name: 'Tomato & Basil Soup',
      image_url: 'https://example.com/img/soup.jpg',
      cuisine: 'Italian',
      dietary: 'Gluten Free',
      tags: ['soup', 'easy'],
      prep_time: '15 mins',
      cook_time: '1 hr',
      total_time: '1 hr 15 mins',
      servings: 4,
      instructions: [
        { content: 'Soup', step_number: 1 },
        { content: 'Simmer the tomatoes.', step_number: 2 },
        { content: 'Blend.', step_number: 3 },
      ],
      source_url: PAGE,
    });
    expect(ingredient_lines).toEqual(['1 (14 ounce) can tomatoes', '2 cups stock']);
    expect(recipe.ingredients[0]).toEqual({ quantity: 1, unit: 'can', name: 'tomatoes', note: '14 ounce' });
  });

  it('reads microdata when there is no JSON-LD', () => {
    const html = page('', `
      <div itemscope itemtype="http://schema.org/Recipe">
        <h2 itemprop="name">Pancakes</h2>
        <img itemprop="image" src="pancakes.jpg">
        <meta itemprop="totalTime" content="PT25M"><span itemprop="recipeYield">Serves 6</span>
        <ul><li itemprop="recipeIngredient">2 cups flour</li><li itemprop="recipeIngredient">1 egg</li></ul>
        <div itemprop="recipeInstructions"><p>Mix.</p><p>Fry.</p></div>
      </div>`);
    const { recipe, sources } = extractRecipeFromHtml(html, PAGE);
    expect(sources[0]).toBe('microdata');
    expect(recipe).toMatchObject({
      name: 'Pancakes', image_url: 'https://example.com/recipes/soup/pancakes.jpg', total_time: '25 mins', servings: 6,
      instructions: [{ content: 'Mix.', step_number: 1 }, { content: 'Fry.', step_number: 2 }],
    });
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['flour', 'egg']);
  });

  it('reads recipe-plugin markup (WP Recipe Maker)', () => {
    const html = page('', `
      <div class="wprm-recipe-container"><div class="wprm-recipe">
        <h2 class="wprm-recipe-name">Brownies</h2>
        <div class="wprm-recipe-prep-time-container">Prep Time <span>10 minutes</span></div>
        <div class="wprm-recipe-total-time-container">Total Time 1 hour 5 minutes</div>
        <span class="wprm-recipe-servings">12</span>
        <ul><li class="wprm-recipe-ingredient">▢ 1 cup cocoa</li><li class="wprm-recipe-ingredient">2 eggs</li></ul>
        <div class="wprm-recipe-instruction-text">Whisk.</div><div class="wprm-recipe-instruction-text">Bake.</div>
      </div></div>`);
    const { recipe, ingredient_lines, sources } = extractRecipeFromHtml(html, PAGE);
    expect(sources[0]).toBe('plugin');
    expect(recipe).toMatchObject({ name: 'Brownies', prep_time: '10 mins', total_time: '1 hr 5 mins', servings: 12 });
    expect(ingredient_lines).toEqual(['1 cup cocoa', '2 eggs']);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Whisk.', 'Bake.']);
  });

  it("leaves out the steps a card's notes copy from an older version of the recipe", () => {
    const step = (text: string): string => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${text}</div></li>`;
    const html = page('', `
      <div class="wprm-recipe-container"><div class="wprm-recipe">
        <h2 class="wprm-recipe-name">Brownies</h2>
        <ul><li class="wprm-recipe-ingredient">1 cup cocoa</li><li class="wprm-recipe-ingredient">2 eggs</li></ul>
        <ul class="wprm-recipe-instructions">${step('Whisk.')}${step('Bake for 25 minutes.')}</ul>
        <div class="wprm-recipe-notes">Original recipe below:<ul class="wprm-recipe-instructions">${step('Whisk.')}${step('Bake for 30 minutes.')}</ul></div>
      </div></div>`);
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual(['Whisk.', 'Bake for 25 minutes.']);
  });

  it('reads Tasty Recipes markup', () => {
    const html = page('', `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Salsa</h2>
      <div class="tasty-recipes-ingredients"><ul><li>4 tomatoes</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Chop.</li></ol></div>
      <span class="tasty-recipes-yield">2 cups</span></div>`);
    const { recipe } = extractRecipeFromHtml(html, PAGE);
    expect(recipe).toMatchObject({ name: 'Salsa', servings: 2, instructions: [{ content: 'Chop.', step_number: 1 }] });
  });

  it("reads a card's steps from its own instructions block when the post wraps the whole card in one of that class", () => {
    const html = page('', `<div class="tasty-recipes-instructions"><p>Intro to the brownies.</p>
      <div class="tasty-recipes"><h2 class="tasty-recipes-title">Brownies</h2><p>Fudgy and easy.</p>
      <div class="tasty-recipes-ingredients"><ul><li>1 cup tahini</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Mix.</li><li>Bake.</li></ol></div></div></div>`);
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual(['Mix.', 'Bake.']);
  });

  it("reads a card's total written as a range that holds its prep and cook times as their sum", () => {
    const card = (total: string): string => page('', `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Brownies</h2>
      <span class="tasty-recipes-prep-time">5 mins</span><span class="tasty-recipes-cook-time">22 mins</span>
      <span class="tasty-recipes-total-time">${total}</span>
      <div class="tasty-recipes-ingredients"><ul><li>1 cup tahini</li></ul></div><div class="tasty-recipes-instructions"><ol><li>Bake.</li></ol></div></div>`);
    expect(extractRecipeFromHtml(card('27-30 minutes'), PAGE).recipe.total_time).toBe('27 mins');
    // A range the parts fall short of counts its upper end, as any range does.
    expect(extractRecipeFromHtml(card('40-45 minutes'), PAGE).recipe.total_time).toBe('45 mins');
  });

  it("reads a Tasty Recipes card's paragraphs as ingredients only when it lists none", () => {
    const listed = page('', `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Risotto</h2>
      <div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-body"><ul><li>1 lb tomatoes</li></ul>
      <p>Risotto:</p><ul><li>1 onion, diced</li></ul><p><strong>Garnishes:</strong> parsley, lemon zest</p>
      <p><strong>Seared Prawns (optional)</strong></p><ul><li>16 ounces shrimp</li></ul></div></div>
      <div class="tasty-recipes-instructions"><ol><li>Cook.</li></ol></div></div>`);
    expect(extractRecipeFromHtml(listed, PAGE).ingredient_lines).toEqual(['1 lb tomatoes', '1 onion, diced', '16 ounces shrimp']);

    const older = page('', `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Rice</h2>
      <div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-body"><p>2 cups rice</p><p>1 tsp salt</p></div></div>
      <div class="tasty-recipes-instructions"><ol><li>Cook.</li></ol></div></div>`);
    expect(extractRecipeFromHtml(older, PAGE).ingredient_lines).toEqual(['2 cups rice', '1 tsp salt']);
  });

  it('falls back to headings followed by lists, and to OpenGraph for the title and image', () => {
    const html = page(
      '<meta property="og:title" content="Grandma&#39;s Stew"><meta property="og:image" content="https://cdn.example.com/stew.jpg">',
      `<article><h2>Ingredients</h2><ul><li>1 lb beef</li><li>2 carrots, sliced</li></ul>
       <h2>Directions</h2><ol><li>Brown the beef.</li><li>Add carrots &amp; simmer.</li></ol></article>`,
    );
    const { recipe, sources } = extractRecipeFromHtml(html, PAGE);
    expect(sources).toEqual(['heuristic', 'opengraph']);
    expect(recipe).toMatchObject({ name: "Grandma's Stew", image_url: 'https://cdn.example.com/stew.jpg', servings: 1 });
    expect(recipe.ingredients).toEqual([
      { quantity: 1, unit: 'lb', name: 'beef', note: '' },
      { quantity: 2, unit: '', name: 'carrots', note: 'sliced' },
    ]);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Brown the beef.', 'Add carrots & simmer.']);
  });

  it('reads again as UTF-8 the text a wrong charset garbled, in the recipe data, on the page and in entities', () => {
    const ld = { '@type': 'Recipe', name: 'CafÃ© brÃ»lÃ©e', recipeIngredient: ['1Â½ cups milk'], recipeInstructions: ['Donâ€™t let it boil.'] };
    const fromData = extractRecipeFromHtml(page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, ''), PAGE);
    expect(fromData.recipe.name).toBe('Café brûlée');
    expect(fromData.ingredient_lines).toEqual(['1½ cups milk']);
    expect(fromData.recipe.instructions.map((s) => s.content)).toEqual(['Don’t let it boil.']);
    const html = page(
      '<meta property="og:title" content="CafÃ© au lait">',
      `<article><h2>Ingredients</h2><ul><li>&#xc2;&#xbd; cup coffee</li><li>1 cup milk at 60Â°C</li></ul>
       <h2>Directions</h2><ol><li>Heat the milk â€“ do not boil.</li><li>Pour in the coffee.</li></ol></article>`,
    );
    const fromPage = extractRecipeFromHtml(html, PAGE);
    expect(fromPage.recipe.name).toBe('Café au lait');
    expect(fromPage.ingredient_lines).toEqual(['½ cup coffee', '1 cup milk at 60°C']);
    expect(fromPage.recipe.instructions.map((s) => s.content)).toEqual(['Heat the milk – do not boil.', 'Pour in the coffee.']);
  });

  it('reads again a page garbled only in entities, however the entity is written', () => {
    for (const half of ['&#xc2;&#xbd;', '&#194;&#189;', '&Acirc;&frac12;']) {
      const html = page('', `<article><h2>Ingredients</h2><ul><li>${half} cup coffee</li><li>1 cup milk</li></ul><h2>Directions</h2><ol><li>Heat the milk.</li><li>Pour in the coffee.</li></ol></article>`);
      expect(extractRecipeFromHtml(html, PAGE).ingredient_lines).toEqual(['½ cup coffee', '1 cup milk']);
    }
  });

  it('keeps the letters a garbled charset would leave, where they are words of their own', () => {
    const ld = { '@type': 'Recipe', name: 'PÃO DE QUEIJO – ROMÂNIA', recipeIngredient: ['1 xícara de polvilho (IRMÃ®)', '2 ovos'], recipeInstructions: ['Misture.'] };
    const { recipe, ingredient_lines } = extractRecipeFromHtml(page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, ''), PAGE);
    expect(recipe.name).toBe('PÃO DE QUEIJO – ROMÂNIA');
    expect(ingredient_lines).toEqual(['1 xícara de polvilho (IRMÃ®)', '2 ovos']);
  });

  it('returns plain text only, never markup', () => {
    const ld = { '@type': 'Recipe', name: '<img src=x onerror=alert(1)>Cake', recipeIngredient: ['&lt;script&gt;x&lt;/script&gt; 1 egg'], recipeInstructions: '<p>Bake <script>alert(1)</script>well.</p>' };
    // Escaped as pages do, so the "</script>" inside a value does not end the block.
    const json = JSON.stringify(ld).replace(/</g, '\\u003c');
    const { recipe } = extractRecipeFromHtml(page(`<script type="application/ld+json">${json}</script>`, ''), PAGE);
    expect(recipe.name).toBe('Cake');
    expect(recipe.instructions[0]?.content).toBe('Bake well.');
    // Escaped markup is text the page shows; it stays text (the client never renders it as HTML).
    expect(recipe.ingredients[0]?.name).toBe('<script>x</script> 1 egg');
  });

  it('keeps a step title that adds to its text, not one that repeats or numbers it', () => {
    const ld = {
      '@type': 'Recipe', name: 'Kabobs', recipeIngredient: ['1 onion'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Make marinade', text: 'Make the marinade. Whisk.' },
        { '@type': 'HowToStep', name: 'Thread skewers.', text: 'Thread skewers. Grill.' },
        { '@type': 'HowToStep', name: 'Step 3', text: 'Serve.' },
        { '@type': 'HowToStep', name: 'rest', text: 'Let it rest.' },
      ],
    };
    const html = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '');
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual([
      'Make marinade', 'Make the marinade. Whisk.', 'Thread skewers. Grill.', 'Serve.', 'Let it rest.',
    ]);
  });

  it('splits one text of the whole method into lines, but keeps each text of a list one step', () => {
    const steps = (recipeInstructions: unknown): string[] => {
      const html = page(`<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Salad', recipeInstructions })}</script>`, '');
      return extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content);
    };
    expect(steps('Wash.\nChop.')).toEqual(['Wash.', 'Chop.']);
    expect(steps(['For the dressing Whisk.\nFor the salad Toss.', 'Serve.'])).toEqual(['For the dressing Whisk. For the salad Toss.', 'Serve.']);
  });

  it.each([
    ['Notes:', 'Use small cucumbers.'],
    ['Uwaga:', 'Używaj małych ogórków.'],
  ])('ends microdata steps at a notes heading (%s) inside the instructions element', (heading, note) => {
    const html = page('', `
      <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cucumber Salad</h1>
        <ul><li itemprop="recipeIngredient">2 cucumbers</li><li itemprop="recipeIngredient">1 tsp salt</li></ul>
        <div itemprop="recipeInstructions"><ol><li>Slice the cucumbers.</li><li>Salt them.</li></ol>
          <div class="remarks"><p>${heading}</p><p>${note}</p></div></div>
      </div>`);
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual(['Slice the cucumbers.', 'Salt them.']);
  });

  it('splits a microdata method given as bare text at the blank lines between its steps', () => {
    const html = page('', `
      <div itemscope itemtype="https://schema.org/Recipe" style="display:none"><span itemprop="name">Patty Melts</span>
        <span itemprop="recipeIngredient">1 lb ground beef</span><span itemprop="recipeIngredient">8 slices rye bread</span>
        <span itemprop="recipeInstructions">Cook the onions slowly
 until golden.

Form the beef into 4 patties.
  \n Slice in half and serve.</span></div>`);
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual([
      'Cook the onions slowly until golden.',
      'Form the beef into 4 patties.',
      'Slice in half and serve.',
    ]);
  });

  it('reads steps marked on several microdata elements as one step each, and list items as title and lines', () => {
    const html = page('', `
      <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Farro Bowl</h1>
        <div itemprop="recipeInstructions"><span>1</span><p>Cook the farro</p><p>Boil it.</p></div>
        <div itemprop="recipeInstructions"><span>2</span><p>Serve</p></div>
      </div>
      <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pasta</h1>
        <section itemprop="recipeInstructions" itemscope itemtype="https://schema.org/ItemList">
          <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">
            <h4 itemprop="name">Cook the Pasta</h4><span itemprop="description"><p>Boil water.</p><p>Add pasta.</p></span>
          </li>
        </section>
      </div>`);
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual(['1 Cook the farro Boil it.', '2 Serve']);
    const [, second] = html.split('</div>\n      <div');
    const list = extractRecipeFromHtml(page('', `<div${second}`), PAGE).recipe.instructions.map((s) => s.content);
    expect(list).toEqual(['Cook the Pasta', 'Boil water.', 'Add pasta.']);
  });

  it('leaves out the "Step 1" … headings a microdata method sets above each step\'s text, titled or not', () => {
    const method = (steps: string): string[] => {
      const html = page('', `
        <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Sliders</h1>
          <ul><li itemprop="recipeIngredient">12 rolls</li><li itemprop="recipeIngredient">2 onions</li></ul>
          <div itemprop="recipeInstructions">${steps}</div></div>`);
      return extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content);
    };
    const card = (heading: string, text: string): string => `<div class="direction"><h3>${heading}</h3><p>${text}</p></div>`;
    expect(method(card('Step 1: Prepare the onions', 'Fry the onions.') + card('Step 2', 'Split the rolls.') + card('Step 3', 'Fill and bake.'))).toEqual([
      'Fry the onions.',
      'Split the rolls.',
      'Fill and bake.',
    ]);
    // A numbered line that ends its sentence is the step itself, its number a list marker.
    expect(method('<p>Step 1: Fry the onions.</p><p>Step 2: Split the rolls.</p>')).toEqual(['Fry the onions.', 'Split the rolls.']);
  });

  it('takes the page\'s ingredient lines where the recipe data lost an amount the page shows, its other amounts too', () => {
    const shown = ['1 medium shallot, thinly sliced', '¼ cups (60ml) white wine vinegar', '2 tsp (10ml) dijon mustard', '½ tsp salt'];
    const lines = (data: string[]): string[] => {
      const html = page(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Dressing', recipeIngredient: data, recipeInstructions: ['Whisk.', 'Serve.'] })}</script>`,
        `<h1>Dressing</h1><h2>Ingredients</h2><ul>${shown.map((line) => `<li>${line}</li>`).join('')}</ul><h2>Directions</h2><ol><li>Whisk.</li><li>Serve.</li></ol>`,
      );
      return extractRecipeFromHtml(html, PAGE).ingredient_lines;
    };
    expect(lines(['1 medium shallot', '¼ cup white wine vinegar', ' dijon mustard', '⅛ tsp salt'])).toEqual(shown);
    // With every amount kept, an amount the page shows otherwise leaves the data as it is.
    const kept = ['1 medium shallot', '¼ cup white wine vinegar', '2 tsp dijon mustard', '⅛ tsp salt'];
    expect(lines(kept)).toEqual(kept);
    // Data that kept only the names, without amounts, units or notes, is the same broken copy.
    expect(lines(['shallot', 'white wine vinegar', 'dijon mustard', 'salt'])).toEqual(shown);
    // A short line is the page's own in another unit spelling and without its weight ("¼ cup cornstarch").
    const short = (data: string[]): string[] => {
      const html = page(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Tofu', recipeIngredient: data })}</script>`,
        '<h1>Tofu</h1><h2>Ingredients</h2><ul><li>¼ cups (32g) cornstarch</li><li>2 tsp (10ml) soy sauce</li><li>1 carrot, grated</li></ul>',
      );
      return extractRecipeFromHtml(html, PAGE).ingredient_lines;
    };
    expect(short(['¼ cup cornstarch', ' soy sauce', '1 carrot'])).toEqual(['¼ cups (32g) cornstarch', '2 tsp (10ml) soy sauce', '1 carrot, grated']);
  });

  it('takes the blocks the page shows for a method that the structured data runs into one text', () => {
    const text = 'Place the beans in a bowl. Heat a skillet and char the tomatoes. Add the corn; cook 2 minutes. Sprinkle with salt.';
    const steps = (secondStep: string): string[] => {
      const html = page(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Bowl', recipeInstructions: text })}</script>`,
        `<div class="steps"><h2>How to Make It</h2>
          <div><div>Step 1</div><p>Place the beans in a bowl. Heat a skillet and char the tomatoes.</p></div>
          <div><div>Step 2</div><p>${secondStep}</p></div>
        </div><p>Comments</p>`,
      );
      return extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content);
    };
    expect(steps('Add the corn; cook 2 minutes. Sprinkle with salt.')).toEqual([
      'Step 1 Place the beans in a bowl. Heat a skillet and char the tomatoes.',
      'Step 2 Add the corn; cook 2 minutes. Sprinkle with salt.',
    ]);
    // Blocks that hold other words than the text are no rendering of it.
    expect(steps('Add the peas; cook 2 minutes. Sprinkle with salt.')).toEqual([text]);
  });

  it('leaves out a tip boxed between the blocks that render a method the structured data runs into one text', () => {
    const shown = ['Brown the beef in a large pan, a handful at a time.', 'Add the tomatoes and the beans, then simmer for 20 minutes.', 'Season and serve with rice.'];
    const html = page(
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Chilli', recipeInstructions: shown.join('') })}</script>`,
      `<h2>Method</h2><ol>
        <li><p>${shown[0]}</p><div class="inset"><span>Information: </span><p>Turkey mince is leaner, and works as well.</p></div></li>
        <li><p>${shown[1]}</p></li><li><p>${shown[2]}</p></li></ol>`,
    );
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual(shown);
  });

  it('splits a method the structured data runs together without spaces where the page shows no blocks for it', () => {
    const steps = (text: string): string[] =>
      extractRecipeFromHtml(page(`<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Chilli', recipeInstructions: text })}</script>`, '<h1>Chilli</h1>'), PAGE)
        .recipe.instructions.map((s) => s.content);
    expect(steps('Brown the beef in a large pan.Add the tomatoes and simmer for 20 minutes.Serve with rice.')).toEqual([
      'Brown the beef in a large pan.',
      'Add the tomatoes and simmer for 20 minutes.',
      'Serve with rice.',
    ]);
    // Sentences set apart by a space are one step as written, and so are initials ("U.S.A.").
    expect(steps('Brown the beef in a large pan. Add the tomatoes and simmer for 20 minutes.')).toEqual(['Brown the beef in a large pan. Add the tomatoes and simmer for 20 minutes.']);
    expect(steps('Use a U.S.A. standard cup of beef and brown it in a pan.')).toEqual(['Use a U.S.A. standard cup of beef and brown it in a pan.']);
  });

  it('takes the steps the page shows where the structured data split them at their commas', () => {
    const shown = ['Preheat the oven.', 'Brown the beef, then add the tomatoes and simmer for 5 minutes.', 'Layer the squash, spread the meat on top, and bake.'];
    const split = ['Preheat the oven.', 'Brown the beef', 'then add the tomatoes and simmer for 5 minutes.', 'Layer the squash', 'spread the meat on top', 'and bake.'];
    const html = (steps: string[]): string => page(
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Casserole', recipeIngredient: ['1 lb beef'], recipeInstructions: split })}</script>`,
      `<h2>Ingredients</h2><ul><li>1 lb beef</li></ul><h2>Instructions</h2><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`,
    );
    expect(extractRecipeFromHtml(html(shown), PAGE).recipe.instructions.map((s) => s.content)).toEqual(shown);
    // A page that words its steps otherwise is no rendering of the data: the data's steps stay.
    const other = ['Preheat the oven.', 'Brown the beef and the onion, then add the tomatoes.', 'Bake.'];
    expect(extractRecipeFromHtml(html(other), PAGE).recipe.instructions.map((s) => s.content)).toEqual(split);
  });

  it("reads each step card's text under its title where the structured data gives only the titles", () => {
    const titles = ['Cook the pasta', 'Make the sauce', 'Serve'];
    const card = (n: string, title: string, text: string): string =>
      `<div class="step-row"><p class="step-number">${n}</p><div><p class="step-header">${title}</p><div>${text}</div></div></div>`;
    const html = page(
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Pasta', recipeIngredient: ['200 g pasta'], recipeInstructions: titles.map((text) => ({ '@type': 'HowToStep', text })) })}</script>`,
      `<nav><a href="/serve">Serve</a></nav><h2>Instructions</h2>${card('1', 'Cook the pasta', '<p>Boil the pasta for 10 minutes.</p>')}`
        + `${card('2', 'Make the sauce', '<ul><li>Melt the butter.</li></ul><p>Stir in the cream.</p>')}${card('', 'Serve', '<p>Spoon the sauce over the pasta.</p>')}`,
    );
    expect(extractRecipeFromHtml(html, PAGE).recipe.instructions.map((s) => s.content)).toEqual([
      'Cook the pasta', 'Boil the pasta for 10 minutes.', 'Make the sauce', 'Melt the butter. Stir in the cream.', 'Serve', 'Spoon the sauce over the pasta.',
    ]);
  });

  it("follows the card: not its jump-to-recipe snippet, not its equipment, and the page's capitals", () => {
    const ld = { '@type': 'Recipe', name: 'Gratin', recipeIngredient: ['3 potatoes, (peeled)', '1/2 cup cream', 'Mandoline'] };
    const card = `<div class="wprm-recipe wprm-recipe-snippet"><a>Jump to Recipe</a></div>
      <div class="wprm-recipe"><div class="wprm-recipe-ingredient-group"><ul>
        <li class="wprm-recipe-ingredient">3 potatoes, <span class="wprm-recipe-ingredient-notes">peeled</span></li>
        <li class="wprm-recipe-ingredient">½ cup cream</li></ul></div>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Equipment Needed</h4><ul>
        <li class="wprm-recipe-ingredient">Mandoline</li></ul></div></div>`;
    const html = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, card);
    expect(extractRecipeFromHtml(html, PAGE).ingredient_lines).toEqual(['3 potatoes, peeled', '½ cup cream']);

    const lower = { '@type': 'Recipe', name: 'Squash', recipeIngredient: ['1 large spaghetti squash', '4 Tbsp butter'] };
    const shown = page(
      `<script type="application/ld+json">${JSON.stringify(lower)}</script>`,
      '<h2>Ingredients</h2><ul><li>1 Large spaghetti squash</li><li>4 Tbsp Butter</li></ul>',
    );
    expect(extractRecipeFromHtml(shown, PAGE).ingredient_lines).toEqual(['1 Large spaghetti squash', '4 Tbsp Butter']);
  });

  it('reads each paragraph of a method as one step, and leaves caption cells out of row layouts', () => {
    const html = page('', `<h1>Curry</h1>
      <h2>Ingredients</h2><div class="rows">
        <div><span class="group-label">Group 1</span></div><div><span class="sr-only">Ingredient</span></div>
        <div><span class="ingredient-label">KG</span></div><div>Boiling water</div><div>0.160</div><div>Glaze</div></div>
      <h2>Method</h2><div><p><strong>Sauce:</strong> Simmer.</p><p><strong>On the side:</strong><br> rice<br> naan</p></div>`);
    const { recipe, ingredient_lines } = extractRecipeFromHtml(html, PAGE);
    expect(ingredient_lines).toEqual(['Boiling water', 'Glaze']);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Sauce: Simmer.', 'On the side: rice naan']);
  });

  it('leaves out a list item whose class names it a heading in camel case', () => {
    const html = page('', `<h1>Focaccia</h1><h2>Ingredients</h2><ul>
      <li><span class="ingredient"><span class="amount">2</span> <span class="name">cups flour</span></span></li>
      <li><span class="ingredient ingHeading"><span class="amount"> </span><span class="name">Herb Topping</span></span></li>
      <li><span class="ingredient"><span class="amount">4</span> <span class="name">sprigs rosemary</span></span></li></ul>`);
    expect(extractRecipeFromHtml(html, PAGE).ingredient_lines).toEqual(['2 cups flour', '4 sprigs rosemary']);
  });

  it('finds sections by headings with emoji or wording, paragraphs with <br> lines and group labels', () => {
    const html = page('', `<h1>Cookbook:Curry <small>by Someone</small></h1>
      <p><strong>Prep Time: 10 minutes<br>Cook Time: 1 hour<br>Servings: 4</strong></p>
      <h2>🛒 What You’ll Need</h2>
      <div><p><strong>Meatballs</strong><br>400 grams lamb mince<br>1 egg<br><strong>Sauce</strong><br>1 onion, sliced</p></div>
      <p><strong>Here’s how to make it:</strong></p>
      <div><p><strong>Meatballs:</strong> Roll into balls.</p><p>Simmer.</p></div>
      <h2>Notes</h2><p>Keeps for a day.</p>`);
    const { recipe, ingredient_lines } = extractRecipeFromHtml(html, PAGE);
    expect(recipe.name).toBe('Curry');
    expect(ingredient_lines).toEqual(['400 grams lamb mince', '1 egg', '1 onion, sliced']);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Meatballs: Roll into balls.', 'Simmer.']);
    expect(recipe).toMatchObject({ prep_time: '10 mins', cook_time: '1 hr', total_time: '1 hr 10 mins', servings: 4 });
  });

  it('skips hidden tab panes, tab and tag lists, and keeps nested groups in page order', () => {
    const html = page('', `<h1>Pancakes</h1>
      <div><h3><span>Ingredients</span></h3><ul role="tablist"><li>US</li><li>Metric</li></ul>
        <div class="tab-pane" id="us"><ul><li>8.8 oz flour</li></ul></div>
        <div class="tab-pane active" id="metric"><ul><li>250 g flour</li><li><b>Spices</b><ul><li>1 tsp ginger</li></ul></li><li>1 egg</li></ul></div>
      </div>
      <div><h3>Method</h3><ol><li>Mix.</li><li>Fry.</li></ol>
        <ul><li><a href="/t/a">Breakfast</a></li><li><a href="/t/b">Winter</a></li></ul></div>`);
    const { recipe, ingredient_lines } = extractRecipeFromHtml(html, PAGE);
    expect(ingredient_lines).toEqual(['250 g flour', '1 tsp ginger', '1 egg']);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Mix.', 'Fry.']);
  });

  it('reads a closed tab pane that the tab named for the section opens', () => {
    const html = page('', `<h1>Pancakes</h1><ul class="nav-tabs"><li class="active"><a href="#tabIngredients" data-toggle="tab"><span>3</span> Ingredients</a></li>
        <li><a href="#tabMethod" data-toggle="tab"><span>2</span> Method steps</a></li></ul>
      <div class="tab-content"><div class="tab-pane active" id="tabIngredients"><ul><li>250 g flour</li><li>1 egg</li><li>300 ml milk</li></ul></div>
        <div class="tab-pane fade" id="tabMethod"><ul class="steps"><li><div class="num">1</div><div>Whisk everything smooth.</div></li><li><div class="num">2</div><div>Fry in a hot pan.</div></li></ul></div></div>`);
    const { recipe, ingredient_lines } = extractRecipeFromHtml(html, PAGE);
    expect(ingredient_lines).toEqual(['250 g flour', '1 egg', '300 ml milk']);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Whisk everything smooth.', 'Fry in a hot pan.']);
  });

  it('falls back to containers whose class names the section when no heading does', () => {
    const html = page('', `<img src="/brittle.jpg" alt="Brittle | Site"><h1>Brittle</h1><img src="/icon.png">
      <dl class="ingredients"><dt>sugar</dt></dl>
      <div class="recipe-ingredients"><ul><li>45 g sugar</li><li>35 g sesame</li></ul></div>
      <ul class="instructions"><li>Melt.</li><li>Pour out.</li></ul>`);
    const { recipe, ingredient_lines } = extractRecipeFromHtml(html, PAGE);
    expect(ingredient_lines).toEqual(['45 g sugar', '35 g sesame']);
    expect(recipe.image_url).toBe('https://example.com/brittle.jpg');
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Melt.', 'Pour out.']);
  });

  it('treats junk microdata as absent, splits joined ingredients, reads accordions, term lists and row layouts', () => {
    const micro = page('', `<article itemscope itemtype="http://schema.org/Recipe"><h1>Cupcakes</h1>
      <meta itemprop="recipeIngredient" content="125ml milk, 1 tsp vinegar, 1 onion, chopped, ½ tsp salt">
      <meta itemprop="recipeInstructions" content="[{">
      <h4>Cooking method:</h4><ul><li>Prep Time: 5 mins</li><li>Total time: 30 mins</li></ul>
      <h2>Method</h2><ul><li><h6>Step 1</h6><p>Preheat.</p></li><li><h6>Step 2</h6><p>Bake.</p></li></ul></article>`);
    const cupcakes = extractRecipeFromHtml(micro, PAGE);
    expect(cupcakes.ingredient_lines).toEqual(['125ml milk', '1 tsp vinegar', '1 onion, chopped', '½ tsp salt']);
    expect(cupcakes.recipe.instructions.map((s) => s.content)).toEqual(['Step 1 Preheat.', 'Step 2 Bake.']);

    const accordion = page('', `<h1>Glaze</h1>
      <div class="card"><div class="card-header"><a data-toggle="collapse" data-target="#m1" aria-controls="x">Method</a></div></div>
      <div id="m1" class="collapse"><p>1. Mix.<br>2. Apply to donuts.</p></div>
      <dl class="ingredients"><dt><a><b>brown sugar</b></a><u>45 g</u></dt><dt>water</dt><dd>1 cup</dd></dl>`);
    const glaze = extractRecipeFromHtml(accordion, PAGE);
    expect(glaze.recipe.instructions.map((s) => s.content)).toEqual(['Mix.', 'Apply to donuts.']);
    expect(glaze.ingredient_lines).toEqual(['brown sugar: 45 g', 'water: 1 cup']);

    const rows = page('', `<h1>Soup</h1><h3>Ingredients</h3><div><p>Servings: <select><option>4</option><option>6</option></select></p>
      <div><b>195</b> ham</div><div><b>800</b> potato</div><div>0.160</div></div>`);
    expect(extractRecipeFromHtml(rows, PAGE).ingredient_lines).toEqual(['195 ham', '800 potato']);

    const unnamed = page('', `<h1>Chickpeas</h1><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li></ul>
      <ul><li><strong>300g</strong> - <a>dried chickpeas</a></li><li><strong>3 tbsp</strong> - <a>olive oil</a></li>
      <li><strong>8</strong> - garlic cloves, crushed</li><li>salt</li></ul>`);
    expect(extractRecipeFromHtml(unnamed, PAGE).ingredient_lines).toEqual(['300g dried chickpeas', '3 tbsp olive oil', '8 garlic cloves, crushed', 'salt']);
  });

  it('leaves out a microdata group heading and writes out the units a converter script adds', () => {
    const micro = page('', `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Veal</h1><p>
      <span itemprop="recipeIngredient">2 veal steaks</span><br><span itemprop="recipeIngredient"><span class="uline big2"><br>Seasoning</span></span><br>
      <span itemprop="recipeIngredient">Salt</span><br><span itemprop="recipeIngredient"><b>1 tsp</b> oregano</span></p></div>`);
    expect(extractRecipeFromHtml(micro, PAGE).ingredient_lines).toEqual(['2 veal steaks', 'Salt', '1 tsp oregano']);

    const allBold = page('', `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Dip</h1>
      <b itemprop="recipeIngredient">Salt</b> <b itemprop="recipeIngredient">Ice</b></div>`);
    expect(extractRecipeFromHtml(allBold, PAGE).ingredient_lines).toEqual(['Salt', 'Ice']);

    const converter = page('', `<h1>Soup</h1><h3>Ingredients</h3><div>
      <div><b data-primary-amount="195" data-primary-unit="g" data-secondary-amount="1.5" data-secondary-unit="cup">195</b> ham</div>
      <div><b data-primary-amount="800" data-primary-unit="g" data-secondary-amount data-secondary-unit>800</b> potato</div>
      <div><span data-amount="0.5" data-unit="teaspoon">½ teaspoon</span> salt</div></div>`);
    expect(extractRecipeFromHtml(converter, PAGE).ingredient_lines).toEqual(['195 g (1.5 cup) ham', '800 g potato', '½ teaspoon salt']);
  });

  it('writes no unit for a converter when the page prints it after the amount or the range it opens', () => {
    const printed = page('', `<h1>Risotto</h1><h3>Ingredients</h3><ul>
      <li><span data-amount="1" data-unit="lb">1</span> <span>lb</span> cherry tomatoes</li>
      <li><span data-amount="6" data-unit="cup">6</span>–<span data-amount="8" data-unit="cup">8</span> <span>cups</span> stock</li>
      <li><span data-amount="16" data-unit="ounce">16</span> <span>ounces</span> shrimp</li>
      <li><span data-amount="2" data-unit="g">2</span> garlic cloves</li></ul>`);
    expect(extractRecipeFromHtml(printed, PAGE).ingredient_lines).toEqual(['1 lb cherry tomatoes', '6-8 cups stock', '16 ounces shrimp', '2 g garlic cloves']);
  });

  it("reads the dash a card sets between two amounts it scales as the hyphen of the recipe's line", () => {
    const card = page('', `<h1>Chili</h1><h3>Ingredients</h3><ul>
      <li><span data-amount="2">2</span>&#8211;<span data-amount="3">3</span> cups beans</li>
      <li><span data-amount="1">1</span> &#8211; <span data-amount="1.5">1.5</span> cup milk</li>
      <li><span data-amount="1">1</span> onion &#8211; or 2 shallots</li>
      <li>4&#8211;5 tomatoes</li></ul>`);
    // Only the tight dash between two amounts: one set apart by spaces, or typed beside one amount, stays.
    expect(extractRecipeFromHtml(card, PAGE).ingredient_lines).toEqual(['2-3 cups beans', '1 – 1.5 cup milk', '1 onion – or 2 shallots', '4–5 tomatoes']);
  });

  it("takes the page's wording where the JSON-LD words the same amounts otherwise, not its way of writing numbers", () => {
    const recipe = (lines: string[]): string => `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Rice', recipeIngredient: lines })}</script>`;
    const list = '<h2>Ingredients</h2><ul><li>1 red onion, diced</li><li>2½ cup broth</li></ul>';
    expect(extractRecipeFromHtml(page(recipe(['1 whole red onion, diced', '2.5 cup broth']), list), PAGE).ingredient_lines).toEqual(['1 red onion, diced', '2½ cup broth']);
    expect(extractRecipeFromHtml(page(recipe(['1 red onion, diced', '2.5 cup broth']), list), PAGE).ingredient_lines).toEqual(['1 red onion, diced', '2.5 cup broth']);
    // A unit in other capitals is the same measure: the structured form stays.
    const units = '<h2>Ingredients</h2><ul><li>1 red onion, diced</li><li>800 ml broth</li></ul>';
    expect(extractRecipeFromHtml(page(recipe(['1 red onion, diced', '800 mL broth']), units), PAGE).ingredient_lines).toEqual(['1 red onion, diced', '800 mL broth']);
    // Other amounts or mostly other words: another list than the recipe's.
    expect(extractRecipeFromHtml(page(recipe(['2 red onions, diced', '2.5 cup broth']), list), PAGE).ingredient_lines).toEqual(['2 red onions, diced', '2.5 cup broth']);
    const tips = '<h2>Ingredients</h2><ul><li>1 onion: any kind keeps well</li><li>2½ cup broth</li></ul>';
    expect(extractRecipeFromHtml(page(recipe(['1 red onion, diced', '2.5 cup broth']), tips), PAGE).ingredient_lines).toEqual(['1 red onion, diced', '2.5 cup broth']);
  });

  it("takes the page's list where the JSON-LD words the same lines otherwise and in another order, not where it only orders them otherwise", () => {
    const recipe = (lines: string[]): string => `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Toast', recipeIngredient: lines })}</script>`;
    const list = '<h2>Ingredients</h2><ul><li>1 slice bread</li><li>1 mashed avocado</li><li>1 tbsp chopped onion</li><li>salt as required</li></ul>';
    const generated = ['1 slice bread', '1 tbsp onion chopped', '1 Numbers avocado mashed', 'As required salt'];
    expect(extractRecipeFromHtml(page(recipe(generated), list), PAGE).ingredient_lines).toEqual(['1 slice bread', '1 mashed avocado', '1 tbsp chopped onion', 'salt as required']);
    const reordered = ['1 slice bread', '1 tbsp chopped onion', '1 mashed avocado', 'salt as required'];
    expect(extractRecipeFromHtml(page(recipe(reordered), list), PAGE).ingredient_lines).toEqual(reordered);
  });

  it('reads times and servings from infobox rows and long labelled lines, and times typed in hours for minutes', () => {
    const wiki = page('', `<h1>Pumpkin Pie</h1><table><tr><th>Category</th><td>Desserts</td></tr>
      <tr><th>Servings</th><td>8</td></tr><tr><th>Time</th><td>60 minutes + cooling</td></tr></table>
      <h2>Ingredients</h2><ul><li>1 pumpkin</li></ul><h2>Procedure</h2><ol><li>Bake.</li></ol>`);
    expect(extractRecipeFromHtml(wiki, PAGE).recipe).toMatchObject({ servings: 8, total_time: '1 hr' });

    const strip = (facts: string): string =>
      page('', `<h1>Pancakes</h1><div>${facts}</div><h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2><ol><li>Fry.</li></ol>`);
    // An icon's alt text labels the value beside it; a bare value has no label.
    const icons = '<p><img src="s.png" alt="serves"> Serves 4</p><p><img src="t.png" alt="time"> 1 hour 30 minutes + marinating</p>';
    expect(extractRecipeFromHtml(strip(icons), PAGE).recipe).toMatchObject({ servings: 4, total_time: '1 hr 30 mins' });
    expect(extractRecipeFromHtml(strip('<p>Serves 4</p><p>30mins</p>'), PAGE).recipe.total_time).toBeNull();
    expect(extractRecipeFromHtml(strip('<p><img src="c.png" alt="clock"> 30mins</p>'), PAGE).recipe.total_time).toBeNull();
    // Label and value in cells of one row, the source's line breaks between them.
    const cells = '<div><span>Prep</span>\n  <span>5min</span></div><div><span>Cook</span>\n  <span>30min</span></div>';
    expect(extractRecipeFromHtml(strip(cells), PAGE).recipe).toMatchObject({ prep_time: '5 mins', cook_time: '30 mins', total_time: '35 mins' });
    // A heading of what it makes and how long it takes.
    expect(extractRecipeFromHtml(strip('<h2>10 pieces — 20 minutes</h2>'), PAGE).recipe).toMatchObject({ servings: 10, total_time: '20 mins' });
    expect(extractRecipeFromHtml(strip('<h2>2 ways — to serve it</h2>'), PAGE).recipe).toMatchObject({ servings: 1, total_time: null });

    const forFive = page('', `<h1>Chili</h1><h4>Ingredients for 5 (small) servings</h4><ul><li>1 kg beef</li></ul><h2>Steps</h2><ol><li>Cook.</li></ol>`);
    expect(extractRecipeFromHtml(forFive, PAGE).recipe.servings).toBe(5);

    const chili = page('', `<h1>Chili</h1><p><strong>Prep time:</strong> 20 minutes<br><strong>Cook time:</strong> 8 hours on low or 4 hours on high</p>
      <h2>Ingredients</h2><ul><li>1 kg beef</li></ul><h2>Instructions</h2>
      <ol><li>Cook for 10 minutes, then stir.</li><li>Cook: brown the beef in two batches, 5 minutes each.</li></ol>`);
    const { recipe } = extractRecipeFromHtml(chili, PAGE);
    expect(recipe).toMatchObject({ prep_time: '20 mins', cook_time: '8 hrs', total_time: '8 hrs 20 mins' });
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Cook for 10 minutes, then stir.', 'Cook: brown the beef in two batches, 5 minutes each.']);

    const ld = (prep: string): string =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'], prepTime: prep, cookTime: 'PT30H', totalTime: 'PT00H00M00S' })}</script>`;
    const shown = '<span>PREP IN <b>10 MIN</b></span><br><span>COOKS IN <b>30 MIN</b></span>';
    expect(extractRecipeFromHtml(page(ld('PT10H'), shown), PAGE).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '30 mins', total_time: '40 mins' });
    // Hours the page does not show as minutes stay hours.
    expect(extractRecipeFromHtml(page(ld('PT10H'), '<p>Cooks in 30 hours</p>'), PAGE).recipe).toMatchObject({ prep_time: '10 hrs', cook_time: '30 hrs' });
  });

  it('resolves relative images against <base href>, else the canonical address', () => {
    const body = '<h1>Soup</h1><img src="img/soup.jpg">';
    const served = 'http://127.0.0.1:8080/saved';
    const canonical = '<link rel="canonical" href="https://example.com/recipes/soup/">';
    expect(extractRecipeFromHtml(page(canonical, body), served).recipe.image_url).toBe('https://example.com/recipes/soup/img/soup.jpg');
    const based = extractRecipeFromHtml(page(`${canonical}<base href="https://cdn.example.com/">`, body), served).recipe;
    expect(based.image_url).toBe('https://cdn.example.com/img/soup.jpg');
    expect(based.source_url).toBe(served);
    const og = '<meta property="og:url" content="https://example.com/a/"><meta property="og:image" content="//example.com/p.jpg">';
    expect(extractRecipeFromHtml(page(og, '<p>x</p>'), served).recipe.image_url).toBe('https://example.com/p.jpg');
  });

  it('an odd page address or <base href> leaves a relative image out instead of failing', () => {
    const body = '<h1>Soup</h1><img src="img/soup.jpg">';
    for (const base of ['', '<base href="http://[bad">', '<base href="javascript:void(0)">']) {
      for (const address of ['not a link', '', 'http://[::1']) {
        expect(extractRecipeFromHtml(page(base, body), address).recipe.image_url).toBeNull();
      }
    }
    // A broken <base href> gives way to the page's own address.
    expect(extractRecipeFromHtml(page('<base href="http://[bad">', body), PAGE).recipe.image_url).toBe(`${PAGE}img/soup.jpg`);
  });

  it('malformed recipe data gives way, and what it holds is still read where it can be', () => {
    const ld = (json: string): string => `<script type="application/ld+json">${json}</script>`;
    const method = '<h1>Soup</h1><h2>Ingredients</h2><ul><li>1 leek</li><li>2 cups stock</li></ul><h2>Method</h2><ol><li>Simmer.</li><li>Blend.</li></ol>';
    // A reference cycle: the recipe names itself as its name.
    const cycle = ld('{"@graph":[{"@type":"Recipe","@id":"#r","name":{"@id":"#r"},"recipeIngredient":["1 leek"],"recipeInstructions":[{"@id":"#s"}]},{"@id":"#s","@type":"HowToStep","text":{"@id":"#s"}}]}');
    expect(extractRecipeFromHtml(page(cycle, '<h1>Soup</h1>'), PAGE).ingredient_lines).toEqual(['1 leek']);
    // Nesting deeper than the readers go: the page's own lists instead.
    const deep = ld(`${'['.repeat(20_000)}{"@type":"Recipe","name":"Soup","recipeIngredient":"x"}${']'.repeat(20_000)}`);
    const nestedValue = ld(`{"@type":"Recipe","name":"Soup","recipeIngredient":${'['.repeat(20_000)}"1 leek"${']'.repeat(20_000)}}`);
    for (const head of [deep, nestedValue]) {
      const { recipe, ingredient_lines } = extractRecipeFromHtml(page(head, method), PAGE);
      expect(ingredient_lines).toEqual(['1 leek', '2 cups stock']);
      expect(recipe.instructions.map((s) => s.content)).toEqual(['Simmer.', 'Blend.']);
    }
  });

  it('characters no text field stores, escaped in recipe data, are left out', () => {
    const ld = '<script type="application/ld+json">{"@type":"Recipe","name":"So\\u0000up \\ud83d","recipeIngredient":["1 cup le\\u0000eks"],"recipeInstructions":["Sim\\u0000mer \\udc00gently."]}</script>';
    const { recipe } = extractRecipeFromHtml(page(ld, ''), PAGE);
    expect([recipe.name, recipe.ingredients[0]?.name, recipe.instructions[0]?.content]).toEqual(['Soup \uFFFD', 'leeks', 'Simmer \uFFFDgently.']);
  });

  it('numbers no recipe holds are left out instead of failing the answer', () => {
    const huge = '9'.repeat(400);
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeYield: huge, totalTime: `PT${huge}M`, recipeIngredient: [`${huge} g leeks`, '1/0 cup stock', '2 cups water'] })}</script>`;
    const { recipe } = extractRecipeFromHtml(page(ld, '<h1>Soup</h1>'), PAGE);
    expect(recipe).toMatchObject({ servings: 1, total_time: null });
    expect(recipe.ingredients.map((i) => [i.quantity, i.name])).toEqual([[0, 'leeks'], [0, 'stock'], [2, 'water']]);
  });

  it('prefers the heading over a decorated name, and the photo over a logo or icon card image', () => {
    const ld = (recipe: object): string => `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;
    const decorated = page(
      `${ld({ name: 'Lemon Tart Recipe - (4.8/5)', image: '/photo.jpg' })}<meta property="og:image" content="/logo.png">` +
        '<link rel="icon" href="/favicon.png">',
      '<header class="site-logo"><img src="/logo.png"></header><h1>Lemon Tart</h1>',
    );
    expect(extractRecipeFromHtml(decorated, PAGE).recipe).toMatchObject({ name: 'Lemon Tart', image_url: 'https://example.com/photo.jpg' });
    const icon = page(`${ld({ name: 'Mayo Recipe' })}<meta property="og:image" content="/favicon.png"><link rel="icon" href="/favicon.png">`, '<h1>Mayo</h1>');
    // No separator: "Recipe" belongs to the name.
    expect(extractRecipeFromHtml(icon, PAGE).recipe).toMatchObject({ name: 'Mayo Recipe', image_url: null });
  });

  it('of two renditions of the same photo takes the larger one its URL states, the recipe image on a tie', () => {
    const html = (recipeImage: string, cardImage: string): string =>
      page(
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', image: recipeImage })}</script>` +
          `<meta property="og:image" content="${cardImage}">`,
        '',
      );
    const image = (recipeImage: string, cardImage: string) => extractRecipeFromHtml(html(recipeImage, cardImage), PAGE).recipe.image_url;
    expect(image('https://cdn.example.com/h_600,w_800/soup.jpg', 'https://cdn.example.com/h_630,w_1200/soup.jpg')).toBe(
      'https://cdn.example.com/h_630,w_1200/soup.jpg',
    );
    expect(image('https://cdn.example.com/food_1600/soup.jpg', 'https://cdn.example.com/food_448/soup.jpg')).toBe(
      'https://cdn.example.com/food_1600/soup.jpg',
    );
    expect(image('https://example.com/soup.jpg?crop=a', 'https://example.com/soup.jpg?crop=b')).toBe('https://example.com/soup.jpg?crop=a');
    expect(image('https://example.com/soup-225x225.jpg', 'https://example.com/soup.jpg')).toBe('https://example.com/soup.jpg');
  });

  it('takes the lines the page shows where the JSON-LD cut them at every comma', () => {
    const recipe = (lines: string[]): string => `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Bake', recipeIngredient: lines })}</script>`;
    const list = '<h2>Zutaten</h2><ul><li>250 g Rindfleisch, in Stücken</li><li>1,5 TL Senf</li><li>1 TL Kräuter (Thymian, Oregano)</li></ul>';
    const cut = ['250 g Rindfleisch', ' in Stücken', ' 1', '5 TL Senf', ' 1 TL Kräuter (Thymian', ' Oregano)'];
    expect(extractRecipeFromHtml(page(recipe(cut), list), PAGE).ingredient_lines).toEqual(['250 g Rindfleisch, in Stücken', '1,5 TL Senf', '1 TL Kräuter (Thymian, Oregano)']);
    // Other text once joined: the page's list is another one, the data's lines stay.
    const other = ['250 g Rindfleisch', ' in Stücken', ' 1', '5 TL Senf', ' Salz'];
    expect(extractRecipeFromHtml(page(recipe(other), list), PAGE).ingredient_lines).toEqual(['250 g Rindfleisch', 'in Stücken', '1', '5 TL Senf', 'Salz']);
  });

  it("takes the card's line where its JSON-LD lost the digits before a decimal point", () => {
    const ld = { '@type': 'Recipe', name: 'Curry', recipeIngredient: ['5 tsp grated ginger', '2 cups rice'] };
    const html = page(
      `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
      '<div class="tasty-recipes"><div class="tasty-recipes-ingredients-body"><p>1.5 tsp grated ginger</p><p>2 cups rice, rinsed</p></div></div>',
    );
    expect(extractRecipeFromHtml(html, PAGE).ingredient_lines).toEqual(['1.5 tsp grated ginger', '2 cups rice']);
  });

  it('reads groups laid out in several containers or lists, and skips headings that only mention ingredients', () => {
    // One container per group with the group's steps between them.
    const groups = page('', `<h1>Okonomiyaki</h1><main>
      <dl class="ingredients"><h3>batter</h3><dt><b>cabbage</b><u>500 g</u></dt><dt><b>flour</b><u>85 g</u></dt></dl>
      <ul class="instructions"><li>Mix.</li></ul>
      <dl class="ingredients"><h3>sauce</h3><dt><b>soy sauce</b><u>60 ml</u></dt></dl>
      <ul class="instructions"><li>Top with sauce.</li></ul></main>`);
    const read = extractRecipeFromHtml(groups, PAGE);
    expect(read.ingredient_lines).toEqual(['cabbage: 500 g', 'flour: 85 g', 'soy sauce: 60 ml']);
    expect(read.recipe.instructions.map((step) => step.content)).toEqual(['Mix.', 'Top with sauce.']);
    // A second copy of the same list (for print) is not read twice.
    const copies = page('', '<h1>Dip</h1><ul class="ingredients"><li>1 lemon</li></ul><ul class="ingredients"><li>1 lemon</li></ul>');
    expect(extractRecipeFromHtml(copies, PAGE).ingredient_lines).toEqual(['1 lemon']);

    // "Simple 10 ingredients or less" heads a row of tags; the lists of amounts are the ingredients.
    const tagged = page('', `<h1>Custard</h1><div><a href="/i"><div>Simple 10 ingredients or less</div></a></div>
      <div><div><a href="/gf">Gluten-free</a> <a href="/v">Vegetarian</a></div></div>
      <ul><li><strong>200g</strong> - rhubarb</li><li><strong>90g</strong> - caster sugar</li><li><strong>2</strong> - lemons</li></ul>
      <h3>Custard</h3><ul><li><strong>4</strong> - egg yolks</li><li><strong>1 tsp</strong> - cornflour</li><li><strong>600ml</strong> - cream</li></ul>
      <p>Serves eight to ten</p><ol><li>Roast the rhubarb.</li></ol>`);
    const custard = extractRecipeFromHtml(tagged, PAGE);
    expect(custard.ingredient_lines).toEqual(['200g rhubarb', '90g caster sugar', '2 lemons', '4 egg yolks', '1 tsp cornflour', '600ml cream']);
    expect(custard.recipe.servings).toBe(10);
  });

  it('drops group names set in bold inside a markup value, and reads the times recipe data leaves out from the page', () => {
    const microdata = page('', `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Sandwiches</h1>
      <meta itemprop="ingredients" content="<p><b>MASHED POTATOES</b><br>\n1-1/2 pounds potatoes<br>\n<b>SANDWICHES</b><br>\n1 tablespoon olive oil<br>\n<b>1 whole chicken, roasted</b></p>"></div>`);
    expect(extractRecipeFromHtml(microdata, PAGE).ingredient_lines).toEqual(['1-1/2 pounds potatoes', '1 tablespoon olive oil', '1 whole chicken, roasted']);

    const recipe = (extra: object): string =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Chili', recipeIngredient: ['1 kg beef'], ...extra })}</script>`;
    const facts = '<div><span>Prep</span>\n<span>5min</span></div><div><span>Cook</span>\n<span>30min</span></div><p>Serves 4</p>';
    expect(extractRecipeFromHtml(page(recipe({}), facts), PAGE).recipe).toMatchObject({ prep_time: '5 mins', cook_time: '30 mins', total_time: '35 mins', servings: 4 });
    // Recipe data with any time of its own is not overruled by the page.
    expect(extractRecipeFromHtml(page(recipe({ totalTime: 'PT40M' }), facts), PAGE).recipe).toMatchObject({ prep_time: null, total_time: '40 mins', servings: 4 });
  });

  it('a cook time that is the whole total, with no prep time, gives way to the parts the page shows beside that total', () => {
    const recipe = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Pie', recipeIngredient: ['1 kg squash'], cookTime: 'PT2H10M', totalTime: 'PT2H10M' })}</script>`;
    const facts = (total: string): string => `<div><span>Prep</span>\n<span>20min</span></div><div><span>Cook</span>\n<span>50min</span></div><div><span>Total</span>\n<span>${total}</span></div>`;
    expect(extractRecipeFromHtml(page(recipe, facts('2hr 10min')), PAGE).recipe).toMatchObject({ prep_time: '20 mins', cook_time: '50 mins', total_time: '2 hrs 10 mins' });
    // A page whose total is another is about something else: the data stands.
    expect(extractRecipeFromHtml(page(recipe, facts('1hr 10min')), PAGE).recipe).toMatchObject({ prep_time: null, cook_time: '2 hrs 10 mins', total_time: '2 hrs 10 mins' });
  });

  it('gives an empty draft for a page without a recipe', () => {
    const { recipe } = extractRecipeFromHtml(page('<title>Hello</title>', '<p>Nothing here</p>'), PAGE);
    expect(recipe).toMatchObject({ name: 'Hello', ingredients: [], instructions: [], servings: 1, image_url: null });
  });
});

describe('parseLenientJson', () => {
  it('repairs invalid escapes, raw newlines and trailing commas', () => {
    expect(parseLenientJson('{"a": "it\\\'s", "b": "line\none", "c": [1, 2,], }')).toEqual({ a: "it's", b: 'line\none', c: [1, 2] });
    expect(parseLenientJson('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseLenientJson('{ broken')).toBeUndefined();
  });
});

describe('durations', () => {
  it.each([
    ['PT1H15M', 75], ['P0DT0H45M', 45], ['PT90M', 90], ['P1DT2H', 1560], ['1 hour 15 minutes', 75],
    ['45 mins', 45], ['1h30', 90], ['20', 20], ['8 hours on low or 4 hours on high', 480], ['soon', null],
  ] as const)('%s → %s minutes', (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it.each([
    ['27-30 minutes', 27], ['1-2 hours', 60], ['30 min – 1 hr', 30], ['45 minutes', null],
  ] as const)('the lower end of %s is %s minutes', (text, minutes) => expect(lowerEnd(text)).toBe(minutes));

  it('a negative ISO time is no time, not its digits read as hours and minutes', () => {
    expect(parseDuration('PT-471406H28M55S')).toBeNull();
    expect(parseDuration('-PT20M')).toBeNull();
  });

  it('an ISO time whose template left some units without their number counts the units that have one', () => {
    expect(parseDuration('PTH50MS')).toBe(50);
    expect(parseDuration('PT1HMS')).toBe(60);
    expect(parseDuration('P1DTHM')).toBe(1440);
  });

  it('a page text far longer than any time is not read as one', () => {
    expect(parseDuration(`P${'1'.repeat(5000)}T`)).toBeNull();
    expect(parseDuration(`${'1 '.repeat(5000)}minutes`)).toBeNull();
  });

  it.each([
    ['20 Min.', 20], ['ca. 1 Std. 30 Min.', 90], ['1,5 Stunden', 90], ['1 heure 10', 70], ['2 h 15 min', 135], ['45 mn', 45],
    ['1 hora y 20 minutos', 80], ['2 ore', 120], ['1 uur 5 minuten', 65], ['1 timme 10 minuter', 70], ['2 timer', 120],
    ['1 godz. 30 minut', 90], ['30 Sekunden', 1], ['2 Tage', 2880],
  ] as const)('%s in another language → %s minutes', (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it.each([
    ['1/2 hour', 30], ['1 1/2 hours', 90], ['1 ½ hours', 90], ['½ Std.', 30], ['1½ Stunden', 90], ['3/4 heure', 45], ['1/2 Stunde 10 Min.', 40],
    ['1:30 Std.', 90], ['0:45 h', 45],
  ] as const)('a fraction of a unit: %s → %s minutes', (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it.each([
    ['1 hora y media', 90], ['1 hour and a half', 90], ['an hour and a half', 90], ['une heure et demie', 90], ['2 ore e mezza', 150],
    ['1 hora e meia', 90], ['1 uur en een half', 90], ['1 und 1/2 Stunden', 90], ['1 und eine halbe Stunde', 90],
    ['anderthalb Stunden', 90], ['eineinhalb Stunden', 90], ['anderhalf uur', 90], ['half an hour', 30], ['media hora', 30],
    ['eine halbe Stunde', 30], ["mezz'ora", 30], ['une demi-heure', 30], ['1 Stunde und 30 Minuten', 90],
  ] as const)('a half written in words: %s → %s minutes', (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it.each([
    ['40 minutes to 50 minutes', 50], ['55 minutes to 1 hour 5 minutes', 65], ['30 min – 1 hr', 60], ['1 Stunde bis 1 Stunde 30 Minuten', 90],
    ['10-15 minutes', 15], ['1 hour 15 minutes, plus 8 hours to chill overnight', 555], ['2 hours 30-40 minutes', 160], ['1 hr 30 - 45 min', 105],
  ] as const)('a range with a unit at both ends counts its upper end: %s → %s minutes', (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it('formats minutes as text a client parses back', () => {
    expect([formatMinutes(75), formatMinutes(45), formatMinutes(120), formatMinutes(61), formatMinutes(0)]).toEqual([
      '1 hr 15 mins', '45 mins', '2 hrs', '1 hr 1 min', null,
    ]);
    expect(parseDuration(formatMinutes(135))).toBe(135);
  });
});
