import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-html.js';

// The common shapes real recipe pages take, written here in forms the fixture pages do not
// hold: how structured data is nested and spelled, microdata and RDFa, recipe-card plugins
// without structured data, plain pages, yields in text, image and title choice.

const URL_ = 'https://cook.example/recipes/lentil-soup/';
const read = (html: string) => extractRecipeFromHtml(html, URL_);
const page = (body: string, head = ''): string => `<!doctype html><html><head><title>Lentil Soup | Cook</title>${head}</head><body>
  <header><a href="/"><img src="/img/cook-logo.png" alt="Cook"></a><nav><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li><li><a href="/a">About</a></li></ul></nav></header>
  <main>${body}</main>
  <footer><ul><li><a href="/p">Privacy</a></li><li><a href="/t">Terms</a></li><li><a href="/c">Contact</a></li></ul></footer></body></html>`;
const ldScript = (data: unknown): string => `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`;

const INGREDIENTS = ['1 cup red lentils', '1 onion, chopped', '2 tbsp olive oil', '4 cups vegetable stock'];
const STEPS = ['Fry the onion in the oil until soft.', 'Add the lentils and the stock.', 'Simmer for 20 minutes, then blend.'];
const li = (lines: string[], attrs = ''): string => lines.map((line) => `<li${attrs}>${line}</li>`).join('');
const steps = (recipe: { instructions: { content: string }[] }): string[] => recipe.instructions.map((s) => s.content);
const recipe = (extra: object = {}): object => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lentil Soup',
  recipeIngredient: INGREDIENTS,
  recipeInstructions: STEPS.map((text) => ({ '@type': 'HowToStep', text })),
  ...extra,
});

