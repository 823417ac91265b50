import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-html.js';

// Pages written here in markup styles no fixture uses, so the fallbacks are checked on layouts
// their rules were not written for: recipes with no structured data, structured data with empty
// lists, yields stated in text and images chosen by the page's own signals.

const URL_ = 'https://cook.example/recipes/lentil-soup';
const read = (html: string) => extractRecipeFromHtml(html, URL_);
const page = (body: string, head = ''): string => `<!doctype html><html><head><title>Lentil Soup | Cook</title>${head}</head><body>
  <header><img src="/logo.png" class="site-logo" alt="Cook"><nav><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li><li><a href="/a">About</a></li></ul></nav></header>
  ${body}
  <footer><ul><li><a href="/p">Privacy</a></li><li><a href="/t">Terms</a></li><li><a href="/c">Contact</a></li></ul></footer></body></html>`;

const INGREDIENTS = ['1 cup red lentils', '1 onion, chopped', '2 tbsp olive oil', '4 cups stock'];
const STEPS = ['Fry the onion in the oil until soft.', 'Add the lentils and the stock.', 'Simmer for 20 minutes, then blend.'];
const li = (lines: string[]): string => lines.map((line) => `<li>${line}</li>`).join('');

describe('a recipe made of headings and lists, with no structured data', () => {
  it.each([
    ['h2 + ul / h2 + ol', `<article><h1>Lentil Soup</h1><p>A warming soup.</p>
      <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>
      <h2>Notes</h2><ul><li>Keeps for 3 days.</li><li>Freezes well.</li></ul></article>`],
    ['h3 with a colon, capitals, <br> lines and numbered paragraphs', `<main><h1>Lentil Soup</h1>
      <h3>INGREDIENTS:</h3><p>${INGREDIENTS.join('<br>')}</p>
      <h3>DIRECTIONS:</h3>${STEPS.map((s, i) => `<p>${i + 1}. ${s}</p>`).join('')}
      <h3>Enjoy!</h3><p>Share it with friends.</p></main>`],
    ['bold labels in paragraphs, "Step n" paragraphs', `<div class="post-body"><h1 class="entry-title">Lentil Soup</h1>
      <p><strong>You will need</strong></p>${INGREDIENTS.map((l) => `<p>${l}</p>`).join('')}
      <p><strong>How to make it</strong></p>${STEPS.map((s, i) => `<p>Step ${i + 1}: ${s}</p>`).join('')}
      <p><em>Tip:</em> serve with bread.</p></div>`],
    ['sections with header elements and div rows', `<h1>Lentil Soup</h1><section class="a1"><header><h4>Ingredients</h4></header>
      <div class="x">${INGREDIENTS.map((l) => `<div class="r">${l}</div>`).join('')}</div></section>
      <section class="a2"><header><h4>Preparation</h4></header><ol class="y">${li(STEPS)}</ol></section>`],
    ['"What you\'ll need" / "Instructions" in spans, grouped lists', `<h1>Lentil Soup</h1><div class="box">
      <span class="t">What you'll need</span><p>For the soup</p><ul>${li(INGREDIENTS.slice(0, 2))}</ul>
      <p>For the base</p><ul>${li(INGREDIENTS.slice(2))}</ul>
      <span class="t">Instructions</span><ul>${li(STEPS)}</ul></div>`],
  ])('%s', (_, body) => {
    const { recipe, ingredient_lines } = read(page(body));
    expect(recipe.name).toBe('Lentil Soup');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('captions set as rows among the ingredients ("For the soup:", "Pour la base :") name the groups after them', () => {
    const row = (line: string): string => `<div class="row"><p><input type="checkbox">${line}</p></div>`;
    const rows = ['For the soup:', ...INGREDIENTS.slice(0, 2), 'Pour la base :', ...INGREDIENTS.slice(2)].map(row).join('');
    const { recipe, ingredient_lines } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><div class="rows">${rows}</div><h2>Method</h2><ol>${li(STEPS)}</ol>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('a "Jump to" menu\'s links ("#ingredients") name sections set out further on, not the items after them', () => {
    const jump = `<nav class="jump"><div>Jump to</div><ul><li><a href="#ingredients"><div>Recipe</div><div>Ingredients</div></a></li><li><a href="#method"><div>Recipe</div><div>Steps</div></a></li><li><a href="#video"><div>Recipe</div><div>Video</div></a></li></ul></nav>`;
    const { recipe, ingredient_lines } = read(
      page(`<article><h1>Lentil Soup</h1>${jump}<p>A warming soup.</p><h2 id="ingredients">Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2 id="method">Method</h2><ol>${li(STEPS)}</ol></article>`),
    );
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('a yield\'s label set over its count ("Serves" above "4 servings") is no ingredient', () => {
    const yields = `<div class="info"><div class="icon"><img src="/i/people.svg" alt=""></div><div class="text">Serves</div><div class="text">4 servings</div></div>`;
    const { recipe, ingredient_lines } = read(page(`<article><h1>Lentil Soup</h1><h2>Ingredients</h2>${yields}<div class="card"><ul>${li(INGREDIENTS)}</ul></div><h2>Method</h2><ol>${li(STEPS)}</ol></article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.servings).toBe(4);
  });

  it('a longer line ending with a colon just before a list leads in its group ("BONUS, for …:"), as a short caption does', () => {
    const groups = `<p>For the soup:</p><ul>${li(INGREDIENTS.slice(0, 2))}</ul><p>BONUS, for the crunchy croutons to scatter on top:</p><ul>${li(INGREDIENTS.slice(2))}</ul>`;
    const { recipe, ingredient_lines } = read(page(`<article><h1>Lentil Soup</h1><h2>Ingredients</h2>${groups}<h2>Method</h2><ol>${li(STEPS)}</ol></article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('a search form\'s "Ingredients" field before the recipe labels a field, not the section', () => {
    const search = `<form action="/search"><div class="label">Ingredients</div><div class="field"><input type="text" name="with"><span>included</span></div>
      <div class="field"><input type="text" name="without"><span>left out</span></div><input type="submit" value="Search"></form>`;
    const { recipe, ingredient_lines } = read(page(`${search}<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol></article>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('a recipe card a script reveals (hidden by its own style until then) is read when nothing else shows', () => {
    const card = `<div id="card" style="display: none;"><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Directions</h2><ol>${li(STEPS)}</ol></div>`;
    const { recipe, ingredient_lines } = read(page(`<h1>Lentil Soup</h1>${card}`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
    // Beside a shown recipe, hidden content stays out (the other units of a tab).
    const other = `<div style="display:none"><h2>Ingredients</h2><ul><li>250 g red lentils</li></ul><h2>Directions</h2><ol><li>Other.</li></ol></div>`;
    expect(read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Directions</h2><ol>${li(STEPS)}</ol>${other}`)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('sub-headings between lists of steps name parts of the method, not steps', () => {
    const method = `<h2>Directions</h2><h4>Make the soup</h4><ol>${li(STEPS.slice(0, 2))}</ol><h4>Finish the soup</h4><ol>${li(STEPS.slice(2))}</ol>`;
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>${method}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('an item set wholly bold within a list names the group after it', () => {
    const items = `<li><strong>For the soup:</strong></li>${li(INGREDIENTS.slice(0, 2))}<li><strong class="group-title">Base</strong></li>${li(INGREDIENTS.slice(2))}`;
    expect(read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`)).ingredient_lines).toEqual(INGREDIENTS);
    // A list set all bold is just a list.
    const bold = INGREDIENTS.map((line) => `<li><b>${line}</b></li>`).join('');
    expect(read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${bold}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('"Method: Stovetop" in a recipe\'s details names a fact, not the method', () => {
    const details = '<ul class="details"><li><strong>Category:</strong> <span>Soup</span></li><li><strong>Method:</strong> <span>Stovetop</span></li></ul>';
    const { recipe } = read(page(`<h1>Lentil Soup</h1>${details}<div class="card"><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul><h3>Instructions</h3><ol>${li(STEPS)}</ol></div>`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
    // A count after the label says whom the section serves.
    const counted = read(page(`<h1>Lentil Soup</h1><div><p><b>Ingredients:</b> for 4 people</p><ul>${li(INGREDIENTS)}</ul><p><b>Method:</b></p><ol>${li(STEPS)}</ol></div>`));
    expect([counted.ingredient_lines, counted.recipe.servings]).toEqual([INGREDIENTS, 4]);
  });

  it('rows of a name cell beside an amount cell are one line each', () => {
    const rows = [['red lentils', '1 cup'], ['onion', '1'], ['olive oil', '2 tbsp']];
    const cells = rows.map(([name, amount]) => `<div class="row"><div class="name"><span>${name}</span></div><div class="amount">${amount}</div></div>`).join('');
    const { ingredient_lines } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><div class="list">${cells}</div><h2>Method</h2><ol>${li(STEPS)}</ol>`));
    expect(ingredient_lines).toEqual(['red lentils 1 cup', 'onion 1', 'olive oil 2 tbsp']);
  });

  it('a row of section labels (tab switches) heads nothing: the headings under it are read', () => {
    const rows = (cls: string, lines: string[]): string => lines.map((line) => `<div class="${cls}">${line}</div>`).join('');
    const { recipe, ingredient_lines } = read(page(`<h1>Lentil Soup</h1>
      <div class="switch"><div class="opt on">Ingredients</div><div class="opt">Method</div></div>
      <div class="content"><div class="side"><h2>Ingredients</h2><div class="rows">${rows('item', INGREDIENTS)}</div></div>
      <div class="main"><h2>Method</h2><div class="rows">${rows('step', STEPS)}</div></div></div>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('rows of one tag and class are a list: a note or a button after them is not one more line', () => {
    const rows = (cls: string, lines: string[]): string => lines.map((line) => `<div class="${cls}">${line}</div>`).join('');
    const { recipe, ingredient_lines } = read(page(`<h1>Lentil Soup</h1>
      <h2>Ingredients</h2><div class="rows">${rows('item', INGREDIENTS)}</div><div class="small">* Prices are a guide only</div><div class="cta">Add all to basket</div>
      <h2>Method</h2><div class="rows">${rows('step', STEPS)}</div><div class="tip"><div class="title">Tip</div>Try it with rice.</div>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it.each([
    ['a headline around the dish, with a tagline', 'Our silky red lentil soup with lemon: ready in half an hour', 'Red lentil soup with lemon'],
    ['a headline without a tagline', 'Our silky red lentil soup with lemon', 'Our silky red lentil soup with lemon'],
  ])('the page heading is %s', (_, h1, name) => {
    const { recipe } = read(page(`<h1>${h1}</h1><p>A warming soup.</p><h3>Lentils</h3><p>Red ones cook fastest.</p>
      <h2>Red lentil soup with lemon</h2><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul><h3>Method</h3><ol>${li(STEPS)}</ol>`));
    expect(recipe.name).toBe(name);
  });

  it.each([
    ['the same words: the og:title\'s capitals', 'Red lentil soup with lemon', 'Red lentil soup with lemon'],
    ['other words: the heading', 'Our best soup', 'red lentil soup with lemon'],
  ])('a heading typed in lower case for a style that shows it in capitals, under an og:title of %s', (_, ogTitle, name) => {
    const { recipe } = read(page(`<h1 class="text--uppercase">red lentil soup with lemon</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>
      <h2>Method</h2><ol>${li(STEPS)}</ol>`, `<meta property="og:title" content="${ogTitle}">`));
    expect(recipe.name).toBe(name);
  });

  it.each([
    ['spells the headline\'s name its own way: the card\'s spelling', 'Red Lentil and Lemon Soup', 'Red Lentil & Lemon Soup', 'Red Lentil & Lemon Soup'],
    ['names the dish shorter: the headline', 'Red Lentil and Lemon Soup', 'Lentil Soup', 'Red Lentil and Lemon Soup'],
  ])('a recipe card whose title %s', (_, h1, cardTitle, name) => {
    const { recipe } = read(page(`<h1>${h1}</h1><p>A warming soup.</p>
      <div class="card"><h2>${cardTitle}</h2><div class="list"><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul></div><h3>Method</h3><ol>${li(STEPS)}</ol></div>`));
    expect(recipe.name).toBe(name);
  });

  it('a block like the ingredients\' own that lists the recipe\'s details ("Cuisine: …", "Serves: 4") is no group of ingredients', () => {
    const column = (heading: string, items: string[]): string => `<div class="col half"><h3>${heading}</h3><ul>${li(items)}</ul></div>`;
    const { ingredient_lines } = read(page(`<h1>Lentil Soup</h1><div class="row">${column('Ingredients', INGREDIENTS)}
      ${column('Details', ['Cuisine: Indian', 'Difficulty: Easy', 'Cooking Time: 25 mins', 'Serves: 4'])}</div>
      <h3>Method</h3><ol>${li(STEPS)}</ol>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
  });

  it('a list of the recipe\'s details after the ingredients ("Prep Time: 10 mins", "Serves: 4") adds no ingredients', () => {
    const { ingredient_lines } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>
      <ul>${li(['Prep Time: 10 mins', 'Cook Time: 20 mins', 'Serves: 4'])}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
  });

  it('numbered paragraphs after the ingredients are the steps even without a method heading', () => {
    const { recipe, ingredient_lines } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul>
      ${STEPS.map((s, i) => `<p>${i + 1}) ${s}</p>`).join('')}<p>Serve hot.</p>`));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });
});

describe('a method found by the name of its container, with no heading over it', () => {
  it('takes the innermost container named for the method, not a wrapper named so around both columns, without the numbers counting the steps', () => {
    const steps = STEPS.map((step, i) => `<div class="instruction-step"><div class="cell numbering"><span>${i + 1}</span></div><div class="cell">${step}</div></div>`);
    const html = page(`<h1>Lentil Soup</h1><div id="recipe-instructions" class="row">
      <div class="col"><ul class="list-group">${li(INGREDIENTS)}</ul></div>
      <div class="col"><div class="instructions">${steps.join('')}</div></div></div>`);
    expect(read(html).recipe.instructions.map((step) => step.content)).toEqual(STEPS);
  });

  it('keeps the whole method where the containers named for it inside are its steps, or a one-line aside', () => {
    const ingredients = `<div class="ingredients"><ul>${li(INGREDIENTS)}</ul></div>`;
    const parts = STEPS.map((step, i) => `<div class="step step-${i + 1}"><p>${step}</p></div>`).join('');
    const steps = (html: string) => read(page(`<h1>Lentil Soup</h1>${ingredients}${html}`)).recipe.instructions.map((step) => step.content);
    expect(steps(`<div class="instructions">${parts}</div>`)).toEqual(STEPS);
    expect(steps(`<div class="method"><div class="method__intro"><p>Quick to make on a weeknight.</p></div><ol>${li(STEPS)}</ol></div>`)).toEqual(STEPS);
  });
});

describe('what an ingredient line keeps from its reader', () => {
  it('leaves out the parts the page hides (substitutes a button reveals), not those a breakpoint shows', () => {
    const items = [
      '1 cup red lentils<div class="substitute hidden">yellow split peas</div>',
      '1 onion<span hidden>, or 2 shallots</span>, chopped',
      '2 tbsp olive oil<span style="display: none">(30 ml)</span>',
      '4 cups stock <span class="hidden md:inline">(1 litre)</span>',
    ];
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(items)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(['1 cup red lentils', '1 onion, chopped', '2 tbsp olive oil', '4 cups stock (1 litre)']);
  });

  it('reads an item opening with an amount over a list of its own as one ingredient, the list its alternatives', () => {
    const items = [
      '1 cup red lentils <a href="#" class="toggle">Substitutions available</a><ul class="options"><li>yellow split peas</li><li>green lentils</li></ul>',
      '1 onion, chopped', '2 tbsp olive oil', '4 cups stock',
    ];
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(items)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(INGREDIENTS);
    // An item with no amount over its list names a group: the list's items are the ingredients.
    const grouped = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul><li>For the soup<ul>${li(INGREDIENTS)}</ul></li></ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(grouped).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('leaves out an item classed as a title, with no amount, that names the group after it', () => {
    const items = `<li class="group-title">Soup</li>${li(INGREDIENTS.slice(0, 2))}<li class="group-title">To serve</li>${li(INGREDIENTS.slice(2))}`;
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('leaves out a row of a layout built from divs that is classed as a title, with no amount: the name of the group after it', () => {
    const row = (line: string): string => `<div class="line"><label><span>${line}</span></label></div>`;
    const rows = `${INGREDIENTS.slice(0, 2).map(row).join('')}<div class="group-title">To serve</div>${INGREDIENTS.slice(2).map(row).join('')}`;
    const html = page(`<h1>Lentil Soup</h1><div class="ingredients"><h2>Ingredients</h2>${rows}</div><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('leaves out a link that closes every item alike ("shopping list"): a control each line repeats, no word of it', () => {
    const items = INGREDIENTS.map((line) => `<li>${line} <a href="#" class="add" title="Add to shopping list">shopping list</a> </li>`).join('');
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(INGREDIENTS);
    // A link closing only some items is a word of those lines ("1 onion, <a>chopped</a>").
    const linked = [INGREDIENTS[0], '1 onion, <a href="/chop">chopped</a>', ...INGREDIENTS.slice(2)];
    expect(read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(linked as string[])}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`)).ingredient_lines).toEqual(INGREDIENTS);
  });

  it('leaves out whole items the page hides: the other units a toggle shows instead', () => {
    const metric = ['200g red lentils', '1 onion, chopped', '30ml olive oil'];
    const imperial = ['7oz red lentils', '1 onion, chopped', '2 tbsp olive oil'];
    const items = [...metric.map((line) => `<li class="metric">${line}</li>`), ...imperial.map((line) => `<li class="imperial hide">${line}</li>`)].join('');
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(metric);
    // Shown again at a breakpoint, an item is a line.
    const shown = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(metric)}<li class="hidden md:list-item">Salt</li></ul><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(shown).ingredient_lines).toEqual([...metric, 'Salt']);
  });

  it('leaves out whole lists the page hides: the other units a menu shows instead', () => {
    const metric = ['200g red lentils', '1 onion, chopped', '30ml olive oil'];
    const imperial = ['7oz red lentils', '1 onion, chopped', '2 tbsp olive oil'];
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><select><option>Metric</option><option>Imperial</option></select>
      <ul class="metric">${li(metric)}</ul><ul class="imperial is-visually-hidden">${li(imperial)}</ul><ul class="cups hidden">${li(imperial)}</ul>
      <h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual(metric);
    // The hiding class on a wrapper of the list.
    const wrapped = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><div class="metric"><ul>${li(metric)}</ul></div>
      <div class="imperial hidden"><ul>${li(imperial)}</ul></div><h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(wrapped).ingredient_lines).toEqual(metric);
  });

  it('leaves out what framework classes hide (Bootstrap, Bulma) and words for screen readers only, not what a breakpoint shows', () => {
    const metric = ['200g red lentils', '1 onion, chopped', '30ml olive oil'];
    const items = metric.map((line) => `<li><span class="sr-only">Ingredient:</span> ${line}<span class="screen-reader-text"> (add to list)</span></li>`).join('');
    const html = page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${items}<li class="d-none d-md-block">Salt</li></ul>
      <ul class="imperial d-none">${li(['7oz red lentils'])}</ul><ul class="cups is-hidden">${li(['1 cup red lentils'])}</ul>
      <h2>Method</h2><ol>${li(STEPS)}</ol>`);
    expect(read(html).ingredient_lines).toEqual([...metric, 'Salt']);
  });
});

describe('a step that opens with the word of a fact', () => {
  it('keeps short steps and stage titles opening with "Cook" or "Prep" in the method; a time among them stays out', () => {
    const steps = ['Prep the vegetables', 'Chop the onion finely.', 'Cook the bacon.', 'Add the lentils and the stock.'];
    const method = `<div><p>Cook time: 20 minutes</p>${steps.map((step) => `<p>${step}</p>`).join('')}</div>`;
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${method}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(steps);
    expect(recipe.cook_time).toBe('20 mins');
  });
});

describe('a page heading that names the dish and adds "recipe"', () => {
  it('keeps the closing word "recipe" in the name, as the page writes its title', () => {
    const { recipe } = read(page(`<h1>Lentil soup recipe</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`));
    expect(recipe.name).toBe('Lentil soup recipe');
  });
});

describe('step cards that list actions, then go on in a paragraph', () => {
  it('keeps the paragraph after each card\'s list as the step going on', () => {
    const card = (items: string[], paragraph: string): string => `<div class="step-card"><ul>${li(items)}</ul><p>${paragraph}</p></div>`;
    const method = `${card(['Rinse the lentils.', 'Chop the onion.'], STEPS[0] ?? '')}${card(['Add the lentils and the stock.'], STEPS[2] ?? '')}`;
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${method}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Rinse the lentils.', 'Chop the onion.', STEPS[0], 'Add the lentils and the stock.', STEPS[2]]);
  });
});

describe('a tip set in the middle of the method', () => {
  const numbered = (from: number, lines: string[]): string => lines.map((s, i) => `<p>${from + i}. ${s}</p>`).join('');
  it.each([
    ['numbered paragraphs', `${numbered(1, STEPS.slice(0, 2))}<p><b>Tip:</b> red lentils need no soaking.</p>${numbered(3, STEPS.slice(2))}`],
    ['ordered lists', `<ol>${li(STEPS.slice(0, 2))}</ol><p>Tip: red lentils need no soaking.</p><ol start="3">${li(STEPS.slice(2))}</ol>`],
    ['a block whose class names notes', `${numbered(1, STEPS.slice(0, 2))}<div class="step-notes">Red lentils need no soaking.</div>${numbered(3, STEPS.slice(2))}`],
  ])('%s: the steps after the tip are kept', (_, method) => {
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${method}<p>Note: keeps for 3 days.</p>`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('in one block of paragraphs, a note labelled in a few words ("The cook\'s little secrets – tips:") ends the method, and what follows it', () => {
    const method = `<div class="method-text">${STEPS.map((s) => `<p>${s}</p>`).join('')}<p>The cook's little secrets – tips: use red lentils, they need no soaking.</p>
      <p>Make ahead: the soup keeps for 3 days.</p><p>Soaking time: none</p></div>`;
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${method}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('in one block of paragraphs, a tip between numbered steps is left out and the steps go on; a step opening with a verb and a colon stays', () => {
    const method = `<div>${numbered(1, STEPS.slice(0, 2))}<p>Top tip: red lentils need no soaking.</p>${numbered(3, STEPS.slice(2))}</div>`;
    expect(read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${method}`)).recipe.instructions.map((s) => s.content)).toEqual(STEPS);
    const labelled = ['Make the base: fry the onion in the oil.', 'Tip the lentils and the stock into the pot: simmer 20 minutes.'];
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><div>${labelled.map((s) => `<p>${s}</p>`).join('')}</div>`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(labelled);
  });

  it('a label closed by a bar ("STEP 1 | …", "NOTE | …") numbers a step or opens the cook\'s note after the steps', () => {
    const method = `${STEPS.map((s, i) => `<div class="text-block"><p><strong>STEP ${i + 1} </strong>| ${s}</p></div>`).join('')}
      <div class="text-block"><p><strong>NOTE </strong>| the lentils can be swapped for split peas.</p></div>`;
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h4>Ingredients</h4><ul>${li(INGREDIENTS)}</ul><h4>Method</h4>${method}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it.each([
    ['a block whose class sets it apart as an inset', '<div class="inset-text"><span class="visually-hidden">Information: </span><p>Red lentils need no soaking.</p></div>'],
    ['an <aside>', '<aside><p>Red lentils need no soaking.</p></aside>'],
  ])('a tip boxed inside a step of a list (%s) is no part of the step', (_, tip) => {
    const method = `<ol>${STEPS.map((s, i) => `<li><p>${s}</p>${i === 0 ? tip : ''}</li>`).join('')}</ol>`;
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${method}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('words a step marks within its line (a glossary tip on a term) stay in the step', () => {
    const steps = ['Fry the <span class="tip">sofrito</span> in the oil until soft.', ...STEPS.slice(1)];
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(steps)}</ol>`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Fry the sofrito in the oil until soft.', ...STEPS.slice(1)]);
  });

  it('a notes heading followed by numbered notes still ends the steps', () => {
    const { recipe } = read(page(`<h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2>${numbered(1, STEPS)}
      <p><b>Notes:</b></p>${numbered(1, ['Keeps for 3 days.', 'Freezes well.'])}`));
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });

  it('in microdata: a notes heading between numbered steps drops only the note', () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Lentil Soup</h1><ul>${li(INGREDIENTS).replaceAll('<li>', '<li itemprop="recipeIngredient">')}</ul>
      <div itemprop="recipeInstructions">${numbered(1, STEPS.slice(0, 2))}<p><b>Tip:</b></p><p>Red lentils need no soaking.</p>${numbered(3, STEPS.slice(2))}</div></div>`;
    expect(read(page(body)).recipe.instructions.map((s) => s.content)).toEqual(STEPS);
  });
});

describe('schema.org Recipe with empty ingredient and step lists', () => {
  const ld = (recipe: object): string => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...recipe })}</script>`;
  it.each([
    ['empty arrays', { '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: [], recipeInstructions: [], totalTime: 'PT35M', recipeYield: '4' }],
    ['empty strings', { '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: [''], recipeInstructions: '', totalTime: 'PT35M', recipeYield: ['4'] }],
    ['an empty HowToStep list in a graph', { '@graph': [{ '@type': 'WebPage', name: 'x' }, { '@type': 'Recipe', name: 'Lentil Soup', recipeInstructions: [{ '@type': 'HowToStep', text: '' }], totalTime: 'PT35M', recipeYield: '4 servings' }] }],
  ])('%s: lines from the page', (_, data) => {
    const body = `<article><h1>Lentil Soup</h1><div class="recipe"><h3>Ingredients</h3><ul>${li(INGREDIENTS)}</ul>
      <h3>Directions</h3>${STEPS.map((s) => `<p>${s}</p>`).join('')}</div></article>`;
    const { recipe, ingredient_lines } = read(page(body, ld(data)));
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
    expect(recipe.total_time).toBe('35 mins');
    expect(recipe.servings).toBe(4);
  });
  it.each([
    ['stops after the first group: the page\'s whole list', INGREDIENTS.slice(0, 2), [...INGREDIENTS, '2 bay leaves', '1 tsp cumin'], [...INGREDIENTS, '2 bay leaves', '1 tsp cumin']],
    ['is whole, and the page shows notes after it: the data\'s list', INGREDIENTS, [...INGREDIENTS, 'Prices are a guide', 'Add all to basket', 'Print'], INGREDIENTS],
    ['keeps later groups only, in its own order: the page\'s whole list', ['1 tsp cumin', '2 bay leaves'], [...INGREDIENTS, '2 bay leaves', '1 tsp cumin'], [...INGREDIENTS, '2 bay leaves', '1 tsp cumin']],
    ['has a line the page does not list: the data\'s list', ['1 tsp cumin', '2 bay leaves', '1 lemon'], [...INGREDIENTS, '2 bay leaves', '1 tsp cumin'], ['1 tsp cumin', '2 bay leaves', '1 lemon']],
  ])('recipe data whose ingredient list %s', (_, data, shown, expected) => {
    const body = `<article><h1>Lentil Soup</h1><h3>Ingredients</h3><ul>${li(shown)}</ul><h3>Directions</h3><ol>${li(STEPS)}</ol></article>`;
    const { ingredient_lines } = read(page(body, ld({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: data, recipeInstructions: STEPS })));
    expect(ingredient_lines).toEqual(expected);
  });

  it('recipe data giving the method by stage, each titled step joining the page\'s steps: the page\'s steps', () => {
    const fine = ['Rinse the lentils.', 'Chop the onion.', 'Fry the onion in the oil until soft.', 'Add the lentils and the stock.', 'Simmer for 20 minutes.', 'Blend until smooth.'];
    const stages = [['Prepare', fine.slice(0, 2)], ['Cook the soup', fine.slice(2, 4)], ['Finish', fine.slice(4)]] as const;
    const body = `<article><h1>Lentil Soup</h1><h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Directions</h2>
      ${stages.map(([title, steps]) => `<h3>${title}:</h3><ol>${li([...steps])}</ol>`).join('')}</article>`;
    const byStage = stages.map(([title, steps]) => ({ '@type': 'HowToStep', name: title, text: steps.join(' ') }));
    const staged = read(page(body, ld({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: INGREDIENTS, recipeInstructions: byStage })));
    expect(staged.recipe.instructions.map((s) => s.content)).toEqual(fine);
    // Untitled steps that join the page's are the data's own steps.
    const joined = stages.map(([, steps]) => ({ '@type': 'HowToStep', text: steps.join(' ') }));
    const plain = read(page(body, ld({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: INGREDIENTS, recipeInstructions: joined })));
    expect(plain.recipe.instructions.map((s) => s.content)).toEqual(stages.map(([, steps]) => steps.join(' ')));
  });

  it('microdata Recipe naming only the dish: lines from the page', () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Lentil Soup</h1><meta itemprop="totalTime" content="PT35M">
      <p><b>Ingredients:</b></p><ul>${li(INGREDIENTS)}</ul><p><b>Method:</b></p><ol>${li(STEPS)}</ol></div>`;
    const { recipe, ingredient_lines, sources } = read(page(body));
    expect(sources[0]).toBe('microdata');
    expect(ingredient_lines).toEqual(INGREDIENTS);
    expect(recipe.instructions.map((s) => s.content)).toEqual(STEPS);
    expect(recipe.total_time).toBe('35 mins');
  });
});

describe('times stated before what they are for', () => {
  const recipeBody = (facts: string): string =>
    `<h1>Lentil Soup</h1>${facts}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
  it('reads "5 mins to prepare and 25 mins to cook" as the prep and cooking times; a step saying more is no time', () => {
    const { recipe } = read(page(recipeBody('<ul class="meta"><li>Serves 4</li><li>5 mins to prepare and 25 mins to cook</li></ul>')));
    expect([recipe.prep_time, recipe.cook_time, recipe.total_time]).toEqual(['5 mins', '25 mins', '30 mins']);
    const step = read(page(recipeBody('<p>Leave the soup 10 mins to cook through before serving.</p>'))).recipe;
    expect([step.prep_time, step.cook_time]).toEqual([null, null]);
  });

  it('reads a time with its label after it ("20 min prep", "40 min cook") as that time; a line saying more is none', () => {
    const { recipe } = read(page(recipeBody('<div class="meta"><p>1 hr</p><p>20 min prep</p><p>40 min cook</p><p>Serves 8</p></div>')));
    expect([recipe.prep_time, recipe.cook_time, recipe.total_time]).toEqual(['20 mins', '40 mins', '1 hr']);
    const step = read(page(recipeBody('<p>Rest 20 min before you cook.</p>'))).recipe;
    expect([step.prep_time, step.cook_time]).toEqual([null, null]);
  });

  it('reads "Prepare" on a line of its own over its value as the prep time label; "Prepare the stock" opens a step', () => {
    const { recipe } = read(page(recipeBody('<ul class="times"><li><h3>Prepare</h3><p>over 2 hours</p></li><li><h3>Cook</h3><p>less than 10 mins</p></li></ul>')));
    expect([recipe.prep_time, recipe.cook_time]).toEqual(['2 hrs', '10 mins']);
    expect(read(page(recipeBody('<p>Prepare the stock 2 days ahead.</p>'))).recipe.prep_time).toBeNull();
  });

  it('reads "Ready 12 hours" as the total time', () => {
    expect(read(page(recipeBody('<p>Ready 12 hours</p><p>24 Servings</p>'))).recipe.total_time).toBe('12 hrs');
  });

  it('splits "Prep-time: 30 MINUTES / Ready In: 1 HOUR" before the total told as a phrase', () => {
    const { recipe } = read(page(recipeBody('<p class="meta">Prep-time: 30 MINUTES / Ready In: 1 HOUR</p>')));
    expect([recipe.prep_time, recipe.total_time]).toEqual(['30 mins', '1 hr']);
  });
});

describe('servings stated in text', () => {
  const recipeBody = (facts: string): string =>
    `<h1>Lentil Soup</h1>${facts}<h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
  it.each([
    ['<p>Serves 4 to 6</p>', 6],
    ['<p class="meta">Prep 10 min · Cook 25 min · Serves 4–6</p>', 4],
    ['<p>This hearty soup serves six and keeps well.</p>', 6],
    ['<p>Makes 12 muffins</p>', 12],
    ['<p>The batter makes about 12 muffins, so there is plenty to share.</p>', 12],
    ['<ul class="facts"><li><span>Yield</span><span>2 loaves</span></li><li><span>Time</span><span>1 hour</span></li></ul>', 2],
    ['<div class="header"><b>Yield:</b> 8 servings <b>Prep:</b> 15 minutes</div>', 8],
    ['<p>Servings: 3</p>', 3],
    ['<table><tr><td>Portions</td><td>5</td></tr></table>', 5],
    ['<p>Enough to feed 8 people.</p>', 8],
    // A short line of what the recipe makes counts it, whatever it is counted in.
    ['<p>Recipe for about 12 pancakes<br>Time: 25 min.</p>', 12],
    ['<p>Recept voor circa 12 American pancakes<br>Tijd: 25 min.</p>', 12],
    ['<div class="col"><h3>serves for</h3><div class="field">4</div></div>', 4],
    ['<div class="servings">4人分</div>', 4],
    ['<ul class="info"><li class="course">Main</li><li class="person-count">4</li></ul>', 4],
    ['<span>2人前</span>', 2],
    ['<p>4 porsi</p>', 4],
    ['<p>Porsi: 6 orang</p>', 6],
    ['<p>untuk 4 orang</p>', 4],
    ['<p>4 порции</p>', 4],
    ['<p>на 4 персоны</p>', 4],
    ['<p>Порций: 4</p>', 4],
  ])('%s → %i', (facts, servings) => {
    expect(read(page(recipeBody(facts))).recipe.servings).toBe(servings);
  });

  it.each([
    '<p>Bake for 12 minutes, which makes the edges crisp.</p>',
    '<p>Serve with 2 slices of bread.</p>',
    '<p>It makes a great lunch for 2 days.</p>',
    '<p>Recipe for 10 minutes of calm</p>',
    '<div class="person">Jo Cook, 2 recipes</div>',
  ])('no yield read from %s', (text) => {
    expect(read(page(recipeBody(text))).recipe.servings).toBe(1);
  });

  it.each([
    ['Ingredients for 12 muffins', 12],
    ['Zutaten für 10 Stücke', 10],
    ['Ingredients for 30 minutes of prep', 1],
  ])('the count the ingredients are for, in their heading: %s', (heading, servings) => {
    const body = `<h1>Lentil Soup</h1><span class="qty">${heading}</span><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;
    expect(read(page(body)).recipe.servings).toBe(servings);
  });

  it('a bare time or count in an element whose class names it, with only an icon beside it', () => {
    const facts = '<div class="meta"><span class="duration"><i class="icon-clock"></i>30 MIN</span><span class="recipe-yield"><i class="icon-people"></i>4</span><span class="time-ago">2 days ago</span></div>';
    expect(read(page(recipeBody(facts))).recipe).toMatchObject({ total_time: '30 mins', servings: 4 });
  });

  it("a time in a <template>'s inert content (a cookie banner's \"24 hours\") is none the page shows", () => {
    const facts = '<template id="consent"><div class="cookie-name">_gid</div><div class="cookie-duration">24 hours</div></template>';
    expect(read(page(recipeBody(facts))).recipe.total_time).toBeNull();
  });

  it.each([
    ['<p>Ready in around 20 mins</p>', '20 mins'],
    ['<div class="time"><p>Fertig in 1 Std.</p></div>', '1 hr'],
  ])('the total time told as a phrase: %s', (facts, total) => {
    expect(read(page(recipeBody(facts))).recipe.total_time).toBe(total);
  });

  it.each([
    ['the page shows each time', '<p>Prep time: 45 minutes</p><p>Cook time: 30 minutes</p>', { prep_time: '45 mins', cook_time: '30 mins', total_time: '1 hr 15 mins' }],
    ['the page shows none', '', { prep_time: '1 min', cook_time: '1 min', total_time: '1 min' }],
  ])('times the data states in seconds ("PT45S" for 45 minutes) give way to the page\'s when %s', (_, facts, times) => {
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: INGREDIENTS, recipeInstructions: STEPS, prepTime: 'PT45S', cookTime: 'PT30S', totalTime: 'PT75S' })}</script>`;
    expect(read(page(recipeBody(facts), data)).recipe).toMatchObject(times);
  });

  it('a yield in running text fills the one structured data left out', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: INGREDIENTS, recipeInstructions: STEPS, totalTime: 'PT30M' })}</script>`;
    expect(read(page(recipeBody('<p>This recipe serves 4 to 6 people.</p>'), data)).recipe.servings).toBe(6);
  });
});

describe('a page that leaves its <html> and <body> tags out, as HTML allows', () => {
  const body = `<h1>Lentil Soup</h1><p>Serves 4. Total time: 30 minutes</p>
    <h2>Ingredients</h2><ul>${li(INGREDIENTS)}</ul><h2>Method</h2><ol>${li(STEPS)}</ol>`;

  it('reads as it would with them', () => {
    expect(read(`<title>Lentil Soup</title>${body}`).recipe).toEqual(read(page(body)).recipe);
  });

  it('shows the steps of data that runs the whole method into one text', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: INGREDIENTS, recipeInstructions: STEPS.join(' ') })}</script>`;
    const steps = read(`${data}<h1>Lentil Soup</h1>${STEPS.map((step) => `<p>${step}</p>`).join('')}`).recipe.instructions.map(({ content }) => content);
    expect(steps).toEqual(STEPS);
  });
});