describe('schema.org Recipe in JSON-LD', () => {
  it.each([
    ['@type as an array', recipe({ '@type': ['Recipe', 'NewsArticle'] })],
    ['in @graph beside other nodes', { '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', name: 'Cook' }, { '@type': 'WebPage', name: 'Lentil Soup | Cook' }, recipe()] }],
    ['nested under mainEntity', { '@context': 'https://schema.org', '@type': 'WebPage', name: 'x', mainEntity: recipe() }],
    ['nested under mainEntityOfPage', { '@context': 'https://schema.org', '@type': 'Article', headline: 'x', mainEntityOfPage: recipe() }],
    ['a list of nodes', [{ '@type': 'BreadcrumbList', itemListElement: [] }, recipe()]],
    ['the old "ingredients" name', { ...recipe(), recipeIngredient: undefined, ingredients: INGREDIENTS }],
    ['steps as plain strings', recipe({ recipeInstructions: STEPS })],
    ['one HowToStep holding the method line by line', recipe({ recipeInstructions: [{ '@type': 'HowToStep', text: STEPS.map((s, i) => `${i + 1}. ${s}`).join('\n') }] })],
    ['one HowToStep whose name repeats its run-on numbered method', recipe({ recipeInstructions: [{ '@type': 'HowToStep', text: STEPS.map((s, i) => `${i + 1}. ${s}`).join(' '), name: STEPS.map((s, i) => `${i + 1}. ${s}`).join(' ') }] })],
    ['steps as nested arrays', recipe({ recipeInstructions: [[{ '@type': 'HowToStep', text: STEPS[0] }], [STEPS[1], STEPS[2]]] })],
    ['steps in an ItemList', recipe({ recipeInstructions: { '@type': 'ItemList', itemListElement: STEPS.map((text, i) => ({ '@type': 'ListItem', position: i + 1, text })) } })],
  ])('%s', (_, data) => {
    const { recipe: draft, ingredient_lines } = read(page('<h1>Lentil Soup</h1>', ldScript(data)));
    expect(draft.name).toBe('Lentil Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('several blocks: the one holding the Recipe, whichever comes first', () => {
    const html = page('<h1>Lentil Soup</h1>', ldScript({ '@type': 'Organization', name: 'Cook', logo: '/logo.png' }) + ldScript(recipe({ recipeYield: '6' })) + ldScript({ '@type': 'BreadcrumbList' }));
    const { recipe: draft, ingredient_lines } = read(html);
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(draft.servings).toBe(6);
  });

  it('invalid JSON: trailing commas, raw newlines in strings, entities', () => {
    const text = `{"@context":"https://schema.org","@type":"Recipe","name":"Lentil &amp; Lemon Soup",
      "recipeIngredient":["1 cup red lentils","1 onion, chopped","2 tbsp olive oil","4 cups vegetable stock",],
      "recipeInstructions":"Fry the onion in the oil until soft.
Add the lentils and the stock.
Simmer for 20 minutes, then blend.",
      "recipeYield":"4",}`;
    const { recipe: draft, ingredient_lines } = read(page('<h1>Lentil &amp; Lemon Soup</h1>', ldScript(text)));
    expect(draft.name).toBe('Lentil & Lemon Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.servings).toBe(4);
  });

  it.each([
    ['lines', STEPS.join('\n')],
    ['numbered lines', STEPS.map((s, i) => `${i + 1}. ${s}`).join('\n')],
    ['"Step n:" lines', STEPS.map((s, i) => `Step ${i + 1}: ${s}`).join('\r\n')],
    ['paragraph markup', STEPS.map((s) => `<p>${s}</p>`).join('')],
    ['list markup', `<ol>${li(STEPS)}</ol>`],
    ['<br> lines', STEPS.join('<br/>')],
    ['numbered text run on one line', STEPS.map((s, i) => `${i + 1}. ${s}`).join(' ')],
    ['"1)" numbered text run on one line', STEPS.map((s, i) => `${i + 1}) ${s}`).join(' ')],
    ['paragraphs with Markdown strong emphasis', STEPS.map((s) => s.replace(/^(\S+ \S+)/, '**$1**')).join('\n\n')],
  ])('instructions as one string of %s', (_, text) => {
    expect(steps(read(page('<h1>Lentil Soup</h1>', ldScript(recipe({ recipeInstructions: text })))).recipe)).toEqual(STEPS);
  });

  it('Chinese steps run on in one string: numbers touching the text, a step broken over two lines, empty numbers at the end', () => {
    const text = '1.洋葱切碎，用油炒软 2.加入扁豆和高汤 3.小火煮二十分钟\n再打成泥 4.盛出 5. 6.';
    expect(steps(read(page('<h1>扁豆汤</h1>', ldScript(recipe({ name: '扁豆汤', recipeInstructions: text })))).recipe)).toEqual([
      '洋葱切碎，用油炒软',
      '加入扁豆和高汤',
      '小火煮二十分钟再打成泥',
      '盛出',
    ]);
  });

  it('HowToSection names stay as steps of their own', () => {
    const data = recipe({
      recipeInstructions: [
        { '@type': 'HowToSection', name: 'For the soup', itemListElement: STEPS.slice(0, 2).map((text) => ({ '@type': 'HowToStep', text })) },
        { '@type': 'HowToSection', name: 'To serve', itemListElement: [{ '@type': 'HowToStep', text: STEPS[2] }] },
      ],
    });
    expect(steps(read(page('<h1>Lentil Soup</h1>', ldScript(data))).recipe)).toEqual(['For the soup', STEPS[0], STEPS[1], 'To serve', STEPS[2]]);
  });

  it.each(['Instructions', 'Method:', 'Modo de Preparo', 'Zubereitung'])('the only HowToSection, named %s as the method itself, is no step', (name) => {
    const data = recipe({ recipeInstructions: [{ '@type': 'HowToSection', name, itemListElement: STEPS.map((text) => ({ '@type': 'HowToStep', text })) }] });
    expect(steps(read(page('<h1>Lentil Soup</h1>', ldScript(data))).recipe)).toEqual(STEPS);
    // Beside other sections it names one part of the method ("Preparation", then "Cooking").
    const parts = recipe({ recipeInstructions: [
      { '@type': 'HowToSection', name, itemListElement: [{ '@type': 'HowToStep', text: STEPS[0] }] },
      { '@type': 'HowToSection', name: 'To serve', itemListElement: STEPS.slice(1).map((text) => ({ '@type': 'HowToStep', text })) },
    ] });
    expect(steps(read(page('<h1>Lentil Soup</h1>', ldScript(parts))).recipe)).toEqual([name, STEPS[0], 'To serve', STEPS[1], STEPS[2]]);
  });

  it.each([
    [4, 4],
    ['4', 4],
    ['4 servings', 4],
    ['Serves 4-6', 6],
    ['Makes 12 muffins', 12],
    // The first number counts, as the yield states it: one loaf, not its slices.
    ['1 loaf (12 slices)', 1],
    [['4', '4 servings'], 4],
    // A card's servings count beside the range it shows: a bare range says no more what it counts.
    [['3', '3-4'], 3],
    // The same count beside a range that says what it counts: the count the card is written for.
    [['4', '4-6 servings'], 4],
    [['6', '4 to 6 servings'], 6],
    // A number that is no end of the range is no such count: the range reads as it does alone.
    [['2', '4-6 servings'], 6],
    [['6'], 6],
    ['Serves: eight', 8],
    // A QuantitativeValue: its value, with what it counts.
    [{ '@type': 'QuantitativeValue', value: '6', unitText: 'portions' }, 6],
    [{ '@type': 'QuantitativeValue', value: 8 }, 8],
    ['', 1],
  ])('recipeYield %j → %i servings', (recipeYield, servings) => {
    expect(read(page('<h1>Lentil Soup</h1>', ldScript(recipe({ recipeYield })))).recipe.servings).toBe(servings);
  });

  it.each([
    ['a string', 'https://cook.example/img/soup.jpg', 'https://cook.example/img/soup.jpg'],
    ['a relative string', '/img/soup.jpg', 'https://cook.example/img/soup.jpg'],
    ['protocol-relative', '//cdn.cook.example/img/soup.jpg', 'https://cdn.cook.example/img/soup.jpg'],
    ['an array of strings', ['https://cook.example/img/soup-1x1.jpg', 'https://cook.example/img/soup-4x3.jpg'], 'https://cook.example/img/soup-1x1.jpg'],
    ['an ImageObject', { '@type': 'ImageObject', url: 'https://cook.example/img/soup.jpg', width: 1200, height: 800 }, 'https://cook.example/img/soup.jpg'],
    ['an ImageObject with contentUrl', { '@type': 'ImageObject', contentUrl: 'https://cook.example/img/soup.jpg' }, 'https://cook.example/img/soup.jpg'],
    [
      'ImageObjects with sizes, smallest first',
      [
        { '@type': 'ImageObject', url: 'https://cook.example/img/soup-150x150.jpg', width: 150, height: 150 },
        { '@type': 'ImageObject', url: 'https://cook.example/img/soup-1200x800.jpg', width: 1200, height: 800 },
      ],
      'https://cook.example/img/soup-1200x800.jpg',
    ],
  ])('image as %s', (_, image, expected) => {
    expect(read(page('<h1>Lentil Soup</h1>', ldScript(recipe({ image })))).recipe.image_url).toBe(expected);
  });

  it('image as an @id reference into the graph', () => {
    const data = {
      '@context': 'https://schema.org',
      '@graph': [recipe({ image: { '@id': 'https://cook.example/#primaryimage' } }), { '@type': 'ImageObject', '@id': 'https://cook.example/#primaryimage', url: 'https://cook.example/img/soup.jpg' }],
    };
    expect(read(page('<h1>Lentil Soup</h1>', ldScript(data))).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
  });

  it.each([
    ['PT1H', '1 hr'],
    ['PT90M', '1 hr 30 mins'],
    ['P0DT1H30M', '1 hr 30 mins'],
    ['PT0.5H', '30 mins'],
    ['PT1H0M', '1 hr'],
    ['30 minutes', '30 mins'],
    ['1 hour 15 minutes', '1 hr 15 mins'],
    ['', null],
    ['PT', null],
  ])('totalTime %j → %s', (totalTime, shown) => {
    expect(read(page('<h1>Lentil Soup</h1>', ldScript(recipe({ totalTime })))).recipe.total_time).toBe(shown);
  });
});

describe('schema.org microdata and RDFa', () => {
  it.each([
    ['itemprop="recipeIngredient", image on <img>', 'recipeIngredient', '<img itemprop="image" src="/img/soup.jpg" alt="">', 'https://cook.example/img/soup.jpg'],
    ['the old itemprop="ingredients", image on <meta>', 'ingredients', '<meta itemprop="image" content="https://cook.example/img/soup.jpg">', 'https://cook.example/img/soup.jpg'],
    ['image on <link>', 'recipeIngredient', '<link itemprop="image" href="/img/soup.jpg">', 'https://cook.example/img/soup.jpg'],
  ])('%s', (_, prop, image, src) => {
    const body = `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Lentil Soup</h1>${image}
      <p>Serves <span itemprop="recipeYield">4</span></p><meta itemprop="totalTime" content="PT35M">
      <h2>Ingredients</h2><ul>${li(INGREDIENTS, ` itemprop="${prop}"`)}</ul>
      <h2>Method</h2><ol>${li(STEPS, ' itemprop="recipeInstructions"')}</ol></div>`;
    const { recipe: draft, ingredient_lines, sources } = read(page(body));
    expect(sources[0]).toBe('microdata');
    expect(draft.name).toBe('Lentil Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.servings).toBe(4);
    expect(draft.total_time).toBe('35 mins');
    expect(draft.image_url).toBe(src);
  });

  it('instructions as one element holding a list', () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Lentil Soup</h1>
      <ul>${li(INGREDIENTS, ' itemprop="recipeIngredient"')}</ul><div itemprop="recipeInstructions"><ol>${li(STEPS)}</ol></div></div>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });

  it('RDFa: typeof="Recipe" and property=', () => {
    const body = `<div vocab="https://schema.org/" typeof="Recipe"><h1 property="name">Lentil Soup</h1><img property="image" src="/img/soup.jpg" alt="">
      <span property="recipeYield">Serves 6</span><meta property="cookTime" content="PT25M">
      <ul>${li(INGREDIENTS, ' property="recipeIngredient"')}</ul><ol>${li(STEPS, ' property="recipeInstructions"')}</ol></div>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.servings).toBe(6);
    expect(draft.cook_time).toBe('25 mins');
    expect(draft.image_url).toBe('https://cook.example/img/soup.jpg');
  });
});

describe('recipe-card plugins without structured data', () => {
  it.each([
    [
      'WP Recipe Maker',
      `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Lentil Soup</h2>
        <div class="wprm-recipe-image"><img src="/up/soup-500x500.jpg" width="500" height="500"></div>
        <span class="wprm-recipe-servings-container">Servings <span class="wprm-recipe-servings">4</span></span>
        <div class="wprm-recipe-ingredient-group"><h3 class="wprm-recipe-group-name">Soup</h3><ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul></div>
        <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div></div>`,
    ],
    [
      'Tasty Recipes',
      `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Lentil Soup</h2><div class="tasty-recipes-image"><img src="/up/soup-500x500.jpg"></div>
        <span class="tasty-recipes-yield">4 servings</span>
        <div class="tasty-recipes-ingredients"><h4>Ingredients</h4><ul>${li(INGREDIENTS)}</ul></div>
        <div class="tasty-recipes-instructions"><h4>Instructions</h4><ol>${li(STEPS)}</ol></div></div>`,
    ],
    [
      'Mediavine Create',
      `<div class="mv-create-card"><h2 class="mv-create-title">Lentil Soup</h2><img class="mv-create-image" src="/up/soup-500x500.jpg">
        <div class="mv-create-time mv-create-time-yield"><span class="mv-create-time-label">Yield:</span> <span class="mv-create-time-format">4 servings</span></div>
        <div class="mv-create-ingredients"><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul></div>
        <div class="mv-create-instructions"><h3>Instructions</h3><ol>${li(STEPS)}</ol></div></div>`,
    ],
    [
      'Zip Recipes',
      `<div id="zlrecipe-container-0" class="zlrecipe-container-border"><div id="zlrecipe-title">Lentil Soup</div><img id="zlrecipe-image" src="/up/soup-500x500.jpg">
        <div id="zlrecipe-yield">Yield: 4 servings</div>
        <ul id="zlrecipe-ingredients-list">${li(INGREDIENTS, ' class="ingredient"')}</ul>
        <ol id="zlrecipe-instructions-list">${li(STEPS, ' class="instruction"')}</ol></div>`,
    ],
    [
      'Zip Recipes, as it marks its cards now',
      `<div id="zrdn-recipe-container"><h2 class="zrdn-element_recipe_title">Lentil Soup</h2><div class="zrdn-element_recipe_image"><img src="/up/soup-500x500.jpg" width="500" height="500"></div>
        <div class="zrdn-details-item"><div class="zrdn-recipe-label">Servings</div><div class="zrdn-value zrdn-element_yield">4</div></div>
        <div class="zrdn-block-wrap zrdn-ingredients"><h3 class="zrdn-recipe-label">Ingredients</h3><ul class="zrdn-list zrdn-ingredients-list">${li(INGREDIENTS)}</ul></div>
        <div class="zrdn-block-wrap zrdn-instructions"><h3 class="zrdn-recipe-label">Instructions</h3><ul class="zrdn-list zrdn-instructions-list">${li(STEPS)}</ul></div></div>`,
    ],
    [
      'EasyRecipe',
      `<div class="easyrecipe"><div class="ERSName">Lentil Soup</div><img class="ERSImage" src="/up/soup-500x500.jpg">
        <div class="ERSServes">Serves: 4</div>
        <div class="ERSIngredients"><div class="ERSIngredientsHeader">Ingredients</div><ul>${li(INGREDIENTS, ' class="ingredient"')}</ul></div>
        <div class="ERSInstructions"><div class="ERSInstructionsHeader">Instructions</div><ol>${li(STEPS, ' class="instruction"')}</ol></div></div>`,
    ],
    [
      'EasyRecipe, an older card stating its yield in its own words rather than in the yield field',
      `<div class="easyrecipe"><div class="ERSName">Lentil Soup</div><img class="ERSImage" src="/up/soup-500x500.jpg">
        <div class="ERSDetails"><div class="ERSHead">Serves:&nbsp;<span>4</span></div></div>
        <div class="ERSIngredients"><div class="ERSIngredientsHeader">Ingredients</div><ul>${li(INGREDIENTS, ' class="ingredient"')}</ul></div>
        <div class="ERSInstructions"><div class="ERSInstructionsHeader">Instructions</div><ol>${li(STEPS, ' class="instruction"')}</ol></div></div>`,
    ],
    [
      'WP Recipe Maker in a theme\'s own template, its servings a label cell beside a value cell outside the plugin\'s fields',
      `<div class="wprm-recipe-container"><h2 class="recipe-header">Lentil Soup</h2><img src="/up/soup-500x500.jpg" width="500" height="500">
        <div class="row"><div class="col recipe-title">Servings:</div><div class="col"><span class="recipe-data">4</span></div></div>
        <ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul>
        <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div>`,
    ],
    [
      'a generic recipe-card',
      `<div class="recipe-card"><h2 class="recipe-card__title">Lentil Soup</h2><img class="recipe-card__image" src="/up/soup-500x500.jpg" alt="Lentil Soup">
        <div class="recipe-card__meta"><span>Serves 4</span></div>
        <div class="recipe-card__ingredients"><ul>${li(INGREDIENTS)}</ul></div>
        <div class="recipe-card__directions"><ol>${li(STEPS)}</ol></div></div>`,
    ],
  ])('%s', (_, card) => {
    const { recipe: draft, ingredient_lines } = read(page(`<article><h1>Lentil Soup</h1><p>Our favourite soup for cold days.</p>${card}</article>`));
    expect(draft.name).toBe('Lentil Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.servings).toBe(4);
    expect(draft.image_url).toBe('https://cook.example/up/soup-500x500.jpg');
  });
});

describe('recipe-card plugins without structured data: a method in named groups', () => {
  const wprmStep = (s: string): string => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`;
  const wprmGroup = (name: string, lines: string[]): string =>
    `<div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name">${name}</h4><ul>${lines.map(wprmStep).join('')}</ul></div>`;
  const wprmCard = (method: string): string =>
    `<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Lentil Soup</h2><ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul>${method}</div>`;
  const zrdnGroup = (name: string, lines: string[]): string =>
    `<h4 class="zrdn-subtitle"><span class="bold">${name}</span></h4><ul class="zrdn-list zrdn-instructions-list">${li(lines)}</ul>`;
  const zrdnCard = (method: string): string =>
    `<div id="zrdn-recipe-container"><h2 class="zrdn-element_recipe_title">Lentil Soup</h2><ul class="zrdn-ingredients-list">${li(INGREDIENTS)}</ul>
      <div class="zrdn-instructions"><h3>Instructions</h3><ul class="zrdn-instructions-list"></ul>${method}</div></div>`;
  const tastyCard = (method: string): string =>
    `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Lentil Soup</h2><div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-body"><ul>${li(INGREDIENTS)}</ul></div></div>
      <div class="tasty-recipe-instructions"><div class="tasty-recipes-instructions-header"><h3>Instructions</h3></div><div class="tasty-recipes-instructions-body">${method}</div></div></div>`;
  const grouped = ['For the soup', ...STEPS.slice(0, 2), 'To serve:', ...STEPS.slice(2)];
  it.each([
    ['WP Recipe Maker: each group\'s name is a step of its own', wprmCard(`${wprmGroup('For the soup', STEPS.slice(0, 2))}${wprmGroup('To serve:', STEPS.slice(2))}`), grouped],
    ['WP Recipe Maker: a group named as the method itself names no part of it', wprmCard(wprmGroup('Instructions', STEPS)), STEPS],
    [
      'WP Recipe Maker: a group\'s name over no step (a remark set as a heading) is none',
      wprmCard(`${wprmGroup('*Tip: see the photos above!', [])}${wprmGroup('For the soup', STEPS)}`),
      ['For the soup', ...STEPS],
    ],
    [
      'WP Recipe Maker: a text set as a step\'s outside any step (the theme\'s call to review) is none',
      wprmCard(`${wprmGroup('', STEPS)}<div class="wprm-recipe-last-instruction"><div class="wprm-recipe-instruction-text">Last step! Please <a href="#comments">leave a review</a>.</div></div>`),
      STEPS,
    ],
    ['Zip Recipes: each group\'s subtitle is a step of its own', zrdnCard(`${zrdnGroup('For the soup', STEPS.slice(0, 2))}${zrdnGroup('To serve:', STEPS.slice(2))}`), grouped],
    [
      'Tasty Recipes, newer markup: every group of the steps\' body is read, each caption a step of its own',
      tastyCard(`<p>For the soup</p><ol>${li(STEPS.slice(0, 2))}</ol><p>To serve:</p><ol>${li(STEPS.slice(2))}</ol>`),
      grouped,
    ],
    [
      'Tasty Recipes: a step opening with a bold title ("Onion:") has the title on a line of its own, as its recipe data names the step; a numbering ("Step 3:") stays',
      tastyCard(`<p><strong>Onion:</strong> ${STEPS[0]}</p><p> <b>Simmer :</b>${STEPS[1]}</p><p><strong>Step 3:</strong> ${STEPS[2]}</p>`),
      ['Onion', STEPS[0], 'Simmer', STEPS[1], `Step 3: ${STEPS[2]}`],
    ],
    [
      'Tasty Recipes: a bold title the step\'s words open by repeating ("Bake: Bake until …") is left out, as its recipe data drops that name',
      tastyCard(`<p><strong>Simmer:</strong> Simmer until the lentils are soft.</p><p><strong>Serve:</strong> ${STEPS[2]}</p>`),
      ['Simmer until the lentils are soft.', 'Serve', STEPS[2]],
    ],
    [
      'WP Recipe Maker: a bold opening title stays in its step, as its recipe data keeps it',
      wprmCard(wprmGroup('', [`<strong>Onion:</strong> ${STEPS[0]}`])),
      [`Onion: ${STEPS[0]}`],
    ],
  ])('%s', (_, card, expected) => {
    expect(steps(read(page(`<article><h1>Lentil Soup</h1>${card}</article>`)).recipe)).toEqual(expected);
  });
});

describe('recipe-card plugins without structured data: amounts in two unit systems', () => {
  it('WP Recipe Maker: an amount converted into the second unit system beside the first is left out, as its recipe data has the line', () => {
    const amount = (system: number, text: string): string =>
      `<span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-${system}">${text}</span>`;
    const item = (first: string, second: string, name: string): string =>
      `<li class="wprm-recipe-ingredient">${amount(1, first)} ${amount(2, second)} <span class="wprm-recipe-ingredient-name">${name}</span></li>`;
    const card = `<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Lentil Soup</h2>
      <ul>${item('1 cup', '(200 g)', 'red lentils')}${item('1', '', 'onion, chopped')}${item('4 cups', '(1 l)', 'vegetable stock')}</ul>
      <ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${STEPS[0]}</div></li></ul></div>`;
    expect(read(page(`<article><h1>Lentil Soup</h1>${card}</article>`)).ingredient_lines).toEqual(['1 cup red lentils', '1 onion, chopped', '4 cups vegetable stock']);
  });
});

describe('plain pages: headings and lists', () => {
  const numbered = (format: (i: number) => string): string => STEPS.map((s, i) => `<p>${format(i + 1)} ${s}</p>`).join('');
  it.each([
    ['Ingredient list / Directions as h4', '<h4>Ingredient list</h4>', `<ul>${li(INGREDIENTS)}</ul>`, '<h4>Directions</h4>', `<ol>${li(STEPS)}</ol>`],
    ["What you'll need / Steps", "<h2>What you'll need:</h2>", `<ul>${li(INGREDIENTS)}</ul>`, '<h2>Steps:</h2>', `<ol>${li(STEPS)}</ol>`],
    ['YOU WILL NEED / HOW TO MAKE IT', '<h3>YOU WILL NEED</h3>', `<p>${INGREDIENTS.join('<br>')}</p>`, '<h3>HOW TO MAKE IT</h3>', numbered((n) => `${n}.`)],
    ['<p><strong>Ingredients:</strong></p> / Preparation with "Step n"', '<p><strong>Ingredients:</strong></p>', INGREDIENTS.map((l) => `<p>${l}</p>`).join(''), '<p><strong>Preparation:</strong></p>', numbered((n) => `Step ${n}`)],
    ['Ingredients / Method with "1)"', '<h2>ingredients</h2>', `<ul>${li(INGREDIENTS)}</ul>`, '<h2>method</h2>', numbered((n) => `${n})`)],
    ['Instructions with numbered list paragraphs in bold', '<h2>Ingredients</h2>', `<ul>${li(INGREDIENTS)}</ul>`, '<h2>Instructions</h2>', STEPS.map((s, i) => `<p><strong>${i + 1}.</strong> ${s}</p>`).join('')],
    [
      'one ingredient set bold among the <br> lines of a paragraph, its amount showing it is no group\'s name',
      '<h2>Ingredients</h2>',
      `<p>${INGREDIENTS[0]}<br><b>${INGREDIENTS[1]}</b><br>${INGREDIENTS.slice(2).join('<br>')}</p>`,
      '<h2>Instructions</h2>',
      `<ol>${li(STEPS)}</ol>`,
    ],
  ])('%s', (_, ingredientsHeading, ingredientsBody, stepsHeading, stepsBody) => {
    const body = `<article class="post"><h1>Lentil Soup</h1><p>We make this every winter.</p><img src="/img/soup.jpg" alt="Lentil soup in a bowl" width="800" height="600">
      ${ingredientsHeading}${ingredientsBody}${stepsHeading}${stepsBody}<h3>Notes</h3><p>Keeps for 3 days.</p></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(draft.name).toBe('Lentil Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.image_url).toBe('https://cook.example/img/soup.jpg');
  });

  it('ingredient sub-group headings are not ingredients', () => {
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><p>For the soup:</p><ul>${li(INGREDIENTS.slice(0, 2))}</ul>
      <h3>For the base</h3><ul>${li(INGREDIENTS.slice(2))}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('a step number set in a cell of its own, and a "Note:" paragraph after the steps, are not step text', () => {
    const numberedCells = STEPS.map((s, i) => `<li><table><tr><td><div class="num"><span>${i + 1}</span></div></td><td><div>${s}</div></td></tr></table></li>`).join('');
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>
      <div><h3>Directions</h3><ul>${numberedCells}</ul><div class="tip"><p><strong>Note:</strong> Thin with water when reheating.</p></div></div>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });

  it('times and yield in a table of labels over values', () => {
    const body = `<h1>Lentil Soup</h1><table class="times"><tr><th>Prep time</th><th>Cook time</th><th>Yields</th></tr>
      <tr><td>15 minutes</td><td>25 minutes</td><td>4 servings</td></tr></table>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).recipe).toMatchObject({ prep_time: '15 mins', cook_time: '25 mins', total_time: '40 mins', servings: 4 });
  });

  it('a "Total cook time" beside the total is the cooking time, not the total', () => {
    const body = `<h1>Lentil Soup</h1><ul class="times"><li>Prep 10 mins</li><li>Preheat 18 mins</li><li>Total Cook Time 25 mins</li><li>Total 35 mins</li></ul>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '25 mins', total_time: '35 mins' });
  });

  it('"Time" before a bare duration is the total ("Time 45 mins"), but not a step that opens with the word ("Time it well …")', () => {
    const body = `<h1>Lentil Soup</h1><div class="meta"><div class="serves">Serves 4</div><div class="clock">Time 45 mins</div></div>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).recipe).toMatchObject({ total_time: '45 mins', servings: 4 });
    const step = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li([...STEPS, 'Time it well so the 2 pans finish together.'])}</ol>`;
    expect(read(page(step)).recipe.total_time).toBeNull();
  });

  it('steps that begin with an amount keep it when the amounts do not count 1, 2, 3', () => {
    const lines = ['2 cups of the stock go in first.', '1 onion is fried after.', 'Simmer until soft.'];
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ul>${li(lines)}</ul>`;
    expect(steps(read(page(body)).recipe)).toEqual(lines);
  });

  it('ingredients as a table of amount and name cells inside wrappers after the heading', () => {
    const rows = [['1 cup', 'red lentils'], ['', 'Salt and pepper'], ['2 tbsp', 'olive oil']];
    const table = `<table>${rows.map(([amount, name]) => `<tr><td>\n ${amount} </td><td>\n ${name} </td></tr>`).join('')}</table>`;
    const body = `<h1>Lentil Soup</h1><section><h2>Ingredients</h2><div class="list"><div class="group">${table}</div></div></section>
      <section><h2>Method</h2><div class="text">${STEPS.map((s) => `<p>${s}</p>`).join('')}</div></section>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(['1 cup red lentils', 'Salt and pepper', '2 tbsp olive oil']);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('ingredients as a table whose last cell only flags a line ("*" for a footnote), before the method\'s own block', () => {
    const rows = [['1', 'cup', 'red lentils', '*'], ['1', 'whole', 'onion<br><small>chopped</small>', ''], ['2', 'tbsp', 'olive oil', '*']];
    const table = `<table><tr class="visually-hidden"><th>Amount</th><th>Measure</th><th>Ingredient</th><th>Notes</th></tr>${rows
      .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('')}</table>`;
    const body = `<h1>Lentil Soup</h1><div class="ingredients"><h2>Ingredients</h2><button>Metric</button>${table}</div>
      <div class="directions"><h2>Directions</h2>${STEPS.map((s) => `<p>${s}</p>`).join('')}</div><small>* not counted in the nutrition facts</small>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(['1 cup red lentils', '1 whole onion chopped', '2 tbsp olive oil']);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('a card\'s call to action after the listed steps is no step', () => {
    const cta = '<div class="call-to-action"><span class="icon"></span><span><b>Last step!</b> If you make this recipe, please leave a review or tag us.</span></div>';
    const body = `<h1>Lentil Soup</h1><div class="card"><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul><h3>Instructions</h3><ul>${li(STEPS)}</ul>${cta}</div>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });

  it('a table of facts after the listed steps is no step, nor the tags after it', () => {
    const facts = '<table id="info"><tr><td><img src="/i/clock.png" width="37" height="37"></td><td><p>Cuisine:</p></td><td><p>Polish</p></td></tr><tr><td></td><td><p>Difficulty:</p></td><td>easy</td></tr></table>';
    const body = `<h1>Lentil Soup</h1><h3>Ingredients:</h3><div><ul>${li(INGREDIENTS)}</ul></div><h3>Preparation:</h3><div><ol>${li(STEPS)}</ol></div>
      ${facts}<div class="tags"><span>Tags: </span><a href="/t/soup">Soup</a><a href="/t/easy">Easy</a></div>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });

  it('ingredient sub-group labels in paragraphs of lines', () => {
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><p><strong>For the soup:</strong><br>${INGREDIENTS.slice(0, 2).join('<br>')}</p>
      <p><strong>For the base:</strong><br>${INGREDIENTS.slice(2).join('<br>')}</p><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('headings nested in wrappers of their own, five deep, head the lists in the wrapper after them', () => {
    const wrapped = (heading: string): string => `<div class="row"><div class="col"><div class="head"><div class="speech"><h2><div class="title">${heading}</div></h2></div></div></div></div>`;
    const section = (heading: string, body: string): string => `<section>${wrapped(heading)}<div class="row"><div class="col">${body}</div></div></section>`;
    const body = `<article><h1>Lentil Soup</h1>${section('Ingredients', `<ul>${li(INGREDIENTS)}</ul>`)}${section('Method', STEPS.map((s) => `<div><p>${s}</p></div>`).join(''))}</article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect([ingredient_lines, steps(draft)]).toEqual([INGREDIENTS, STEPS]);
    // A blank list beside the heading is the section, left empty: what lies past its wrapper is no part of it.
    const blank = `<article><h1>Lentil Soup</h1><div class="card"><div class="ingredients"><h2>Ingredients</h2><ul></ul></div><div class="more"><ul>${li(['Soup tips', 'Ways with lentils', 'Easy dinners'])}</ul></div></div></article>`;
    expect(read(page(blank)).ingredient_lines).toEqual([]);
  });

  it('tabbed sections: header rows captioning the table, and a toolbar of a link and a button after each tab, are no lines', () => {
    const toolbar = '<div class="cta"><a href="mailto:?subject=x">Send by e-mail</a><button type="button">Print</button></div>';
    const rows = INGREDIENTS.map((line) => line.split(/ (?=\D)/)).map(([amount, ...name]) => `<tr><td>${amount}</td><td><a href="/p/1">${name.join(' ')}</a></td></tr>`);
    const table = `<table><tbody><th colspan="2">4 servings</th>${rows.slice(0, 2).join('')}<tr><th colspan="2">For the base</th></tr>${rows.slice(2).join('')}</tbody></table>`;
    const body = `<h1>Lentil Soup</h1><div class="tabs"><input type="radio" id="i" checked><label for="i">Ingredients</label><div class="tab">${table}${toolbar}</div>
      <input type="radio" id="m"><label for="m">Method</label><div class="tab">${STEPS.map((s, i) => `<div class="step"><h4>Step ${i + 1}</h4><div><p>${s}</p></div></div>`).join('')}${toolbar}</div></div>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect([ingredient_lines, steps(draft)]).toEqual([INGREDIENTS, STEPS]);
  });

  it('amount, unit, name and note set in touching spans are words apart', () => {
    const cells = [['1', 'cup', 'red lentils'], ['1', '', 'onion', '(chopped)'], ['2', 'tbsp', 'olive oil'], ['4', 'cups', 'vegetable stock']];
    const items = cells.map((parts) => `<li><div>${parts.filter(Boolean).map((part) => `<span>${part}</span>`).join('')}</div></li>`).join('');
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(['1 cup red lentils', '1 onion (chopped)', '2 tbsp olive oil', '4 cups vegetable stock']);
  });

  it('spans of one class touching are runs of one text a word processor cut, mid-word too ("L" | "evel 2"), read as written', () => {
    const run = (parts: string[]): string => parts.map((part) => `<span class="run">${part}</span>`).join('');
    const method = [['Fry the onion in the oil until ', 's', 'oft.'], ['Add the ', 'l', 'entils and the stock.'], ['S', 'immer for 20 minutes, then blend.']];
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(method.map(run))}</ol>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });

  it('ingredients as terms, an amount over each name, read amount first ("250 g" over "red lentils")', () => {
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><dl><div><dt>250 g</dt><dd>red lentils</dd></div><div><dt>1</dt><dd>onion</dd></div>
      <div><dt>1 clove</dt><dd>garlic</dd></div><div><dt>½ tsp</dt><dd>salt</dd></div></dl><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(['250 g red lentils', '1 onion', '1 clove garlic', '½ tsp salt']);
  });

  it('a method told in phases under headings of its rank that name it in other words ("Voorbereiden", then "Bereiden") goes on past the second', () => {
    const phases = (first: string, second: string): string => `<h1>Zalm met avocado</h1><h2>Ingrediënten</h2><ul>${li(['600 g zalm', '2 avocado\'s', '2 wortels'])}</ul>
      <h2>${first}</h2><p>Zet een kom ijswater klaar.</p><p>Schroei de zalm dicht.</p><h2>${second}</h2><p>Snij de avocado in blokjes.</p><p>Serveer de zalm op de salade.</p><h2>Tips</h2><p>Het kan ook met tonijn.</p>`;
    expect(steps(read(page(phases('Voorbereiden', 'Bereiden'))).recipe)).toEqual(['Zet een kom ijswater klaar.', 'Schroei de zalm dicht.', 'Snij de avocado in blokjes.', 'Serveer de zalm op de salade.']);
    // The same heading again opens another copy of the method, which the first one does not run into.
    expect(steps(read(page(phases('Bereiden', 'Bereiden'))).recipe)).toEqual(['Zet een kom ijswater klaar.', 'Schroei de zalm dicht.']);
  });

  it('a Dutch method heading in a phrase ("Zo maak je het") over steps after a list of terms', () => {
    const body = `<h1>Linzensoep</h1><details open><summary><h2>Ingrediënten</h2></summary><dl><div><dt>250 g</dt><dd>rode linzen</dd></div>
      <div><dt>1</dt><dd>ui</dd></div></dl></details><div><h2>Zo maak je het</h2><div><ol>${li(['Fruit de ui.', 'Voeg de linzen toe.', 'Laat 20 minuten koken.'])}</ol></div></div>`;
    expect(steps(read(page(body)).recipe)).toEqual(['Fruit de ui.', 'Voeg de linzen toe.', 'Laat 20 minuten koken.']);
  });

  it('a group\'s whole list in one item, its lines broken by <br> under its bold caption', () => {
    const group = (caption: string, lines: string[]): string => `<ol><li><b>${caption}</b>:<br>\n${lines.join('<br>\n')} </li></ol>`;
    const body = `<h1>Lentil Soup</h1><h3>Ingredients</h3>${group('For the soup', INGREDIENTS.slice(0, 2))}${group('For the base', INGREDIENTS.slice(2))}
      <h3>Directions</h3><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('a note an ingredient item sets on a line of its own stays with its ingredient', () => {
    const body = `<h1>Lentil Soup</h1><h3>Ingredients</h3><ul><li>1 cup red lentils<br>rinsed</li><li>1 onion<br><small>finely chopped</small></li><li>2 tbsp olive oil</li></ul>
      <h3>Directions</h3><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(['1 cup red lentils rinsed', '1 onion finely chopped', '2 tbsp olive oil']);
  });

  it('a count of the ingredients in the recipe\'s header ("11 ingredients") heads no section', () => {
    const header = '<div class="details"><p><span>4</span> ingredients</p><p><span>25 min</span></p></div>';
    const body = `<article><h1>Lentil Soup</h1>${header}<h2>Ingredients</h2><div class="portions"><button>-</button><span>4</span><button>+</button></div><div><ul>${li(INGREDIENTS)}</ul></div><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });
  it('a separator set in an element of its own between an ingredient and its note is the comma it stands for', () => {
    const item = (amount: string, name: string, note: string): string =>
      `<li><span class="amount">${amount}</span> <span class="name">${name}</span> <span>; </span> ${note}</li>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${item('1 cup', 'red lentils', 'rinsed')}${item('1', 'onion', '(chopped)')}<li>2 tbsp olive oil</li></ul><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(['1 cup red lentils, rinsed', '1 onion, (chopped)', '2 tbsp olive oil']);
  });

  it('a note set apart only by its element\'s class ("ingredient-notes") ends the line in brackets; one the text already sets off stays as written', () => {
    const item = (name: string, note: string): string => `<li><span class="ingredient-name">${name}</span> <span class="ingredient-notes faded">${note}</span></li>`;
    const lines = [item('1 onion', 'finely chopped'), item('2 tbsp olive oil,', 'divided'), item('1 cup red lentils', '(rinsed)'), '<li>4 cups vegetable stock</li>'];
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${lines.join('')}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(['1 onion (finely chopped)', '2 tbsp olive oil, divided', '1 cup red lentils (rinsed)', '4 cups vegetable stock']);
    // A recipe card's items read the same way.
    const card = `<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Lentil Soup</h2><ul>${['<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">1 onion</span> <span class="wprm-recipe-ingredient-notes">chopped</span></li>', ...INGREDIENTS.slice(2).map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`)].join('')}</ul>
      <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div>`;
    expect(read(page(card)).ingredient_lines).toEqual(['1 onion (chopped)', ...INGREDIENTS.slice(2)]);
  });

  it('a dash a card sets as bare text between an ingredient\'s name and its note is the brackets it stands for; one typed into the name stays', () => {
    const item = (name: string, between: string, note: string): string =>
      `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-name">${name}</span>${between}<span class="wprm-recipe-ingredient-notes">${note}</span></li>`;
    const items = [item('cup chicken broth ', '&#32;-&#32;', 'or water'), item('onion', ' – ', 'chopped'), item('tbsp olive oil -', ' ', 'divided'), ...INGREDIENTS.slice(3).map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`)];
    const card = `<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Lentil Soup</h2><ul>${items.join('')}</ul>
      <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div>`;
    expect(read(page(card)).ingredient_lines).toEqual(['1 cup chicken broth (or water)', '1 onion (chopped)', '1 tbsp olive oil - divided', ...INGREDIENTS.slice(3)]);
  });

  it('a meal kit\'s "In your box (serves 2)" names the ingredients, ahead of the pantry and tools "What you\'ll need" lists after it', () => {
    const pantry = '<h2>What You\'ll Need</h2><ul><li>Olive Oil</li><li>Salt</li><li>1 Colander</li><li>1 Medium Pot</li></ul>';
    const body = `<article><h1>Lentil Soup</h1><h2>In Your Box <span>(serves 2)</span></h2><ul>${li(INGREDIENTS)}</ul>${pantry}<h2>Instructions</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('lines set in a <span> and broken by <br>s under the ingredients heading are its lines', () => {
    const body = `<article><h1>Lentil Soup</h1><div><h5>Ingredients</h5><span class="info">${INGREDIENTS.join('<br />')}</span></div><h4>Method</h4><p>${STEPS.join('<br />')}</p></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('lines set in a heading\'s type and broken by <br>s under the ingredients heading are its lines, no heading', () => {
    const body = `<article><h1>Lentil Soup</h1><h4>Ingredients</h4><h5>${INGREDIENTS.map((l) => `• ${l}`).join('<br />')}</h5><h4>Method</h4>${STEPS.map((s) => `<p>${s}</p>`).join('')}</article>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('"Ingrediënten 4 personen" (the name and whom it serves) names the ingredients, ahead of an equipment list the vocabulary also files under them', () => {
    const tools = '<h5>Benodigdheden</h5><ul><li>Wok</li><li>Grote ovenschaal</li><li>Aardappelstamper</li></ul>';
    const body = `<article><h1>Linzensoep</h1><div><h5>Ingrediënten 4 personen</h5><ul>${li(INGREDIENTS)}</ul>${tools}</div><h4>Bereidingswijze</h4><ol>${li(STEPS)}</ol></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(draft.servings).toBe(4);
  });
});

describe('structured data with short lists while the page shows them', () => {
  it('takes the page\'s paragraphs for a run-on method whose stages the data titles before a colon', () => {
    const preparation = ['Rinse the lentils and drain them well.', 'Chop the onion finely.'];
    const cooking = ['Fry the onion in the oil until soft.', 'Add the lentils and the stock and simmer for 20 minutes.'];
    const stages: Array<[string, string[]]> = [['Preparation', preparation], ['Cooking', cooking]];
    const method = stages.map(([title, lines]) => `${title}: ${lines.join('')}`).join(' ');
    const shown = stages.map(([title, lines]) => `<h3>${title}</h3>${lines.map((s) => `<p>${s}</p>`).join('')}`).join('');
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(['1 onion', ...INGREDIENTS.slice(2)])}</ul>${shown}</article>`;
    expect(steps(read(page(body, ldScript(recipe({ recipeInstructions: [method] })))).recipe)).toEqual([...preparation, ...cooking]);
  });
  it('a Recipe listing the captions of its groups among the ingredients ("For the soup:"), the page listing the same lines without them', () => {
    const data = recipe({ recipeIngredient: ['For the soup:', ...INGREDIENTS.slice(0, 2), 'For the base:', ...INGREDIENTS.slice(2)] });
    const body = `<h1>Lentil Soup</h1><h3>Ingredients</h3><p>For the soup</p><ul>${li(INGREDIENTS.slice(0, 2))}</ul><p>For the base</p><ul>${li(INGREDIENTS.slice(2))}</ul>
      <h3>Directions</h3><ol>${li(STEPS)}</ol>`;
    expect(read(page(body, ldScript(data))).ingredient_lines).toEqual(INGREDIENTS);
  });
  it("a Recipe listing a group's name among the ingredients (\"Lemon Dressing\"), the page showing it as the group's heading", () => {
    const data = recipe({ recipeIngredient: [...INGREDIENTS.slice(0, 2), 'Lemon Dressing', ...INGREDIENTS.slice(2)] });
    const body = `<h1>Lentil Soup</h1><h3>Ingredients</h3><ul>${li(INGREDIENTS.slice(0, 2))}</ul><h4>Lemon Dressing</h4><ul>${li(INGREDIENTS.slice(2))}</ul>
      <h3>Directions</h3><ol>${li(STEPS)}</ol>`;
    expect(read(page(body, ldScript(data))).ingredient_lines).toEqual(INGREDIENTS);
  });
  it("a Recipe that is an older copy of the page's list: the page's, with the line added since and its rewordings", () => {
    const data = recipe({ recipeIngredient: ['For the soup:', '1 cup red lentils, rinsed', '1 onion, chopped', 'For the base:', '4 cups vegetable stock'] });
    const shown = ['1 cup red lentils', '1 onion, chopped', '2 tbsp olive oil', '4 cups vegetable stock'];
    const body = (lines: string[]): string => `<h1>Lentil Soup</h1><h3>Ingredients</h3><ul>${li(lines)}</ul><h3>Directions</h3><ol>${li(STEPS)}</ol>`;
    expect(read(page(body(shown), ldScript(data))).ingredient_lines).toEqual(shown);
    // A line after the data's last one may be a note or another list's: the data stands.
    const after = [...shown.slice(0, 2), shown[3] ?? '', '2 tbsp chopped parsley'];
    expect(read(page(body(after), ldScript(data))).ingredient_lines).toEqual(['For the soup:', '1 cup red lentils, rinsed', '1 onion, chopped', 'For the base:', '4 cups vegetable stock']);
  });
  it('a Recipe giving one line of each, pointing to the card', () => {
    const data = recipe({ recipeIngredient: ['See the recipe card below'], recipeInstructions: 'See the recipe card below.' });
    const body = `<h1>Lentil Soup</h1><div class="card"><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></div>`;
    const { recipe: draft, ingredient_lines } = read(page(body, ldScript(data)));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('a Recipe whose ingredient list holds one joined line and whose steps are missing', () => {
    const data = recipe({ recipeIngredient: [INGREDIENTS.join(' ')], recipeInstructions: undefined });
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    const { recipe: draft, ingredient_lines } = read(page(body, ldScript(data)));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });
});

describe('servings stated in text or a recipe header', () => {
  const body = (facts: string): string =>
    `<h1>Lentil Soup</h1>${facts}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
  it.each([
    ['<p>Serves 4 to 6</p>', 6],
    ['<p>Serves: 4</p>', 4],
    ['<p><strong>Makes</strong> 12 muffins</p>', 12],
    ['<p>Yield: 2 loaves</p>', 2],
    ['<p>Portions: 8</p>', 8],
    ['<p>For 4 people</p>', 4],
    // A range of servings for whom it is: the upper end, as a yield's range is read.
    ['<p>for 3 to 4 servings</p>', 4],
    ['<p>For 6-8 people</p>', 8],
    ['<p>4 to 6 servings</p>', 6],
    ['<div class="meta"><span>6 pers.</span></div>', 6],
    ['<div class="recipe-meta"><div><span class="label">Servings</span><span class="value">6</span></div><div><span class="label">Prep</span><span class="value">10 mins</span></div></div>', 6],
    ['<ul class="recipe-info"><li><strong>Serves:</strong> 5</li><li><strong>Cook time:</strong> 30 minutes</li></ul>', 5],
    ['<p class="yield">Yield: <span>10</span> cookies</p>', 10],
    ['<p>Serves: <input type="number" value="12" min="1" aria-label="servings"></p>', 12],
    // A drop-down shows its chosen option only, the first unless one is marked.
    ['<p>Serves: <select name="n"><option value="2">2</option><option value="6" selected>6</option><option value="8">8</option></select></p>', 6],
    ['<p>Serves: <select name="n"><option>4</option><option>8</option></select></p>', 4],
    // "Serving size" labelling a bare count or range counts servings; with a unit it is a portion's size.
    ['<p>Serving Size: 4-6</p>', 6],
    ['<p>Serving size: 1 cup</p>', 1],
  ])('%s → %i', (facts, servings) => {
    expect(read(page(body(facts))).recipe.servings).toBe(servings);
  });

  it('an item of the ingredients that is only a labelled drop-down (a scaler) is no ingredient', () => {
    const scaler = '<li><label>Scale to: </label><select><option value="1">1 meal</option><option selected value="6">6 meals</option></select></li>';
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${scaler}${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(INGREDIENTS);
  });

  it.each([
    ['<h2>Ingredients 9-12 bars</h2>', 12],
    ['<h2>Zutaten – 4 Portionen</h2>', 4],
    ['<h2>Ingredients (4 to 6 servings)</h2>', 6],
  ])('a count after the ingredients\' name in their heading (%s) → %i', (heading, servings) => {
    const html = page(`<h1>Lentil Bars</h1>${heading}<ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).recipe.servings).toBe(servings);
  });

  it('a time after the method\'s name is no yield', () => {
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method 20 minutes</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).recipe.servings).toBe(1);
  });

  it('values set above their labels ("20" over "Prep Time", "10hr" over "Cook Time") go with the label under them', () => {
    const cell = (value: string, label: string): string => `<div class="fact"><div class="value">${value}</div><div class="legend">${label}</div></div>`;
    const header = `<div class="facts">${cell('20', 'Prep Time')}${cell('10hr', 'Cook Time')}${cell('20', 'Servings')}</div><p>Time for a taco party!</p>`;
    expect(read(page(body(header))).recipe).toMatchObject({ prep_time: '20 mins', cook_time: '10 hrs', servings: 20 });
    const labelsFirst = `<div class="facts"><div>5</div><div>Prep Time</div><div>10 mins</div><div>Cook Time</div><div>20 mins</div></div>`;
    expect(read(page(body(labelsFirst))).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '20 mins' });
  });

  it('"Prep & Cook Time" labels the total time, the two together, not the prep or the cooking', () => {
    const over = (label: string): string => `<div class="stats"><div class="title">${label}</div><div class="time">30 min</div></div>`;
    for (const label of ['PREP &amp; COOK TIME', 'Prep and cook time', 'Prep/Cook Time']) {
      expect(read(page(body(over(label)))).recipe).toMatchObject({ prep_time: null, cook_time: null, total_time: '30 mins' });
    }
    expect(read(page(body('<p>Prep & Cook Time: 45 min</p>'))).recipe).toMatchObject({ prep_time: null, cook_time: null, total_time: '45 mins' });
    expect(read(page(body('<p>Prep: 10 min · Cook: 20 min</p>'))).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '20 mins' });
  });

  it('a total time given as its parts ("Total Time: Prep: 20 min. Cook: 10 min.") is their sum, not its first part', () => {
    const header = '<div class="meta"><span class="label">Total Time:</span><span class="value">Prep: 20 min. Cook: 10 min./batch</span></div>';
    expect(read(page(body(header))).recipe).toMatchObject({ prep_time: '20 mins', cook_time: '10 mins', total_time: '30 mins' });
    expect(read(page(body('<p>Total time: Cook: 45 min</p>'))).recipe).toMatchObject({ prep_time: null, cook_time: '45 mins', total_time: '45 mins' });
    expect(read(page(body('<p>Total time: prep 10 min, cook 20 min</p>'))).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '20 mins', total_time: '30 mins' });
  });

  it('the hands-on time ("Active time", "Hands-on: 15 min") is the prep time; "Active dry yeast" stays an ingredient', () => {
    const over = (label: string): string => `<div class="stats"><div class="title">${label}</div><div class="time">20 min</div></div><div class="stats"><div class="title">Total time</div><div class="time">1 hour</div></div>`;
    expect(read(page(body(over('Active time')))).recipe).toMatchObject({ prep_time: '20 mins', total_time: '1 hr' });
    expect(read(page(body('<p>Hands-on: 15 min</p><p>Total: 1 hr</p>'))).recipe).toMatchObject({ prep_time: '15 mins', total_time: '1 hr' });
    // A prep time stated too keeps its place: the first label of the prep time is read.
    expect(read(page(body('<p>Prep: 10 min</p><p>Cook: 30 min</p><p>Active: 20 min</p>'))).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '30 mins' });
    expect(read(page(body('<p>Inactive time: 2 hours</p><p>Total time: 3 hours</p>'))).recipe).toMatchObject({ prep_time: null, total_time: '3 hrs' });
    const yeast = page(`<h1>Bread</h1><h2>Ingredients</h2><ul>${li(['Active dry yeast, 1 packet', '500 g flour', '300 ml water'])}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(yeast).recipe.ingredients.map((line) => line.name)).toEqual(['Active dry yeast', 'flour', 'water']);
  });

  it('a time with its unit over its label keeps it when a bare number over another word follows ("1h50", "Total", "589", "Kcal")', () => {
    const cell = (value: string, label: string): string => `<div class="item"><p>${value}</p><p>${label}</p></div>`;
    const header = `<div class="facts">${cell('25 min', 'Prep')}${cell('1h50', 'Total')}${cell('589', 'Kcal')}</div>`;
    expect(read(page(body(header))).recipe).toMatchObject({ prep_time: '25 mins', total_time: '1 hr 50 mins' });
    // French meal kits label the hands-on time "En cuisine".
    const french = `<div class="facts">${cell('50 min', 'En cuisine')}${cell('1h50', 'Total')}</div>`;
    expect(read(page(body(french))).recipe).toMatchObject({ prep_time: '50 mins', total_time: '1 hr 50 mins' });
  });

  it('an icon whose class names its fact ("icon--time-preparation") labels the time beside it', () => {
    const fact = (icon: string, value: string): string => `<div class="info"><div class="info-icon"><svg class="icon icon--${icon}"><use href="#${icon}"></use></svg></div><p>${value}<span>Min</span></p></div>`;
    const header = `<div class="details">${fact('time-preparation', '20')}${fact('time-cooking', '15')}</div>`;
    expect(read(page(body(header))).recipe).toMatchObject({ prep_time: '20 mins', cook_time: '15 mins' });
  });

  it('a clock icon beside a time with no label gives the total time, a range as its longer end', () => {
    const header = '<ul class="info"><li>Dutch, Oven dish</li><li><svg class="glyph glyph--clock" role="img"><use href="#glyph-clock"></use></svg> 20-30 min.</li></ul>';
    expect(read(page(body(header))).recipe.total_time).toBe('30 mins');
  });

  it('a bare time on the line after the count of servings, a header\'s facts set a line each ("4 personen", "25 min"), is the total time; a labelled total wins', () => {
    const header = (more = ''): string => `<ul class="basics"><li>4 personen</li><li>25 min</li><li>waardering 8,3</li></ul>${more}`;
    expect(read(page(body(header()))).recipe).toMatchObject({ total_time: '25 mins', servings: 4 });
    expect(read(page(body(header('<p>Totale tijd: 40 min</p>')))).recipe.total_time).toBe('40 mins');
    expect(read(page(body('<ul><li>25 min</li><li>4 personen</li></ul>'))).recipe.total_time).toBeNull();
  });

  it('an emoji or icon glyph before a fact\'s label is a picture of it, no word ("⏱️ Prep: 15 min | 🍳 Cook: 20 min")', () => {
    const header = '<div class="card-facts">⏱️ Prep: <span>15 min</span> &nbsp;|&nbsp; 🍳 Cook: <span>20 min</span> &nbsp;|&nbsp; 🍽️ Yield: <span>4 servings</span></div>';
    expect(read(page(body(header))).recipe).toMatchObject({ prep_time: '15 mins', cook_time: '20 mins', total_time: '35 mins', servings: 4 });
    expect(read(page(body('<p>\ue8b5 Total time: 45 min</p>'))).recipe.total_time).toBe('45 mins');
  });

  it('a label and its value set apart by a bar, as a table\'s cells are ("Prep time | 15 minutes")', () => {
    const header = '<p>Prep time | 15 minutes<br />Cooking time | 20 minutes<br />Serves | 4</p>';
    expect(read(page(body(header))).recipe).toMatchObject({ prep_time: '15 mins', cook_time: '20 mins', total_time: '35 mins', servings: 4 });
  });

  it('a yield in the text fills one the recipe data leaves out', () => {
    expect(read(page(body('<p>Makes 12 muffins</p>'), ldScript(recipe()))).recipe.servings).toBe(12);
  });
});

describe('image chosen by the page\'s own signals', () => {
  const body = (images: string): string =>
    `<article><h1>Lentil Soup</h1>${images}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
  it.each([
    ['twitter:image when there is no og:image', '', '<meta name="twitter:image" content="https://cook.example/img/soup-tw.jpg">', 'https://cook.example/img/soup-tw.jpg'],
    ['a lazy image with data-src', '<img src="data:image/gif;base64,R0lGOD" data-src="/img/soup.jpg" alt="">', '', 'https://cook.example/img/soup.jpg'],
    ['the largest of a data-srcset', '<img src="/img/ph.gif" class="lazyload" data-srcset="/img/soup-400.jpg 400w, /img/soup-1600.jpg 1600w" alt="">', '', 'https://cook.example/img/soup-1600.jpg'],
    ['a <picture> with sources', '<picture><source type="image/webp" srcset="/img/soup-640.webp 640w, /img/soup-1280.webp 1280w"><img src="/img/soup-640.jpg" alt=""></picture>', '', 'https://cook.example/img/soup-1280.webp'],
    ['a protocol-relative src', '<img src="//cdn.cook.example/img/soup.jpg" alt="" width="900" height="600">', '', 'https://cdn.cook.example/img/soup.jpg'],
    ['not a tracking pixel', '<img src="https://track.example/p.gif?id=1" width="1" height="1" alt=""><img src="/img/soup.jpg" alt="">', '', 'https://cook.example/img/soup.jpg'],
    ['not a Pinterest overlay', '<div class="pin-it"><img src="/img/pin-it-button.png" alt="Pin it"></div><img src="/img/soup.jpg" alt="">', '', 'https://cook.example/img/soup.jpg'],
    ['not an ad', '<div class="ad-slot adsbygoogle"><img src="https://ads.example/banner.jpg" alt=""></div><img src="/img/soup.jpg" alt="">', '', 'https://cook.example/img/soup.jpg'],
    ['not an emoji or a gravatar', '<img src="https://s.w.org/images/core/emoji/14.0.0/72x72/1f60b.png" class="wp-smiley" alt="😋"><img src="https://secure.gravatar.com/avatar/abc?s=96" alt=""><img src="/img/soup.jpg" alt="">', '', 'https://cook.example/img/soup.jpg'],
    ['og:image over a content image', '<img src="/img/soup-step.jpg" alt="">', '<meta property="og:image" content="https://cook.example/img/soup-hero.jpg">', 'https://cook.example/img/soup-hero.jpg'],
  ])('%s', (_, images, head, expected) => {
    expect(read(page(body(images), head)).recipe.image_url).toBe(expected);
  });

  it('relative to <base href>', () => {
    const html = page(body('<img src="img/soup.jpg" alt="">'), '<base href="https://static.cook.example/site/">');
    expect(read(html).recipe.image_url).toBe('https://static.cook.example/site/img/soup.jpg');
  });

  it('not the logo the page\'s structured data names, as og:image or as the recipe\'s image', () => {
    const organization = { '@type': 'Organization', name: 'Cook', logo: { '@type': 'ImageObject', url: 'https://cook.example/uploads/cook-brand-2024.png' } };
    const og = '<meta property="og:image" content="https://cook.example/uploads/cook-brand-2024.png">';
    const graph = (image?: string): string => ldScript({ '@context': 'https://schema.org', '@graph': [organization, recipe(image ? { image } : {})] });
    const content = body('<img src="/img/soup.jpg" alt="Lentil soup" width="900" height="600">');
    expect(read(page(content, graph() + og)).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
    expect(read(page(content, graph('https://cook.example/uploads/cook-brand-2024.png'))).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
  });

  it('the recipe\'s image over og:image of the site\'s logo', () => {
    const html = page(body(''), `${ldScript(recipe({ image: '/img/soup.jpg' }))}<meta property="og:image" content="https://cook.example/img/cook-logo.png">`);
    expect(read(html).recipe.image_url).toBe('https://cook.example/img/soup.jpg');
  });
});

describe('recipe data whose times cannot all be right', () => {
  it('a total shorter than the cooking time gives way to the times the page shows', () => {
    const data = recipe({ cookTime: 'PT40M', totalTime: 'PT20M' });
    const facts = '<div><span>Total time</span> <strong>40 min.</strong></div><div><span>Prep time</span> <strong>20 min.</strong></div>';
    expect(read(page(`<h1>Lentil Soup</h1>${facts}`, ldScript(data))).recipe).toMatchObject({ total_time: '40 mins', prep_time: '20 mins', cook_time: null });
  });

  it('keeps them when the page shows none', () => {
    const data = recipe({ cookTime: 'PT40M', totalTime: 'PT20M' });
    expect(read(page('<h1>Lentil Soup</h1>', ldScript(data))).recipe).toMatchObject({ total_time: '20 mins', cook_time: '40 mins' });
  });
});

describe('titles', () => {
  const lists = `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
  it.each([
    ['<title> with " | Site"', '<title>Lentil Soup | Cook</title>', 'Lentil Soup'],
    ['<title> with " - Site Name"', '<title>Lentil Soup - Cook Magazine</title>', 'Lentil Soup'],
    ['<title> with " – Site" and entities', '<title>Mac &amp; Cheese &#8211; Cook</title>', 'Mac & Cheese'],
    ['og:title with a site suffix', '<meta property="og:title" content="Lentil Soup | Cook">', 'Lentil Soup'],
    ['og:title with the word for recipe set apart', '<meta property="og:title" content="Zupa z soczewicy - przepis">', 'Zupa z soczewicy'],
    ['og:title with the word for recipe before the site\'s name, which is the dish\'s title as written', '<meta property="og:title" content="Lentil Soup Recipe | Cook">', 'Lentil Soup Recipe'],
  ])('%s, no heading', (_, head, name) => {
    const html = `<html><head>${head}<meta property="og:site_name" content="Cook"></head><body>${lists}</body></html>`;
    expect(read(html).recipe.name).toBe(name);
  });

  it('not the site\'s name set as an <h1> linking home', () => {
    const html = `<html><head><title>Lentil Soup | Cook</title></head><body><header><h1 class="site-title"><a href="https://cook.example/">Cook</a></h1></header>
      <article><h2 class="post-title">Lentil Soup</h2><img src="/img/soup.jpg" alt="">${lists}</article></body></html>`;
    const { recipe: draft } = read(html);
    expect(draft.name).toBe('Lentil Soup');
    expect(draft.image_url).toBe('https://cook.example/img/soup.jpg');
  });

  it('not the site\'s name set as an <h1> inside a link home', () => {
    const html = `<html><head><title>Lentil Soup | Cook</title></head><body><header><a href="https://cook.example/" rel="home"><h1 class="site-title">Cook</h1></a></header>
      <article><h2 class="post-title">Lentil Soup</h2>${lists}</article></body></html>`;
    expect(read(html).recipe.name).toBe('Lentil Soup');
  });

  it('not the headings of featured recipes in the menu', () => {
    const featured = ['Shortcut Hummus', 'Blueberry Muffins'].map((name) => `<div class="sub-feature"><img src="/img/${name.length}.jpg" alt=""><h1><a href="/r/${name.length}/">${name}</a></h1></div>`).join('');
    const html = `<html><head><title>Lentil Soup | Cook</title></head><body><header><nav class="nav-main"><ul><li><a href="/r/">Recipes</a>${featured}</li></ul></nav></header>
      <article><h1>Lentil Soup</h1>${lists}</article></body></html>`;
    expect(read(html).recipe.name).toBe('Lentil Soup');
  });

  it.each([
    ['a sign-up box whose class names it a modal', '<div class="subscribe-modal"><header><h1>Subscribe</h1></header><form><input type="email"></form></div>'],
    ['a dialog', '<div role="dialog"><h1>Get our newsletter</h1></div>'],
  ])('not the heading of %s laid over the page', (_, dialog) => {
    const html = `<html><head><title>Lentil Soup | Cook</title></head><body><article><h2 class="post-title">Lentil Soup</h2>${lists}</article>${dialog}</body></html>`;
    expect(read(html).recipe.name).toBe('Lentil Soup');
  });

  it("the page's heading while a script marks the page as showing a dialog (<body class=\"modal-open\">)", () => {
    const html = `<html class="has-popup"><head><title>Cook</title></head><body class="modal-open"><article><h1>Lentil Soup</h1>${lists}</article></body></html>`;
    expect(read(html).recipe.name).toBe('Lentil Soup');
  });

  it('a subheading under the heading that goes on with the name in lower case, as the page title names the dish, completes it', () => {
    const title = '<meta property="og:title" content="Chickpeas &amp; Farro with Corn, Cucumbers &amp; Eggs">';
    const heading = (sub: string): string => page(`<article><header><h1>Chickpeas &amp; Farro</h1><h2>${sub}</h2></header>${lists}</article>`, title);
    expect(read(heading('with Corn, Cucumbers &amp; Eggs')).recipe.name).toBe('Chickpeas & Farro with Corn, Cucumbers & Eggs');
    expect(read(heading('A weeknight favourite')).recipe.name).toBe('Chickpeas & Farro');
    expect(read(heading('by Jo Cook')).recipe.name).toBe('Chickpeas & Farro');
  });

  it('so does such a subheading when the photo\'s alt text names the dish whole, the page title shortening it', () => {
    const photo = (alt: string): string => `<img src="/img/farro.jpg" alt="${alt}">`;
    const heading = (alt: string): string =>
      page(`<article>${photo(alt)}<header><h1>Chickpeas &amp; Farro </h1><h2>with Corn, Cucumbers &amp; Eggs</h2></header>${lists}</article>`);
    expect(read(heading('Chickpeas &amp; Farro with Corn, Cucumbers &amp; Eggs')).recipe.name).toBe('Chickpeas & Farro with Corn, Cucumbers & Eggs');
    expect(read(heading('Chickpeas &amp; Farro')).recipe.name).toBe('Chickpeas & Farro');
  });

  it('a card\'s name inside another element so named, which adds a header before it', () => {
    const card = `<div class="wprm-recipe-container"><h2 class="wprm-recipe-name"><span class="wprm-recipe-header">Let's Make </span><span class="wprm-recipe-name">Lentil Soup</span></h2>
      <ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul>
      <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div>`;
    expect(read(page(`<article><p>Our favourite soup.</p>${card}</article>`)).recipe.name).toBe('Lentil Soup');
  });

  it('the recipe name over the page title', () => {
    const html = page('<h1>Our Best Soups</h1>', ldScript(recipe({ name: 'Lentil Soup' })));
    expect(read(html).recipe.name).toBe('Lentil Soup');
  });

  it.each([
    ['Lentil Soup Recipe - (4.8/5)', 'Lentil Soup'],
    ['Linsensuppe Rezept | Chefkoch', 'Linsensuppe'],
    ['Soupe de lentilles recette – Cuisine', 'Soupe de lentilles'],
  ])('the page\'s one heading over the recipe name %j that decorates it', (name, heading) => {
    expect(read(page(`<h1>${heading}</h1>`, ldScript(recipe({ name })))).recipe.name).toBe(heading);
  });

  it.each([
    ['Lentil Soup | Cook', 'Lentil Soup', 'Lentil Soup'],
    ['Lentil Soup - (4.8/5)', 'Lentil Soup', 'Lentil Soup'],
    ['Lentil Soup - the classic', 'Lentil Soup', 'Lentil Soup - the classic'],
    ['Madpandekager - de klassiske', 'Madpandekager', 'Madpandekager - de klassiske'],
  ])('a recipe name %j with the heading %j is %j: a lower-case word after the dash goes on with the name', (name, heading, kept) => {
    expect(read(page(`<h1>${heading}</h1>`, ldScript(recipe({ name })))).recipe.name).toBe(kept);
  });

  it('entities in a JSON-LD name', () => {
    expect(read(page('', ldScript(recipe({ name: 'Mac &amp; Cheese &#8211; Baked' })))).recipe.name).toBe('Mac & Cheese – Baked');
  });
});

describe('more shapes: step nodes, type spellings, tables, other cards', () => {
  it.each([
    ['HowToStep holding HowToDirection items', recipe({ recipeInstructions: STEPS.map((text, i) => ({ '@type': 'HowToStep', name: `Step ${i + 1}`, itemListElement: [{ '@type': 'HowToDirection', text }] })) })],
    ['a lower-case type', recipe({ '@type': 'recipe' })],
    ['a type with its vocabulary', recipe({ '@type': 'http://schema.org/Recipe' })],
    [
      'tips among the steps',
      recipe({ recipeInstructions: [{ '@type': 'HowToSection', name: '', itemListElement: [...STEPS.map((text) => ({ '@type': 'HowToStep', text })), { '@type': 'HowToTip', text: 'Tip: a squeeze of lemon brightens it.' }] }] }),
    ],
    ['escaped markup in values', recipe({ recipeIngredient: INGREDIENTS.map((line) => `&lt;p&gt;${line}&lt;/p&gt;`), recipeInstructions: STEPS.map((text) => ({ '@type': 'HowToStep', text: `<p>${text}</p>` })) })],
  ])('%s', (_, data) => {
    const { recipe: draft, ingredient_lines } = read(page('<h1>Lentil Soup</h1>', ldScript(data)));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('microdata steps as nested HowToStep items', () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Lentil Soup</h1>
      <ul>${li(INGREDIENTS, ' itemprop="recipeIngredient"')}</ul>
      <ol>${STEPS.map((s) => `<li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">${s}</span></li>`).join('')}</ol></div>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('ingredients in a table of amount and name', () => {
    const rows = [['1 cup', 'red lentils'], ['1', 'onion, chopped'], ['2 tbsp', 'olive oil'], ['4 cups', 'vegetable stock']];
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><table><tbody>${rows.map(([a, n]) => `<tr><td>${a}</td><td>${n}</td></tr>`).join('')}</tbody></table>
      <h2>Method</h2><ol>${li(STEPS)}</ol>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it.each([
    [
      'WPZOOM recipe card',
      `<div class="wp-block-wpzoom-recipe-card-block-recipe-card"><h2 class="recipe-card-title">Lentil Soup</h2>
        <div class="recipe-card-details"><div class="detail-item"><span class="detail-item-label">Servings</span><p class="detail-item-value">4</p></div></div>
        <div class="recipe-card-ingredients"><h3 class="ingredients-title">Ingredients</h3><ul class="ingredients-list">${li(INGREDIENTS, ' class="ingredient-item"')}</ul></div>
        <div class="recipe-card-directions"><h3 class="directions-title">Directions</h3><ul class="directions-list">${li(STEPS, ' class="direction-step"')}</ul></div></div>`,
    ],
    [
      'Yumprint',
      `<div class="blog-yumprint-recipe"><div class="blog-yumprint-recipe-title">Lentil Soup</div>
        <div class="blog-yumprint-serves">Serves 4</div>
        <div class="blog-yumprint-subheader">Ingredients</div><ul class="blog-yumprint-ingredients">${li(INGREDIENTS, ' class="blog-yumprint-ingredient-item"')}</ul>
        <div class="blog-yumprint-subheader">Instructions</div><ol class="blog-yumprint-methods">${li(STEPS, ' class="blog-yumprint-method-item"')}</ol></div>`,
    ],
    [
      'Cooked',
      `<div class="cooked-recipe-info"><span class="cooked-servings"><strong class="cooked-meta-title">Yields</strong> 4 Servings</span></div>
        <div class="cooked-recipe-ingredients">${INGREDIENTS.map((l) => `<div class="cooked-single-ingredient cooked-ingredient">${l}</div>`).join('')}</div>
        <div class="cooked-recipe-directions">${STEPS.map((s, i) => `<div class="cooked-single-direction cooked-direction"><span class="cooked-direction-number">${i + 1}</span><div class="cooked-dir-content"><p>${s}</p></div></div>`).join('')}</div>`,
    ],
  ])('%s', (_, card) => {
    const { recipe: draft, ingredient_lines } = read(page(`<article><h1>Lentil Soup</h1><p>Our favourite soup for cold days.</p>${card}</article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.servings).toBe(4);
  });

  it.each([
    ['<div class="recipe-meta"><span>4 servings</span><span>30 minutes</span></div>', 4],
    ['<h2>Ingredients (serves 6)</h2>', 6],
    ['<p>Makes: 24 cookies</p>', 24],
    ['<p>Servings 3</p>', 3],
  ])('servings from %s → %i', (facts, servings) => {
    const html = page(`<h1>Lentil Soup</h1>${facts}${facts.includes('<h2>Ingredients') ? '' : '<h2>Ingredients</h2>'}<ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).recipe.servings).toBe(servings);
  });
});

describe('plain pages built by site builders and blogs', () => {
  it.each([
    [
      'block editor headings and lists',
      `<h2 class="wp-block-heading">Ingredients</h2><ul class="wp-block-list">${li(INGREDIENTS)}</ul><h2 class="wp-block-heading">Instructions</h2><ol class="wp-block-list">${li(STEPS)}</ol>`,
    ],
    [
      'page-builder widgets wrapping each heading and list',
      `<div class="e-con"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Ingredients</h2></div></div>
        <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><ul>${li(INGREDIENTS)}</ul></div></div>
        <div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Directions</h2></div></div>
        <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><ol>${li(STEPS)}</ol></div></div></div>`,
    ],
    [
      'one blog post body of bold labels and <br> lines',
      `<div class="post-body entry-content"><b>Ingredients:</b><br>${INGREDIENTS.join('<br>\n')}<br><br><b>Method:</b><br>${STEPS.map((s, i) => `${i + 1}. ${s}`).join('<br>\n')}<br><br>Enjoy with crusty bread!</div>`,
    ],
    [
      'a label with a remark on its own line',
      `<p><strong>Ingredients</strong> (serves 4)</p><ul>${li(INGREDIENTS)}</ul><p><strong>Method</strong> (takes 30 minutes)</p><ol>${li(STEPS)}</ol>`,
    ],
    [
      'steps under their own "Step n" sub-headings',
      `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Instructions</h2>${STEPS.map((s, i) => `<h3>Step ${i + 1}</h3><p>${s}</p>`).join('')}<h2>Notes</h2><p>Keeps for 3 days.</p>`,
    ],
    [
      // "<p><div>…</p><p>…</p></div></p>": the stray </p> leaves the first step loose beside the others' paragraphs.
      'a method container whose first step is loose text before its paragraphs',
      `<div class="recipe-ingredients"><ul>${li(INGREDIENTS)}</ul></div><p><div class="recipe-directions"><strong>Fry:</strong> ${STEPS[0]}</p><p>${STEPS[1]}</p><p>${STEPS[2]}</div></p>`,
      [`Fry: ${STEPS[0]}`, ...STEPS.slice(1)],
    ],
    [
      'the method\'s last group in a block of its own, of the tag and class of the block before it',
      `<div class="recipe-item"><h4>Ingredients</h4><ul>${li(INGREDIENTS)}</ul></div><div class="recipe-item"><h4>Directions</h4><ul class="steps">${li(STEPS.slice(0, 2))}</ul></div>
        <div class="recipe-item"><ul class="steps"><li><h4>Finishing steps</h4></li><li>${STEPS[2]}</li></ul></div><div class="recipe-item"><h3>Latest comments</h3></div>`,
    ],
    [
      'a method as a list of groups, each a caption over its own list of steps labelled "Step n"',
      `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Directions</h2><ol class="groups"><li><h3>For the soup:</h3><ol>${STEPS.slice(0, 2)
        .map((s, i) => `<li><span>Step&nbsp;</span><span>${i + 1}</span><span style="display:block"></span>${s}</li>`)
        .join('')}</ol></li><li><h3>To serve:</h3><ol><li><span>Step&nbsp;</span><span>1</span>${STEPS[2]}</li></ol></li></ol>`,
      ['For the soup:', ...STEPS.slice(0, 2), 'To serve:', ...STEPS.slice(2)],
    ],
    [
      'a card without headings whose wrappers are named for both sections, each column for one',
      `<div class="recipe-ingredients-method"><div class="ingredients-method-row"><div class="ingredients-col"><ul>${li(INGREDIENTS)}</ul></div>
        <div class="method-col"><ol>${li(STEPS)}</ol></div></div></div>`,
    ],
    [
      'a card without headings after an overview of its times named for the method',
      `<ul class="method-overview"><li>Prep 10 mins</li><li>Preheat 18 mins</li><li>Total 30 mins</li><li>Easy</li></ul>
        <div class="ingredients"><ul>${li(INGREDIENTS)}</ul></div><div class="method"><ol>${li(STEPS)}</ol></div>`,
    ],
    [
      'list items wrapping paragraphs',
      `<h3>Ingredients</h3><ul>${INGREDIENTS.map((l) => `<li><p>${l}</p></li>`).join('')}</ul><h3>Method</h3><ol>${STEPS.map((s) => `<li><p>${s}</p></li>`).join('')}</ol>`,
    ],
  ])('%s', (_, content, method: string[] = STEPS) => {
    const { recipe: draft, ingredient_lines } = read(page(`<article><h1>Lentil Soup</h1><p>Our favourite soup for cold days.</p>${content}</article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(method);
  });
});

describe('sections around the recipe', () => {
  it.each([
    ['an equipment list under the ingredients', `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h3>Equipment</h3><ul><li>Large pot</li><li>Blender</li><li>Ladle</li></ul><h2>Method</h2><ol>${li(STEPS)}</ol>`],
    ['recipe notes after the method', `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><p><strong>Method</strong></p>${STEPS.map((s) => `<p>${s}</p>`).join('')}<p><strong>Recipe notes</strong></p><p>Keeps for 3 days in the fridge.</p>`],
    ['a notes block after the method, with a label of its own', `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h5>Directions</h5><ol>${li(STEPS)}</ol><div class="notes"><span><b>Option</b>: Add a chopped carrot with the onion.</span></div>`],
    ['serving suggestions after the method', `<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol><h4>Serving suggestions</h4><ul><li>With crusty bread.</li><li>With a green salad.</li></ul>`],
  ])('%s', (_, content) => {
    const { recipe: draft, ingredient_lines } = read(page(`<article><h1>Lentil Soup</h1>${content}</article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });
});

describe('a theme around the recipe: empty template sections, tag clouds, groups under their own headings', () => {
  it('skips an empty template section and a sidebar tag cloud named "Ingredients", and reads every "Ingredients for …" group', () => {
    const body = `<div class="post"><h1>Lentil Soup</h1><div class="entry">
        <h3>Ingredients for the soup</h3><ul>${li(INGREDIENTS.slice(0, 2))}</ul>
        <h3>Ingredients for the topping</h3><ul>${li(INGREDIENTS.slice(2))}</ul>
        <h3>Method for the soup</h3><p>${STEPS[0]}</p><p>${STEPS[1]}</p>
        <h3>Method for the topping</h3><p>${STEPS[2]}</p>
        <h3>Ingredients</h3><ul><li></li></ul><h3>Method</h3><h4>Step 1</h4><p></p>
        <div class="tags">Tags: <a href="/t/soup">Soup</a><div class="share"><a href="/pin">Pin It</a></div></div>
      </div><div class="related"><p>12 people rated this recipe</p><ul><li>Bean stew (with a view)</li><li>Pea soup (quick)</li></ul></div></div>
      <aside><div class="widget"><h2>Ingredients</h2><div class="cloud"><a href="/i/beans">Beans</a> <a href="/i/rice">Rice</a></div></div>
      <div class="widget"><h2>Recent comments</h2><ul><li>Ann on <a href="/x">Pilau</a></li><li>Bo on <a href="/y">Halwa</a></li></ul></div></aside>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('a section whose heading names its first group goes on under headings naming the next ("Ingredients topping"); the tools end it', () => {
    const body = `<h1>Lentil Bars</h1><h2>Ingredients 9-12 bars</h2><ul>${li(INGREDIENTS.slice(0, 2))}</ul>
      <h2>Ingredients topping</h2><ul>${li(INGREDIENTS.slice(2))}</ul><h2>Equipment</h2><ul><li>Baking tin 20x20 cm</li></ul>
      <h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('under a heading naming the section alone, a heading naming it again with other words is no group of it ("Ingredient notes")', () => {
    const body = `<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>
      <h2>Ingredient swaps</h2><ul><li>Use green lentils for a firmer soup</li><li>Use butter for the oil</li></ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('reads on past groups named before the section ("Topping Ingredients:", "Soup Method:"), and takes no such name for a step', () => {
    const body = `<h1>Lentil Soup</h1><p>Ingredients:</p><ul>${li(INGREDIENTS.slice(0, 2))}</ul>
      <p><b>Topping Ingredients:</b></p><ul>${li(INGREDIENTS.slice(2))}</ul>
      <p>Instructions:</p><p><b>Soup Method:</b></p><ol>${li(STEPS.slice(0, 2))}</ol>
      <p><b>Topping Method:</b></p><ol>${li(STEPS.slice(2))}</ol>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('reads on past a phase of the method whose steps are labelled under it, and stops at the next section', () => {
    const body = `<h1>Lentil Soup</h1><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul>
      <h3>Method</h3><h4>Step 1</h4><p>${STEPS[0]}</p><h4>Step 2</h4><p>${STEPS[1]}</p>
      <h3>Finishing the soup</h3><h4>Step 1</h4><p>${STEPS[2]}</p>
      <h3>More soups</h3><p>Try our pea soup with mint.</p>`;
    const { recipe: draft } = read(page(body));
    expect(steps(draft)).toEqual(STEPS);
  });

  const paragraphs = STEPS.map((s) => `<p>${s}</p>`).join('');
  it.each([
    ['right after it', `<h3>Recipe: Lentil Soup</h3><ul>${li(INGREDIENTS)}</ul>${paragraphs}<h3>Variation</h3><p>Add a chilli.</p>`],
    ['in a wrapper of their own after the list\'s', `<div class="mb-10"><ul>${li(INGREDIENTS)}</ul></div><div class="entry-text">${paragraphs}</div><p>Copyright 2014, Lentil Books</p>`],
  ])('reads the paragraphs after a headingless list of amounts as the method: %s', (_, recipe) => {
    const body = `<h1>Lentil Soup</h1><p><img src="/img/soup.jpg" alt="soup" width="500" height="400"></p><p>We make this every winter.</p>${recipe}`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('reads the paragraphs after the lists under a bare "Ingredients" line as the method when few lines have amounts, past a photo between steps', () => {
    const lines = ['A bunch of kale', 'Garlic', 'Your favourite chilli oil', '1 lemon'];
    const body = `<h1>Kale Salad</h1><p>Our go-to green salad.</p><p>Ingredients</p><ul>${li(lines.slice(0, 3))}</ul>
      <p><span>Optional</span><br></p><ul>${li(lines.slice(3))}</ul>
      <p>${STEPS[0]}</p><div><img src="/img/step.jpg" alt="step" width="480" height="480"></div>${STEPS.slice(1).map((s) => `<p>${s}</p>`).join('')}`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(lines);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('reads each line between the photos of a paragraph after the amounts as a step, without the bold lines naming or closing the method', () => {
    const photo = (name: string): string => `<picture><img src="/img/${name}.jpg" alt="soup" width="680" height="450"></picture>`;
    const body = `<h1>Lentil Soup</h1><p>Our winter soup.</p><ul>${li(INGREDIENTS)}</ul>
      <p><strong>Bereiding:<br></strong>${STEPS[0]}<br>${photo('a')}<br>${STEPS[1]}<br>${photo('b')}<br>${STEPS[2]}</p>
      <p><strong>Smakelijk!</strong><br>${photo('c')}</p>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('leaves out a blog engine\'s unrendered shortcodes around the recipe', () => {
    const body = `<h1>Lentil Soup</h1><p>[print_this]</p><p>INGREDIENTS:</p><ul>${li(INGREDIENTS)}</ul><p>DIRECTIONS:</p><ol>${li(STEPS)}</ol><p>[/print_this]</p>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });

  it('keeps a linked product among other lines', () => {
    const body = `<h1>Glazed Donuts</h1><h2>Ingredients</h2><div><div>Boiling water</div><div><a href="/p/glaze">Donut glaze powder</a></div></div><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).ingredient_lines).toEqual(['Boiling water', 'Donut glaze powder']);
  });

  it('reads the lists of an accordion whose panels sit inside its tablist, each heading a tab opening its panel', () => {
    const panel = (name: string, id: string, content: string): string => `<div class="panel"><div class="panel-heading" role="tab">
      <a href="#${id}" role="button" data-toggle="collapse"><h4>${name}</h4></a></div><div class="collapse in" id="${id}" role="tabpanel">${content}</div></div>`;
    const body = `<h1>Lentil Soup</h1><div class="panel-group" role="tablist">${panel('Ingredients', 'ing', `<ul>${li(INGREDIENTS)}</ul>`)}
      ${panel('Instructions', 'ins', STEPS.join('<br><br>'))}</div>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });
});

describe('older vocabularies', () => {
  it('data-vocabulary.org microdata with ingredients as items of amount and name', () => {
    const parts = [['1 cup', 'red lentils'], ['1', 'onion, chopped'], ['2 tbsp', 'olive oil'], ['4 cups', 'vegetable stock']];
    const body = `<div itemscope itemtype="http://data-vocabulary.org/Recipe"><h1 itemprop="name">Lentil Soup</h1><img itemprop="photo" src="/img/soup.jpg" alt="">
      <span itemprop="yield">Serves 4</span><ul>${parts.map(([a, n]) => `<li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient"><span itemprop="amount">${a}</span> <span itemprop="name">${n}</span></li>`).join('')}</ul>
      <div itemprop="instructions"><ol>${li(STEPS)}</ol></div></div>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(draft.name).toBe('Lentil Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.servings).toBe(4);
    expect(draft.image_url).toBe('https://cook.example/img/soup.jpg');
  });
});

describe('pages in other languages, with no structured data', () => {
  interface Shape {
    title: string;
    /** Fact lines before the ingredients. */
    facts: string;
    ingredientsHeading: string;
    ingredients: string[];
    stepsHeading: string;
    steps: string[];
    /** A section after the steps that is not one of them. */
    after: string;
    expected: { servings: number; prep_time?: string; cook_time?: string; total_time?: string };
  }
  const shapes: [string, Shape][] = [
    ['German', {
      title: 'Linsensuppe', facts: '<p>Zubereitungszeit: 20 Min.</p><p>Kochzeit: 40 Minuten</p>',
      ingredientsHeading: '<h2>Zutaten für 4 Personen</h2>', ingredients: ['200 g rote Linsen', '1 Zwiebel, gehackt', '2 EL Olivenöl', '1 l Gemüsebrühe'],
      stepsHeading: '<h2>Zubereitung</h2>', steps: ['Die Zwiebel im Öl glasig dünsten.', 'Linsen und Brühe zugeben.', 'Zugedeckt 20 Minuten köcheln lassen.'],
      after: '<h3>Tipps</h3><ul><li>Mit Joghurt servieren.</li><li>Hält sich 3 Tage.</li></ul>',
      expected: { servings: 4, prep_time: '20 mins', cook_time: '40 mins', total_time: '1 hr' },
    }],
    ['French', {
      title: 'Soupe de lentilles', facts: '<p>Pour 6 personnes</p><p>Temps de préparation : 15 min</p><p>Temps de cuisson : 1 heure 10</p>',
      ingredientsHeading: '<h2>Ingrédients</h2>', ingredients: ['250 g de lentilles corail', '1 oignon émincé', "2 c. à soupe d'huile d'olive", '1 l de bouillon'],
      stepsHeading: '<h2>Préparation</h2>', steps: ["Faire revenir l'oignon dans l'huile.", 'Ajouter les lentilles et le bouillon.', 'Laisser mijoter 20 minutes.'],
      after: '<h3>Astuces</h3><ul><li>Servir avec du pain.</li><li>Se congèle bien.</li></ul>',
      expected: { servings: 6, prep_time: '15 mins', cook_time: '1 hr 10 mins', total_time: '1 hr 25 mins' },
    }],
    ['Spanish', {
      title: 'Sopa de lentejas', facts: '<p>Tiempo de cocción: 1 hora</p>',
      ingredientsHeading: '<h2>Ingredientes para 4 personas</h2>', ingredients: ['250 g de lentejas', '1 cebolla picada', '2 cucharadas de aceite de oliva', '1 l de caldo de verduras'],
      stepsHeading: '<h3>Elaboración</h3>', steps: ['Sofreír la cebolla en el aceite.', 'Añadir las lentejas y el caldo.', 'Cocer a fuego lento 40 minutos.'],
      after: '<h3>Consejos</h3><p>Se conserva tres días en la nevera.</p>',
      expected: { servings: 4, cook_time: '1 hr' },
    }],
    ['Italian', {
      title: 'Zuppa di lenticchie', facts: '<ul><li>Preparazione: 10 minuti</li><li>Cottura: 30 minuti</li><li>Dosi per 4 persone</li></ul>',
      ingredientsHeading: '<h2>Ingredienti</h2>', ingredients: ['250 g di lenticchie rosse', '1 cipolla tritata', "2 cucchiai di olio d'oliva", '1 l di brodo vegetale'],
      stepsHeading: '<h2>Procedimento</h2>', steps: ["Soffriggere la cipolla nell'olio.", 'Aggiungere le lenticchie e il brodo.', 'Cuocere a fuoco basso per 30 minuti.'],
      after: '<h2>Conservazione</h2><p>Si conserva in frigorifero per due giorni.</p>',
      expected: { servings: 4, prep_time: '10 mins', cook_time: '30 mins' },
    }],
    ['Dutch', {
      title: 'Linzensoep', facts: '<p>Voor 4 personen</p><p>Bereidingstijd: 25 minuten</p><p>Oventijd: 1 uur</p>',
      ingredientsHeading: '<h2>Ingrediënten</h2>', ingredients: ['250 g rode linzen', '1 ui, gesnipperd', '2 el olijfolie', '1 l groentebouillon'],
      stepsHeading: '<h2>Bereiding</h2>', steps: ['Fruit de ui in de olie.', 'Voeg de linzen en de bouillon toe.', 'Laat 20 minuten zachtjes koken.'],
      after: '<h2>Voedingswaarde</h2><ul><li>Energie: 250 kcal</li><li>Eiwit: 15 g</li></ul>',
      expected: { servings: 4, prep_time: '25 mins', cook_time: '1 hr' },
    }],
    ['Portuguese', {
      title: 'Sopa de lentilhas', facts: '<p>Tempo de preparo: 40 minutos</p><p>Rendimento: 6 porções</p>',
      ingredientsHeading: '<h2>Ingredientes</h2>', ingredients: ['250 g de lentilhas', '1 cebola picada', '2 colheres de sopa de azeite', '1 l de caldo de legumes'],
      stepsHeading: '<h2>Modo de preparo</h2>', steps: ['Refogue a cebola no azeite.', 'Junte as lentilhas e o caldo.', 'Cozinhe por 30 minutos em fogo baixo.'],
      after: '<h2>Dicas</h2><p>Sirva com pão.</p>',
      expected: { servings: 6, prep_time: '40 mins' },
    }],
    ['Portuguese of Portugal', {
      title: 'Sopa de lentilhas', facts: '<p>Tempo total: 45 minutos</p><p>Doses: 4 pessoas</p>',
      ingredientsHeading: '<h2>Ingredientes</h2>', ingredients: ['250 g de lentilhas', '1 cebola picada', '2 colheres de sopa de azeite', '1 l de caldo de legumes'],
      stepsHeading: '<h2>Preparação</h2>', steps: ['Refogue a cebola no azeite.', 'Junte as lentilhas e o caldo.', 'Coza durante 30 minutos em lume brando.'],
      after: '<h2>Dicas</h2><p>Sirva com pão.</p>',
      expected: { servings: 4, total_time: '45 mins' },
    }],
    ['Swedish', {
      title: 'Linssoppa', facts: '<div class="meta"><span>4 portioner</span></div><p>Tillagningstid: 45 minuter</p>',
      ingredientsHeading: '<h2>Ingredienser</h2>', ingredients: ['2 dl röda linser', '1 gul lök, hackad', '2 msk olivolja', '1 l grönsaksbuljong'],
      stepsHeading: '<h2>Gör så här</h2>', steps: ['Fräs löken i oljan.', 'Tillsätt linser och buljong.', 'Låt sjuda i 20 minuter.'],
      after: '<h2>Näringsvärde</h2><ul><li>Energi: 250 kcal</li><li>Protein: 15 g</li></ul>',
      expected: { servings: 4, cook_time: '45 mins' },
    }],
    ['Danish', {
      title: 'Linsesuppe', facts: '<p>Arbejdstid: 20 min.</p><p>Samlet tid: 1 time</p><p>Antal personer: 4</p>',
      ingredientsHeading: '<h2>Ingredienser</h2>', ingredients: ['250 g røde linser', '1 løg, hakket', '2 spsk olivenolie', '1 l grøntsagsbouillon'],
      stepsHeading: '<h2>Fremgangsmåde</h2>', steps: ['Svits løget i olien.', 'Tilsæt linser og bouillon.', 'Lad suppen simre i 20 minutter.'],
      after: '<h2>Opbevaring</h2><p>Holder sig 3 dage i køleskabet.</p>',
      expected: { servings: 4, prep_time: '20 mins', total_time: '1 hr' },
    }],
    ['Norwegian', {
      title: 'Linsesuppe med ingefær', facts: '<p>Tid: 1 time 15 minutter</p><p>Porsjoner: 4</p>',
      ingredientsHeading: '<h3>Du trenger</h3>', ingredients: ['250 g røde linser', '1 løk, hakket', '2 ss olivenolje', '1 l grønnsaksbuljong'],
      stepsHeading: '<h3>Slik gjør du</h3>', steps: ['Fres løken i oljen.', 'Tilsett linser og buljong.', 'La suppen småkoke i 20 minutter.'],
      after: '<h3>Næringsinnhold</h3><ul><li>Energi: 250 kcal</li><li>Protein: 15 g</li></ul>',
      expected: { servings: 4, total_time: '1 hr 15 mins' },
    }],
    ['Polish', {
      title: 'Zupa z soczewicy', facts: '<p>Czas przygotowania: 1 godz. 30 min</p><p>4 porcje</p>',
      ingredientsHeading: '<h2>Składniki</h2>', ingredients: ['250 g czerwonej soczewicy', '1 cebula, posiekana', '2 łyżki oliwy', '1 l bulionu warzywnego'],
      stepsHeading: '<h2>Sposób przygotowania</h2>', steps: ['Zeszklij cebulę na oliwie.', 'Dodaj soczewicę i bulion.', 'Gotuj na małym ogniu 20 minut.'],
      after: '<h2>Wartości odżywcze</h2><ul><li>Energia: 250 kcal</li><li>Białko: 15 g</li></ul>',
      expected: { servings: 4, prep_time: '1 hr 30 mins' },
    }],
    ['Czech', {
      title: 'Čočková polévka', facts: '<p>Doba přípravy: 15 minut</p><p>Doba vaření: 1 hodina</p><p>Pro 4 osoby</p>',
      ingredientsHeading: '<h2>Suroviny</h2>', ingredients: ['250 g červené čočky', '1 cibule', '2 lžíce olivového oleje', '1 l zeleninového vývaru'],
      stepsHeading: '<h2>Postup přípravy</h2>', steps: ['Cibuli osmahněte na oleji.', 'Přidejte čočku a vývar.', 'Vařte 20 minut.'],
      after: '<h2>Tipy</h2><p>Podávejte s chlebem.</p>',
      expected: { servings: 4, prep_time: '15 mins', cook_time: '1 hr' },
    }],
    ['Finnish', {
      title: 'Linssikeitto', facts: '<p>Valmisteluaika: 10 minuuttia</p><p>Kypsennysaika: 1 tunti</p><p>4 annosta</p>',
      ingredientsHeading: '<h2>Ainekset</h2>', ingredients: ['250 g punaisia linssejä', '1 sipuli', '2 rkl oliiviöljyä', '1 l kasvislientä'],
      stepsHeading: '<h2>Valmistusohje</h2>', steps: ['Kuullota sipuli öljyssä.', 'Lisää linssit ja liemi.', 'Keitä 20 minuuttia.'],
      after: '<h2>Vinkit</h2><p>Tarjoile leivän kanssa.</p>',
      expected: { servings: 4, prep_time: '10 mins', cook_time: '1 hr' },
    }],
    ['Hungarian', {
      title: 'Lencseleves', facts: '<p>Előkészítési idő: 15 perc</p><p>Főzési idő: 1 óra 10 perc</p><p>4 személyre</p>',
      ingredientsHeading: '<h2>Hozzávalók</h2>', ingredients: ['25 dkg vörös lencse', '1 fej hagyma', '2 evőkanál olívaolaj', '1 l zöldségalaplé'],
      stepsHeading: '<h2>Elkészítés</h2>', steps: ['A hagymát az olajon megdinszteljük.', 'Hozzáadjuk a lencsét és az alaplevet.', '20 percig főzzük.'],
      after: '<h2>Tippek</h2><p>Kenyérrel tálaljuk.</p>',
      expected: { servings: 4, prep_time: '15 mins', cook_time: '1 hr 10 mins' },
    }],
    ['Turkish', {
      title: 'Mercimek Çorbası', facts: '<p>Hazırlama süresi: 10 dakika</p><p>Pişirme süresi: 30 dk</p><p>4 kişilik</p>',
      ingredientsHeading: '<h2>Malzemeler</h2>', ingredients: ['1 su bardağı kırmızı mercimek', '1 adet soğan', '2 yemek kaşığı zeytinyağı', '6 su bardağı sebze suyu'],
      stepsHeading: '<h2>Hazırlanışı</h2>', steps: ['Soğanı zeytinyağında kavurun.', 'Mercimeği ve suyu ekleyin.', '30 dakika pişirin.'],
      after: '<h2>Püf noktaları</h2><p>Limonla servis edin.</p>',
      expected: { servings: 4, prep_time: '10 mins', cook_time: '30 mins' },
    }],
    ['Turkish in capitals ("I" for "ı", "İ" for "i"), labels over their values', {
      title: 'Mercimek Çorbası', facts: '<div><h3>HAZIRLAMA SÜRESİ</h3><span>10 dakika</span></div><div><h3>PİŞİRME SÜRESİ</h3><span>30 dakika</span></div><div><h3>KAÇ KİŞİLİK</h3><span>4 kişilik</span></div>',
      ingredientsHeading: '<h2>MALZEMELER</h2>', ingredients: ['1 su bardağı kırmızı mercimek', '1 adet soğan', '2 yemek kaşığı zeytinyağı', '6 su bardağı sebze suyu'],
      stepsHeading: '<h2>HAZIRLANIŞI</h2>', steps: ['Soğanı zeytinyağında kavurun.', 'Mercimeği ve suyu ekleyin.', '30 dakika pişirin.'],
      after: '<h2>PÜF NOKTALARI</h2><p>Limonla servis edin.</p>',
      expected: { servings: 4, prep_time: '10 mins', cook_time: '30 mins' },
    }],
    ['Japanese, the yield in the ingredients heading', {
      title: 'レンズ豆のスープ', facts: '<p>調理時間：30分</p>',
      ingredientsHeading: '<h2>材料（4人分）</h2>', ingredients: ['レンズ豆 200g', '玉ねぎ 1個', 'オリーブオイル 大さじ2', 'スープ 1L'],
      stepsHeading: '<h2>作り方</h2>', steps: ['玉ねぎを炒める。', 'レンズ豆とスープを加える。', '30分煮る。'],
      after: '<h2>ポイント</h2><p>レモンを添えて。</p>',
      expected: { servings: 4, cook_time: '30 mins' },
    }],
    ['Indonesian', {
      title: 'Sup Kacang Merah', facts: '<p>Waktu persiapan: 10 menit</p><p>Untuk 4 orang</p>',
      ingredientsHeading: '<h2>Bahan-bahan</h2>', ingredients: ['200 g kacang merah', '1 buah bawang bombay', '2 sdm minyak zaitun', '1 liter kaldu'],
      stepsHeading: '<h2>Cara membuat</h2>', steps: ['Tumis bawang bombay.', 'Masukkan kacang dan kaldu.', 'Masak 30 menit.'],
      after: '<h2>Catatan</h2><p>Sajikan hangat.</p>',
      expected: { servings: 4, prep_time: '10 mins' },
    }],
    ['Russian', {
      title: 'Чечевичный суп', facts: '<p>Время приготовления: 1 час</p><p>На 6 персон</p>',
      ingredientsHeading: '<h2>Ингредиенты</h2>', ingredients: ['200 г чечевицы', '1 луковица', '2 ст. л. оливкового масла', '1 л бульона'],
      stepsHeading: '<h2>Приготовление</h2>', steps: ['Обжарить лук.', 'Добавить чечевицу и бульон.', 'Варить 30 минут.'],
      after: '<h2>Советы</h2><p>Подавать с лимоном.</p>',
      expected: { servings: 6, total_time: '1 hr' },
    }],
    ['Romanian', {
      title: 'Supă de linte', facts: '<p>Timp de preparare: 15 minute</p><p>Timp de gătire: 1 oră</p><p>Porții: 4</p>',
      ingredientsHeading: '<h2>Ingrediente</h2>', ingredients: ['250 g linte roșie', '1 ceapă', '2 linguri ulei de măsline', '1 l supă de legume'],
      stepsHeading: '<h2>Mod de preparare</h2>', steps: ['Se călește ceapa în ulei.', 'Se adaugă lintea și supa.', 'Se fierbe 20 de minute.'],
      after: '<h2>Sfaturi</h2><p>Se servește cu pâine.</p>',
      expected: { servings: 4, prep_time: '15 mins', cook_time: '1 hr' },
    }],
    ['Greek', {
      title: 'Φακές σούπα', facts: '<p>Χρόνος προετοιμασίας: 15 λεπτά</p><p>Χρόνος μαγειρέματος: 1 ώρα</p><p>Μερίδες: 4</p>',
      ingredientsHeading: '<h2>Υλικά</h2>', ingredients: ['250 γρ. φακές', '1 κρεμμύδι', '2 κ.σ. ελαιόλαδο', '1 λίτρο ζωμός λαχανικών'],
      stepsHeading: '<h2>Εκτέλεση</h2>', steps: ['Σοτάρουμε το κρεμμύδι στο λάδι.', 'Προσθέτουμε τις φακές και τον ζωμό.', 'Βράζουμε για 20 λεπτά.'],
      after: '<h2>Συμβουλές</h2><p>Σερβίρουμε με ψωμί.</p>',
      expected: { servings: 4, prep_time: '15 mins', cook_time: '1 hr' },
    }],
  ];

  it.each(shapes)('%s headings, lists and fact lines', (_, shape) => {
    const body = `<article><h1>${shape.title}</h1>${shape.facts}${shape.ingredientsHeading}<ul>${li(shape.ingredients)}</ul>
      ${shape.stepsHeading}<ol>${li(shape.steps)}</ol>${shape.after}</article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(draft.name).toBe(shape.title);
    expect(ingredient_lines).toEqual(shape.ingredients);
    expect(steps(draft)).toEqual(shape.steps);
    expect(draft).toMatchObject(shape.expected);
  });

  it.each([
    ['German bold labels with the method as paragraphs', '<p><strong>Zutaten:</strong></p>', '<p><strong>Zubereitung:</strong></p>', '<p><strong>Nährwerte</strong></p>'],
    ['French headings in capitals, "Étapes" and "Ustensiles" between', '<h3>INGRÉDIENTS</h3>', '<h3>Ustensiles</h3><ul><li>Une casserole</li><li>Un mixeur</li></ul><h3>ÉTAPES</h3>', '<h3>Valeurs nutritionnelles</h3>'],
    ['Spanish "Modo de preparación"', '<h2>Ingredientes</h2>', '<h2>Modo de preparación</h2>', '<h2>Notas</h2>'],
    ['Italian "Istruzioni" with "Attrezzatura" between', '<h2>Ingredienti</h2>', '<h3>Attrezzatura</h3><ul><li>Pentola</li><li>Frullatore</li></ul><h2>Istruzioni</h2>', '<h2>Consigli</h2>'],
    ['Swedish "Instruktioner" and "Redskap"', '<h2>Ingredienser</h2>', '<h3>Redskap</h3><ul><li>Kastrull</li><li>Stavmixer</li></ul><h2>Instruktioner</h2>', '<h2>Tips</h2>'],
  ])('%s', (_, ingredientsHeading, stepsHeading, after) => {
    const ingredients = ['250 g Linsen', '1 Zwiebel', '1 l Brühe'];
    const method = ['Zwiebel andünsten.', 'Linsen und Brühe zugeben.', 'Zwanzig Minuten köcheln.'];
    const stepsBody = stepsHeading.startsWith('<p>') ? method.map((s) => `<p>${s}</p>`).join('') : `<ol>${li(method)}</ol>`;
    const body = `<article><h1>Linsensuppe</h1>${ingredientsHeading}<ul>${li(ingredients)}</ul>${stepsHeading}${stepsBody}${after}<p>Nicht zu scharf würzen.</p></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(ingredients);
    expect(steps(draft)).toEqual(method);
  });

  it('Italian "Come fare …" naming the dish heads a method written as paragraphs', () => {
    const method = ["Soffriggere la cipolla nell'olio.", 'Aggiungere le lenticchie e il brodo.', 'Cuocere a fuoco basso per 30 minuti.'];
    const body = `<article><h1>Zuppa di lenticchie</h1><h2>Ingredienti</h2><ul>${li(INGREDIENTS)}</ul>
      <h2>Come fare la zuppa di lenticchie</h2>${method.map((s) => `<p>${s}</p>`).join('')}<h2>Consigli</h2><p>Si conserva tre giorni.</p></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(method);
  });
});

describe('a fact line holding a section\'s name heads no section', () => {
  it.each([
    ['English', '<p>Preparation time: 15 min</p>', '<h2>How to make the soup</h2>'],
    ['French', '<p>Préparation : 15 min</p>', '<h2>Étapes de la recette</h2>'],
    ['Spanish', '<p>Preparación: 15 minutos</p>', '<h2>Cómo se hace: pasos</h2>'],
    ['label and value in elements of their own', '<div class="facts"><div><span>Preparation</span><span>15 min</span></div><div><span>Level</span><span>Easy</span></div></div>', '<h2>Method</h2>'],
    ['label wrapped with its icon, the value beside the wrapper', '<div class="info"><div class="box"><img src="/i/prep.svg" alt=""><label>Preparation</label></div><span>15 min</span></div>', '<h2>Method</h2>'],
  ])('%s', (_, fact, stepsHeading) => {
    const body = `<article><h1>Lentil Soup</h1>${fact}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>${stepsHeading}<ol>${li(STEPS)}</ol></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft.prep_time).toBe('15 mins');
  });
});

describe('a recipe card in another language', () => {
  it('leaves out an ingredient group of tools named "Utensilien", and reads the card\'s times', () => {
    const card = `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Linsensuppe</h2>
      <span class="wprm-recipe-prep_time-container"><span class="wprm-recipe-prep_time">15 Minuten</span></span>
      <span class="wprm-recipe-cook_time-container"><span class="wprm-recipe-cook_time">1 Stunde</span></span>
      <div class="wprm-recipe-ingredient-group"><ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul></div>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Utensilien</h4><ul><li class="wprm-recipe-ingredient">Stabmixer</li></ul></div>
      <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div></div>`;
    const { recipe: draft, ingredient_lines } = read(page(`<article><h1>Linsensuppe</h1>${card}</article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft).toMatchObject({ prep_time: '15 mins', cook_time: '1 hr' });
  });

  it('reads a time whose number and unit stand in elements of their own, with no container around the field', () => {
    const time = (field: string, label: string, hours: string, mins: string) =>
      `<dt>${label}</dt><dd><span class="wprm-recipe-details wprm-recipe-${field}">${hours}</span> <span class="wprm-recipe-details-unit">hour</span> <span class="wprm-recipe-details wprm-recipe-${field}">${mins}</span> <span class="wprm-recipe-details-unit">minutes</span></dd>`;
    const card = `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Lentil Soup</h2>
      <dl>${time('prep_time', 'Prep Time', '0', '15')}${time('cook_time', 'Cook Time', '1', '30')}</dl>
      <ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul>
      <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div></div>`;
    const { recipe: draft } = read(page(`<article><h1>Lentil Soup</h1>${card}</article>`));
    expect(draft).toMatchObject({ prep_time: '15 mins', cook_time: '1 hr 30 mins' });
    // A bare number beside its label alone counts minutes.
    const tasty = `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Lentil Soup</h2>
      <span class="prep-time"><span class="tasty-recipes-label">Prep:</span> <span class="tasty-recipes-prep-time">5</span></span>
      <div class="tasty-recipes-ingredients"><ul>${li(INGREDIENTS)}</ul></div><div class="tasty-recipes-instructions"><ol>${li(STEPS)}</ol></div></div>`;
    expect(read(page(`<article><h1>Lentil Soup</h1>${tasty}</article>`)).recipe.prep_time).toBe('5 mins');
  });

  it('reads a time past the hour whose parts each carry a word for screen readers as one time', () => {
    const part = (n: string, spoken: string, shown: string) =>
      `<span class="wprm-recipe-details wprm-recipe-total_time">${n}<span class="screen-reader-text"> ${spoken}</span></span> <span class="wprm-recipe-details-unit" aria-hidden="true">${shown}</span>`;
    const card = `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Lentil Soup</h2>
      <div class="wprm-recipe-time-container"><span class="wprm-recipe-details-label">Total Time:</span> <span class="wprm-recipe-time">${part('2', 'hours', 'hrs')} ${part('15', 'minutes', 'mins')}</span></div>
      <ul>${INGREDIENTS.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul>
      <ul>${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div></div>`;
    expect(read(page(`<article><h1>Lentil Soup</h1>${card}</article>`)).recipe.total_time).toBe('2 hrs 15 mins');
  });
});

describe('containers named in other languages, with no headings', () => {
  it.each([
    ['German', 'rezept-zutaten', 'rezept-zubereitung'],
    ['Spanish', 'receta-ingredientes', 'receta-preparacion'],
    ['Italian', 'ricetta_ingredienti', 'ricetta_procedimento'],
    ['Polish', 'przepis-skladniki', 'przepis-przygotowanie'],
    ['CSS modules: component, part and hash joined by "_"', 'Ingredients_ingredients__hk2Pb', 'ContentRecipe_instructions__yZRS_'],
  ])('%s', (_, ingredientsClass, stepsClass) => {
    const body = `<article><h1>Lentil Soup</h1><div class="${ingredientsClass}"><ul>${li(INGREDIENTS)}</ul></div><div class="${stepsClass}"><ul>${li(STEPS)}</ul></div></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });
});

describe('steps numbered in other languages', () => {
  const method = ['Die Zwiebel im Öl glasig dünsten.', 'Linsen und Brühe zugeben.', 'Zugedeckt 20 Minuten köcheln lassen.'];
  it.each([
    ['"Schritt n" paragraphs with no heading', `<h2>Zutaten</h2><ul>${li(INGREDIENTS)}</ul>${method.map((s, i) => `<p>Schritt ${i + 1}: ${s}</p>`).join('')}`],
    ['"Étape n" sub-headings under the method', `<h2>Ingrédients</h2><ul>${li(INGREDIENTS)}</ul><h2>Préparation</h2>${method.map((s, i) => `<h3>Étape ${i + 1}</h3><p>${s}</p>`).join('')}`],
  ])('%s', (_, content) => {
    const { recipe: draft, ingredient_lines } = read(page(`<article><h1>Linsensuppe</h1>${content}</article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(method);
  });

  it('a step number set in an element touching the step\'s first word ("Step 1Fry") is no step text', () => {
    const data = recipe({ recipeInstructions: STEPS.map((text, i) => ({ '@type': 'HowToStep', text: `<strong>Step ${i + 1}</strong>${text}` })) });
    expect(steps(read(page('<h1>Lentil Soup</h1>', ldScript(data))).recipe)).toEqual(STEPS);
  });

  it('HowToStep names that only number the step ("Paso 1") are no titles', () => {
    const data = recipe({ recipeInstructions: STEPS.map((text, i) => ({ '@type': 'HowToStep', name: `Paso ${i + 1}`, text })) });
    expect(steps(read(page('<h1>Lentil Soup</h1>', ldScript(data))).recipe)).toEqual(STEPS);
  });
});

describe('facts in other languages', () => {
  const body = (facts: string): string =>
    `<h1>Lentil Soup</h1>${facts}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
  it.each([
    ['<p>Arbeitszeit ca. 1 Std. 30 Min.</p>', 'prep_time', '1 hr 30 mins'],
    ['<p>Koch-/Backzeit: 45 Min.</p>', 'cook_time', '45 mins'],
    ['<p>Gesamtzeit: 2 Stunden</p>', 'total_time', '2 hrs'],
    ['<p>Tid i alt: 40 min.</p>', 'total_time', '40 mins'],
    ['<p><b>Tidsmængde</b>:2 timer <b>Mængde</b>: 8 pers.</p>', 'total_time', '2 hrs'],
    ['<p><a href="/time/short">Time required: 10-20 minutes</a></p>', 'total_time', '20 mins'],
    ['<p>Zeit: 50 Min.</p>', 'total_time', '50 mins'],
    ['<p>Temps total : 1 h 10</p>', 'total_time', '1 hr 10 mins'],
    ['<p>Cuisson : 25 mn</p>', 'cook_time', '25 mins'],
    ['<div class="tag">Mise en place et préparation: env. 40 min</div>', 'prep_time', '40 mins'],
    ['<p>Tiempo de preparación: 15 minutos</p>', 'prep_time', '15 mins'],
    ['<ul><li><span>Elaboración</span> <span>45 <abbr title="minutos">m</abbr></span></li><li><span>Reposo</span> <span>1 h</span></li></ul>', 'prep_time', '45 mins'],
    ['<p>Tempo di cottura: 30 minuti</p>', 'cook_time', '30 mins'],
    ['<p>Tempo totale: 1 ora e 20 minuti</p>', 'total_time', '1 hr 20 mins'],
    ['<p>Kooktijd: 1 uur</p>', 'cook_time', '1 hr'],
    ['<p><span>30 min. bereiden</span></p>', 'prep_time', '30 mins'],
    ['<p>Tempo de cozimento: 2 horas</p>', 'cook_time', '2 hrs'],
    ['<p>Total tid: 1 timme</p>', 'total_time', '1 hr'],
    ['<p>Tilberedningstid: 2 timer</p>', 'cook_time', '2 hrs'],
    ['<p>Czas pieczenia: 50 minut</p>', 'cook_time', '50 mins'],
    ['<div><span>Zubereitungszeit</span></div><div><span>35 Min.</span></div>', 'prep_time', '35 mins'],
    ['<table><tr><th>Tempo di preparazione</th><td>20 min</td></tr></table>', 'prep_time', '20 mins'],
  ])('%s → %s %s', (facts, field, shown) => {
    expect(read(page(body(facts))).recipe).toMatchObject({ [field]: shown });
  });

  it('a label whose words hold another fact\'s name ("Całkowity czas przygotowania", total preparation time) states one fact, hedged value and all', () => {
    const facts = '<table><tr><td><p>Całkowity czas przygotowania:</p></td><td><p>ok. 30 minut</p></td></tr></table>';
    expect(read(page(body(facts))).recipe).toMatchObject({ total_time: '30 mins', prep_time: null });
  });

  it.each([
    ['<p>Für 4 Personen</p>', 4],
    ['<p>Antal 10 stk.</p>', 10],
    ['<p>Antal kommentarer: 3</p><p>Antal 10 stk.</p>', 10],
    ['<p>4 Portionen</p>', 4],
    ['<p>Portionen: 3</p>', 3],
    ['<p>Das Rezept ergibt etwa 12 Stück.</p>', 12],
    ['<p>Pour 6 personnes</p>', 6],
    ['<p>Para 4 personas</p>', 4],
    ['<p>8 porciones</p>', 8],
    ['<p>Esta sopa rinde aproximadamente 6 porciones y se congela bien.</p>', 6],
    ['<p>Comensales: 2</p>', 2],
    ['<p>Per 4 persone</p>', 4],
    ['<p>Dosi per 5 persone</p>', 5],
    ['<p>Voor 4 personen</p>', 4],
    ['<p>4 porções</p>', 4],
    ['<p>Rende 10 porções.</p>', 10],
    ['<p>Für vier Personen</p>', 4],
    ['<p>Pour quatre personnes</p>', 4],
    ['<p>Para seis personas</p>', 6],
    ['<p>Dla czterech osób</p>', 4],
    ['<p>This recipe makes a dozen muffins.</p>', 12],
    ['<p>Serve with 2 slices of bread.</p><p>Voor zes personen</p>', 6],
    ['<dl><div><dt>Tempo de preparo</dt><dd>Até 1h</dd></div><div><dt>Serve</dt><dd>Até 4 porções</dd></div></dl>', 4],
    ['<p>4 portioner</p>', 4],
    ['<p>Til 6 personer</p>', 6],
    ['<p><b>Tidsmængde</b>:2 timer <b>Mængde</b>: 8 pers.</p>', 8],
    ['<p>4 porcje</p>', 4],
    ['<p>Dla 3 osób</p>', 3],
    ['<p>4 Personen</p>', 4],
    ['<div class="meta"><span>6 personen</span><span>45 min</span></div>', 6],
    ['<p>Pour 8 parts</p>', 8],
    ['<p>12 Personen haben das Rezept bewertet</p><p>Portionen: 4</p>', 4],
  ])('servings from %s → %i', (facts, servings) => {
    expect(read(page(body(facts))).recipe.servings).toBe(servings);
  });

  it('a count written in words in the ingredients heading', () => {
    const html = page(`<h1>Linsensuppe</h1><h2>Zutaten für zwei Personen</h2><ul>${li(INGREDIENTS)}</ul><h2>Zubereitung</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).recipe.servings).toBe(2);
  });

  it('facts set in one line without separators, each after its label', () => {
    const facts = '<p><span>Arbeitszeit ca. 20 Min.</span> <span>Koch-/Backzeit ca. 30 Min.</span> <span>Ruhezeit ca. 1 Std.</span> <span>Gesamtzeit ca. 1 Std. 50 Min.</span></p>';
    expect(read(page(body(facts))).recipe).toMatchObject({ prep_time: '20 mins', cook_time: '30 mins', total_time: '1 hr 50 mins' });
    const english = '<p><span>Prep 10 min</span> <span>Rest: 30 min</span> <span>Cook 25 min</span></p>';
    expect(read(page(body(english))).recipe).toMatchObject({ prep_time: '10 mins', cook_time: '25 mins', total_time: '35 mins' });
  });

  it('a label inside a step\'s sentence starts no fact', () => {
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol><li>Heat the oil, cook 5 minutes.</li>${li(STEPS)}</ol><p>Cook time: 20 minutes</p>`);
    expect(read(html).recipe.cook_time).toBe('20 mins');
  });

  it('a short line opening with "for" still tells a yield in a sentence', () => {
    expect(read(page(body('<p>Para la cena: rinde 6 porciones</p>'))).recipe.servings).toBe(6);
  });

  it('a time written in words does not count as a yield', () => {
    expect(read(page(body('<p>Rinde 30 minutos de trabajo y 6 porciones.</p><p>Para 6 personas</p>'))).recipe.servings).toBe(6);
  });
});

describe('schema.org values written in other languages', () => {
  it.each([
    [{ recipeYield: '4 Portionen' }, { servings: 4 }],
    [{ recipeYield: ['6', '6 personnes'] }, { servings: 6 }],
    [{ cookTime: '20 Minuten', prepTime: '10 Min.' }, { cook_time: '20 mins', prep_time: '10 mins', total_time: '30 mins' }],
    [{ totalTime: '1 heure 10' }, { total_time: '1 hr 10 mins' }],
    [{ totalTime: '1 Std. 30 Min.' }, { total_time: '1 hr 30 mins' }],
    [{ prepTime: '15 minutos', totalTime: '1 hora' }, { prep_time: '15 mins', total_time: '1 hr' }],
    [{ cookTime: '30 minuti' }, { cook_time: '30 mins' }],
    [{ totalTime: '2 timmar' }, { total_time: '2 hrs' }],
    [{ cookTime: '1 godzina 15 minut' }, { cook_time: '1 hr 15 mins' }],
  ])('%j', (values, expected) => {
    expect(read(page('<h1>Lentil Soup</h1>', ldScript(recipe(values)))).recipe).toMatchObject(expected);
  });

  it('times and yield the recipe data leaves out are the page\'s own labels', () => {
    const html = page('<h1>Lentil Soup</h1><p>Zubereitungszeit: 20 Min.</p><p>Backzeit: 35 Min.</p><p>Für 4 Personen</p>', ldScript(recipe()));
    expect(read(html).recipe).toMatchObject({ prep_time: '20 mins', cook_time: '35 mins', total_time: '55 mins', servings: 4 });
  });
});

describe('a page built by a script, its recipe only in the data it ships', () => {
  const nextPage = (data: unknown): string => `<!doctype html><html><head><title>Lentil Soup — Cook</title>
    <meta property="og:image" content="https://cdn.cook.example/r/_1200x630_crop/lentil-soup.jpg"><meta property="og:image:width" content="1200"></head>
    <body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${typeof data === 'string' ? data : JSON.stringify(data)}</script></body></html>`;
  const app = {
    props: {
      pageProps: {
        navigation: [{ label: 'Vegan', excludeIngredients: [] }],
        recipe: {
          title: 'Lentil Soup',
          image: [{ url: 'https://cdn.cook.example/r/lentil-soup.jpg', width: 4000, height: 4000 }],
          servingSize: 4,
          time: 30,
          prepTime: 10,
          cookTime: 20,
          recipeIngredients: INGREDIENTS.map((label, i) => ({ id: i, label, quantity: null })),
          method: STEPS.map((text) => ({ heading: null, description: `<p dir="ltr">${text} <br /></p>` })),
        },
      },
    },
  };

  it('reads the object holding a list of ingredients and a list of steps, whatever the site names them', () => {
    const { recipe: draft, ingredient_lines } = read(nextPage(app));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
    expect(draft).toMatchObject({ name: 'Lentil Soup', servings: 4, prep_time: '10 mins', cook_time: '20 mins', total_time: '30 mins' });
    // The data's own photo, 4000 px, over the og:image crop of it.
    expect(draft.image_url).toBe('https://cdn.cook.example/r/lentil-soup.jpg');
  });

  it('reads the image of data escaped twice, its slashes still written "\\/", as the URL it names', () => {
    const twice = { props: { pageProps: { recipe: { ...app.props.pageProps.recipe, image: [{ url: 'https:\\/\\/cdn.cook.example\\/r\\/lentil-soup.jpg', width: 4000, height: 4000 }] } } } };
    expect(read(nextPage(twice)).recipe.image_url).toBe('https://cdn.cook.example/r/lentil-soup.jpg');
  });

  it('reads the data shipped in the attribute of the element the script mounts on, and a schema.org Recipe in it whatever its steps', () => {
    const data = { component: 'Recipe/Show', props: { schema: [{ '@type': 'Organization', name: 'Cook' }, { '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: INGREDIENTS }] } };
    const attribute = JSON.stringify(data).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const html = `<!doctype html><html><head><title>Lentil Soup — Cook</title></head><body><div id="app" data-page="${attribute}"></div></body></html>`;
    expect(read(html).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('an object whose "method" lists single words (its cooking-method tags) holds no recipe: the page\'s own lists are read', () => {
    const data = { props: { pageProps: { recipe: { title: 'Lentil Soup Recipe', mainIngredients: [{ name: 'lentils' }], method: [{ name: 'stovetop' }] } } } };
    const html = `<!doctype html><html><head><title>Lentil Soup — Cook</title></head><body><article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>
      <h2>Method</h2><ol>${li(STEPS)}</ol></article><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    const { recipe: draft, ingredient_lines } = read(html);
    expect([draft.name, ingredient_lines, steps(draft)]).toEqual(['Lentil Soup', INGREDIENTS, STEPS]);
  });

  it('reads ingredients kept in groups, each line\'s name, amount and note apart, as the lines the page shows, and steps under a text key', () => {
    const item = (name: string, quantity: string, unit: string, note = '') => ({ extra_comment: note, name, primary_unit: { quantity, display: unit }, metric_unit: { quantity: '115', display: 'g' } });
    const data = {
      props: {
        pageProps: {
          recipe: {
            name: 'Cinnamon Rolls',
            ingredient_sections: [
              { name: 'Dough', ingredients: [item('unsalted butter', '½', 'cup', 'melted'), item('active dry yeast', '2 ¼', 'teaspoons')] },
              { name: 'Frosting', ingredients: [item('cream cheese', '4', 'oz', 'softened')] },
            ],
            instructions: STEPS.map((text) => ({ display_text: text })),
          },
        },
      },
    };
    const { recipe: draft, ingredient_lines } = read(nextPage(data));
    expect(ingredient_lines).toEqual(['½ cup unsalted butter, melted', '2 ¼ teaspoons active dry yeast', '4 oz cream cheese, softened']);
    // A step's text under a key that names it one ("display_text").
    expect(steps(draft)).toEqual(STEPS);
  });

  it('data with a list of ingredients and no steps, or nested past any recipe\'s depth, gives nothing', () => {
    const noSteps = { props: { pageProps: { filters: { includeIngredients: ['beans', 'rice'] } } } };
    expect(read(nextPage(noSteps)).ingredient_lines).toEqual([]);
    const deep = `${'['.repeat(5000)}${JSON.stringify({ recipe: { ingredients: INGREDIENTS, steps: STEPS } })}${']'.repeat(5000)}`;
    const start = performance.now();
    expect(read(nextPage(deep)).ingredient_lines).toEqual([]);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('more plain pages: sections named by a label paragraph, a method without a name, icons in wrappers', () => {
  it('reads Chinese labels ("材料：", "做法：") and steps numbered as paragraphs with photos between', () => {
    const lines = ['200 克 红扁豆', '1 个 洋葱', '2 汤匙 橄榄油'];
    const method = ['把洋葱炒软。', '加入扁豆和水。', '煮20分钟。'];
    const body = `<article><h1>扁豆汤</h1><p>分量：4 人份</p><p>材料：</p><ul>${li(lines)}</ul><p>做法：</p>${method
      .map((step, i) => `<p>${i + 1} ${step}</p><p><img src="/img/step-${i + 1}.jpg" alt="扁豆汤"></p>`)
      .join('')}</article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect([ingredient_lines, steps(draft), draft.servings]).toEqual([lines, method, 4]);
  });

  it('runs a Chinese step broken by <br> on without a space, where English lines keep theirs', () => {
    const lines = ['200 克 红扁豆', '1 个 洋葱', '2 汤匙 橄榄油'];
    const method = ['把洋葱炒软，<br>加入扁豆和水。', '煮20分钟<br>再打成泥。', 'Serve<br>hot.'];
    const body = `<article><h1>扁豆汤</h1><p>材料：</p><ul>${li(lines)}</ul><p>做法：</p><ol>${li(method)}</ol></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(['把洋葱炒软，加入扁豆和水。', '煮20分钟再打成泥。', 'Serve hot.']);
  });

  it('reads steps whose number and point are set in an element of their own, touching the first word ("1.Fry")', () => {
    const method = STEPS.map((step, i) => `<div class="step"><span class="step-number">${i + 1}.</span>${step}</div>`).join('\n');
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><div class="method">${method}</div></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });

  it('takes a row of share buttons closed by an empty item for buttons, not the end of the method', () => {
    const share = '<div class="sharing"><h3>Share this:</h3><ul><li><a href="/s/fb"><span>Facebook</span></a></li><li><a href="/s/print"><span>Print</span></a></li><li class="end"></li></ul></div>';
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${STEPS.map((s) => `<p>${s}</p>`).join('')}${share}</article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('reads the value beside an icon set in a wrapper of its own', () => {
    const icon = (alt: string, value: string): string => `<div class="stat"><span class="icon"><img src="/i/${alt.length}.svg" alt="${alt}"></span><div class="value">${value}</div></div>`;
    const body = `<article><h1>Lentil Soup</h1><div class="stats">${icon('Servings', '8 ppl.')}${icon('Prep time', '40 min.')}</div><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).recipe).toMatchObject({ servings: 8, prep_time: '40 mins' });
  });
  it('reads a name paragraph beside an amount paragraph as one line, over recipe data naming the ingredients alone', () => {
    const items: [string, string][] = [['red lentils', '1 cup'], ['onion', '1 piece'], ['olive oil', '2 tbsp']];
    const rows = items.map(([name, amount]) => `<div class="item"><p class="name"><label><input type="checkbox"><span>${name}</span></label></p><p class="quantity">${amount}</p></div>`).join('');
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><div class="list">${rows}</div><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    const lines = items.map(([name, amount]) => `${name} ${amount}`);
    expect(read(page(body)).ingredient_lines).toEqual(lines);
    expect(read(page(body, ldScript(recipe({ recipeIngredient: items.map(([name]) => name) })))).ingredient_lines).toEqual(lines);
  });
  it('takes the first ordered list of sentences after the ingredients for the method when no heading names it', () => {
    const card = `<div class="recipe"><div class="left"><h4>Things you'll need</h4><em>Ingredients</em><ul>${li(INGREDIENTS)}</ul></div><div class="right"><h4>Let's get started!</h4><ol>${li(STEPS)}</ol></div></div>`;
    expect(steps(read(page(`<article><h1>Lentil Soup</h1>${card}</article>`)).recipe)).toEqual(STEPS);
    // Comments under the ingredients are no method.
    const comments = '<div id="comments"><ol class="comment-list"><li>Made it twice.</li><li>Lovely soup!</li></ol></div>';
    expect(steps(read(page(`<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul></article>${comments}`)).recipe)).toEqual([]);
  });
  it('reads paragraphs numbered by hand with a dash ("1- Fry …") as the method, and keeps a dash in an amount', () => {
    const lines = [...INGREDIENTS, '2 - 3 cloves garlic'];
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(lines)}</ul><p>Enjoy it warm.</p>${STEPS.map((s, i) => `<p>${i + 1}- ${s}</p>`).join('')}</article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect([ingredient_lines, steps(draft)]).toEqual([lines, STEPS]);
  });
  it('reads runs of numbered paragraphs under sub-headings, each counting from 1, as one method', () => {
    const groups = [['Fry the onion.', 'Add the lentils.'], ['Blend the soup.', 'Season it.', 'Serve it hot.']];
    const runs = groups.map((group, g) => `<h3>Part ${g + 1}</h3>${group.map((s, i) => `<p>${i + 1}- ${s}</p>`).join('')}`).join('');
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>${runs}<p><img src="/img/soup.jpg" alt=""></p></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(groups.flat());
  });
  it('reads lists of amounts under bold captions as one list of ingredients when no heading names them', () => {
    const groups = [['1 cup red lentils', '1 onion, chopped', '2 tbsp olive oil'], ['1 lemon', '2 tbsp yogurt', '1 pinch of salt']];
    const lists = groups.map((group, g) => `<p><strong>Part ${g + 1}</strong></p><ul>${li(group)}</ul>`).join('');
    const body = `<article><h1>Lentil Soup</h1><p>A soup for cold days.</p>${lists}<h3>Method</h3><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(groups.flat());
  });
  it('leaves out of the ingredients a group caption opening with "for" without its colon, and a line counting servings over the list', () => {
    const list = `<ul class="meta"><li>4 servings</li></ul><ul>${li([...INGREDIENTS, 'for the topping', '1 lemon'])}</ul>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2>${list}<h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual([...INGREDIENTS, '1 lemon']);
  });
  it('reads groups headed at the rank of the ingredients heading when one comes before any list, past a servings control', () => {
    const groups = [['1 cup red lentils', '1 onion, chopped'], ['1 lemon', '2 tbsp yogurt']];
    const control = '<div class="servings"><span>Servings</span><button>-</button><input type="number" value="4"><button>+</button></div>';
    const body = `<article><h1>Lentil Soup</h1><div class="ing"><h2>Ingredients</h2>${control}${groups
      .map((group, g) => `<h2>Part ${g + 1}:</h2><ul>${li(group)}</ul>`)
      .join('')}</div><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(groups.flat());
  });
  it('reads groups headed at the rank of the ingredients heading when one follows it at once', () => {
    const groups = [['1 cup red lentils', '1 onion, chopped'], ['1 lemon', '2 tbsp yogurt']];
    const body = `<article><h1>Lentil Soup</h1><div class="ing"><h2>Ingredients</h2>${groups
      .map((group, g) => `<h2>Part ${g + 1}</h2><ul>${li(group)}</ul><p><br></p>`)
      .join('')}</div><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    expect(read(page(body)).ingredient_lines).toEqual(groups.flat());
  });
  it('leaves out of the method a block under its heading that lists what the cook needs', () => {
    const needs = `<section><h3>You Will Need</h3><ul>${li(['Olive Oil', 'Salt', '1 Colander', '1 Large Pot'])}</ul></section>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><section><h2>Recipe Steps</h2></section>${needs}<section><ol>${li(STEPS)}</ol></section></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('leaves out of the method a list set in a row with bars between its items', () => {
    const chart = `<p>Safe internal temperatures:</p><ul class="inline">${li(['Chicken 165° F |', 'Beef 160° F |', 'Fish 145° F'])}</ul>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><div>${chart}<ol>${li(STEPS)}</ol></div></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('reads a step card of a title over several paragraphs as the title and one step a paragraph, without its photo\'s number', () => {
    const card = (n: number, title: string, paragraphs: string[]): string =>
      `<li><figure><img src="/img/step-${n}.jpg" alt=""><figcaption>${n}</figcaption></figure><h4>${title}</h4><div>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</div></li>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${card(1, 'Start the soup', STEPS.slice(0, 2))}${card(2, 'Finish', [...STEPS.slice(2), 'Season and serve.'])}</ol></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(['Start the soup', ...STEPS.slice(0, 2), 'Finish', ...STEPS.slice(2), 'Season and serve.']);
  });
  it('reads a step card whose title ends in a colon as one step the title leads', () => {
    const card = (title: string, paragraphs: string[]): string => `<li><h3>${title}</h3>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</li>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${card('Start the soup:', STEPS.slice(0, 2))}${card('Finish:', STEPS.slice(2))}</ol></article>`;
    expect(steps(read(page(body)).recipe)).toEqual([`Start the soup: ${STEPS.slice(0, 2).join(' ')}`, `Finish: ${STEPS[2]}`]);
  });
  it('leaves out of a step its photo and the photo\'s credit', () => {
    const photo = '<figure><img src="/img/step.jpg" alt=""><figcaption><p>Jo Lee</p></figcaption></figure>';
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS.map((step) => `<p>${step}</p>${photo}`))}</ol></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('leaves out of a container of steps its own title, set as a row of it beside a link to the video', () => {
    const title = '<div class="title"><div class="col"><div class="super">step-by-step</div><div class="main">instructions</div></div><div class="cta"><a href="/videos/lentil-soup">Cook along</a></div></div>';
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><section class="recipe-instructions">${title}${STEPS.map((s) => `<div class="step"><p>${s}</p></div>`).join('')}</section></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('leaves out the numbers of step cards\' titles counting 1, 2, 3 … over their text, and keeps a number opening a sentence', () => {
    const card = (n: number, title: string, text: string): string => `<div class="step"><div class="head"><span class="num">${n}</span> <span>${title}</span></div><p>${text}</p></div>`;
    const cards = (titles: string[]): string => titles.map((title, i) => card(i + 1, title, STEPS[i] ?? '')).join('');
    const body = (titles: string[]): string => `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${cards(titles)}</article>`;
    const titles = ['Start the soup', 'Add the lentils', 'Finish'];
    expect(steps(read(page(body(titles))).recipe)).toEqual(titles.flatMap((title, i) => [title, STEPS[i]]));
    const sentences = ['hour ahead, soak the lentils.', 'cups of the stock go in.', 'Blend'];
    expect(steps(read(page(body(sentences))).recipe)).toEqual(sentences.flatMap((line, i) => [`${i + 1} ${line}`, STEPS[i]]));
  });
  it('leaves out of a step the block of its own that only numbers it ("<div>Step 1</div><div>Fry …</div>"), and keeps a label typed into the text', () => {
    const item = (label: string, text: string): string => `<li>${label}<div>${text}</div></li>`;
    const body = (label: (n: number) => string): string =>
      `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${STEPS.map((s, i) => item(label(i + 1), s)).join('')}</ol></article>`;
    expect(steps(read(page(body((n) => `<div class="num">Step ${n}</div>`))).recipe)).toEqual(STEPS);
    expect(steps(read(page(body((n) => `<b>Step ${n}:</b> `))).recipe)).toEqual(STEPS.map((s, i) => `Step ${i + 1}: ${s}`));
    // A checkbox's label that a block follows stands on a line of its own too.
    expect(steps(read(page(body((n) => `<label><input type="checkbox"><span>Step ${n}</span></label>`))).recipe)).toEqual(STEPS);
    // So does a label a template sets in pieces before the step's block, an empty icon or style beside them.
    const pieces = (n: number): string => `<span aria-hidden="true"></span><span class="word">Step </span><span class="num">${n}</span><style>.num{display:block}</style>`;
    expect(steps(read(page(body(pieces))).recipe)).toEqual(STEPS);
  });
  it('leaves out of a step the ad slot set inside it (<div class="ad-title">Advertisement</div>)', () => {
    const item = (text: string): string => `<li><p>${text}</p><div id="div-gpt-mob-1" class="ad ad-container"></div><div class="ad-title mobile-ad">Advertisement</div></li>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${STEPS.map(item).join('')}</ol></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('leaves out of a step the caption of its photo (<figcaption>), which credits the photographer', () => {
    const item = (text: string): string => `<li><p>${text}</p><figure><img src="/step.jpg" alt=""><figcaption><p>Cook / Jane Doe</p></figcaption></figure></li>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${STEPS.map(item).join('')}</ol></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
  });
  it('leaves out of a method of paragraphs the photo set between them with its credit ("<p><img><span>Photo credit: © …</span></p>")', () => {
    const photo = (credit: string): string => `<p><img src="/img/soup-2.jpg" alt="Lentil Soup"><span class="cred">${credit}</span></p>`;
    const method = (credit: string): string => `<p><strong>1.</strong>&nbsp;${STEPS[0]}</p>${photo(credit)}${STEPS.slice(1).map((s, i) => `<p><strong>${i + 2}.</strong>&nbsp;${s}</p>`).join('')}${photo(credit)}`;
    const body = (credit: string): string => `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Directions</h2>${method(credit)}<h2>Tips</h2><p>Keep it warm.</p></article>`;
    for (const credit of ['Photo credit: &copy; Cook.example', 'Photo by Jo Lee', '© 2023 Cook', 'Crédit photo : Cook']) {
      expect(steps(read(page(body(credit))).recipe)).toEqual(STEPS);
    }
    // A step that opens with the word is no credit.
    const pictured = ['Photograph the soup for your friends, then serve it.'];
    expect(steps(read(page(`<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Directions</h2>${[...STEPS, ...pictured].map((s) => `<p>${s}</p>`).join('')}</article>`)).recipe)).toEqual([...STEPS, ...pictured]);
  });
  it('ends the method at a heading of variations set in the same block after the steps, with its list of ideas', () => {
    const variations = `<div class="callout"><h3>Recipe Variations</h3><div><p>Some ideas:</p><ul>${li(['Use chickpeas instead of lentils.', 'Add a pinch of cumin.'])}</ul></div></div>`;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><section><header><h2>Steps to Make It</h2></header><div class="content"><ol>${li(STEPS)}</ol>${variations}</div></section></article>`;
    expect(steps(read(page(body)).recipe)).toEqual(STEPS);
    // A heading of the method's last part ("To serve") goes on with its steps.
    const parts = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><section><h2>Method</h2><div class="content"><ol>${li(STEPS.slice(0, 2))}</ol><h3>To serve</h3><ol>${li(STEPS.slice(2))}</ol></div></section></article>`;
    expect(steps(read(page(parts)).recipe)).toEqual(STEPS);
  });
  it('leaves out of the ingredients a nutrition panel set in a block like theirs, its title in no heading tag', () => {
    const row = (name: string, amount: string, unit: string): string => `<dt><strong>${name}</strong> <strong>${amount}</strong><strong>${unit}</strong></dt>`;
    const panel = `<div class="label"><div class="title">Nutrition Facts</div><dl><dt><strong>Amount Per Serving</strong></dt>${row('Total Fat', '4.3', 'g')}${row('Sodium', '363', 'mg')}${row('Protein', '5.6', 'g')}</dl></div>`;
    const body = `<article><h1>Lentil Soup</h1><div class="side"><div class="part ingredients"><h2>Ingredients</h2><div class="list">${INGREDIENTS.map((line) => `<div class="item">${line}</div>`).join('')}</div></div><div class="part ingredients">${panel}</div></div><h2>Method</h2><ol>${li(STEPS)}</ol></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });
  it('ends the ingredients at a block that opens with the method\'s heading set in no heading tag, and reads the method there', () => {
    const head = (name: string): string => `<div class="head">${name}</div>`;
    const body = `<article><h1>Lentil Soup</h1><div class="card"><div class="top">${head('INGREDIENTS')}</div><div class="ingredients"><ul>${li(INGREDIENTS)}</ul></div><div class="method">${head('METHOD')}<ol>${li(STEPS)}</ol></div></div></article>`;
    const { recipe: draft, ingredient_lines } = read(page(body));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(steps(draft)).toEqual(STEPS);
  });
  it('reads the method under a heading set beside a button linking within the page ("#print"), which is no empty section', () => {
    const head = (href: string): string => `<div class="title"><div class="name">Directions</div><div class="tools"><a href="${href}">Print</a></div></div>`;
    const body = (href: string): string =>
      `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(['Red lentils', 'An onion', 'Olive oil'])}</ul><section>${head(href)}<div class="list">${STEPS.map((s) => `<div class="row"><span>${s}</span></div>`).join('')}</div></section></article>`;
    expect(steps(read(page(body('#print'))).recipe)).toEqual(STEPS);
  });
});

describe('a magazine layout without structured data: amounts in cells of their own, the method in one card', () => {
  const body = (ingredients: string, method: string): string =>
    `<article><h1>Lentil Soup</h1><div><h2>Ingredients</h2><p class="yield">4 servings</p>${ingredients}</div><div><h2>Preparation</h2>${method}</div></article>`;
  const stepsList = `<ol>${li(STEPS)}</ol>`;

  it('reads each amount with the name in the cell after it, an empty amount cell leaving the name alone', () => {
    const rows: [string, string][] = [['1', 'cup red lentils'], ['', 'Salt'], ['2', 'tbsp olive oil'], ['½', 'onion, chopped']];
    const grid = `<div class="list">${rows.map(([amount, name]) => `<p class="amount">${amount}</p><div class="description">${name}</div>`).join('')}</div>`;
    expect(read(page(body(grid, stepsList))).ingredient_lines).toEqual(['1 cup red lentils', 'Salt', '2 tbsp olive oil', '½ onion, chopped']);
  });

  it('reads a card of "Step 1" … headings over their paragraphs as the steps, without the headings', () => {
    const card = `<ol><li>${STEPS.map((s, i) => `<h4>Step ${i + 1}</h4><p>${s}</p>`).join('')}</li></ol>`;
    expect(steps(read(page(body(`<ul>${li(INGREDIENTS)}</ul>`, card))).recipe)).toEqual(STEPS);
  });
});

describe('a method whose times are stated above its steps, its steps in groups and numbered', () => {
  const item = (n: number, text: string, heading = ''): string => `<li><div><span class="position">${n}</span>${heading && `<h3>${heading}</h3>`}<div class="text"><p>${text}</p></div></div></li>`;
  const times = `<div class="info"><div class="item"><svg></svg><span>Modo de preparo : </span><strong><time datetime="PT10M">10min</time></strong></div></div>`;
  const body = (items: string, above = ''): string =>
    `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><section><h2>Method</h2>${above}<ol>${items}</ol></section></article>`;

  it('leaves out a row that is a label and the time the page marks as one (<time datetime>), whatever words name it', () => {
    expect(steps(read(page(body(li(STEPS), times))).recipe)).toEqual(STEPS);
    // A step that tells a time in its words stays.
    const timed = ['Fry the onion for <time datetime="PT5M">5 minutes</time>.', ...STEPS.slice(1)];
    expect(steps(read(page(body(li(timed)))).recipe)).toEqual(['Fry the onion for 5 minutes.', ...STEPS.slice(1)]);
  });
  it('reads the heading opening some items (only their number before it) as the name of a group of steps, a line of its own', () => {
    const items = [item(1, STEPS[0] ?? '', 'Soup'), item(2, STEPS[1] ?? ''), item(3, STEPS[2] ?? '', 'To serve')].join('');
    expect(steps(read(page(body(items, times))).recipe)).toEqual(['Soup', STEPS[0], STEPS[1], 'To serve', STEPS[2]]);
    // Headings on every item title their steps, as before: one line each.
    const titled = STEPS.map((s, i) => item(i + 1, s, `Part ${String.fromCharCode(65 + i)}`)).join('');
    expect(steps(read(page(body(titled))).recipe)).toEqual(STEPS.map((s, i) => `Part ${String.fromCharCode(65 + i)} ${s}`));
  });

  it('leaves out the numbers counting the steps 1, 2, 3 … also where the names of groups stand between them', () => {
    const paragraph = (text: string): string => `<p>${text}</p>`;
    const method = ['Soup', `<span>1</span> ${STEPS[0]}`, `<span>2</span> ${STEPS[1]}`, 'To serve', `<span>3</span> ${STEPS[2]}`].map(paragraph).join('');
    const plain = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><div>${method}</div></article>`;
    expect(steps(read(page(plain)).recipe)).toEqual(['Soup', STEPS[0], STEPS[1], 'To serve', STEPS[2]]);
    // A number opening a sentence among other sentences is text: "2 eggs go in." stays.
    const counted = ['Soup', `1 ${STEPS[0]}`, 'Then 2 eggs go in.', `2 ${STEPS[1]}`].map(paragraph).join('');
    const sentences = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><div>${counted}</div></article>`;
    expect(steps(read(page(sentences)).recipe)).toEqual(['Soup', `1 ${STEPS[0]}`, 'Then 2 eggs go in.', `2 ${STEPS[1]}`]);
  });
});
