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
    for (const text of ['*a'.repeat(25_000), '_'.repeat(50_000), '1 cup ('.repeat(7000), 'x\n'.repeat(25_000), '🍋 '.repeat(16_000) + 'x', '#a'.repeat(25_000) + ' !', `Ingredients\n1 cup ${'('.repeat(49_000)}`, `Soup\nServes ${'9'.repeat(49_000)}`]) {
      expect(extractRecipeFromText(text).recipe).toBeDefined();
    }
  });
});

describe('pasted text the rules were not written for', () => {
  it('reads a section written on its heading\'s line: ingredients split where the next amount starts', () => {
    const recipe = read(`Fried rice (from Sam)
Ingredients: 3 cups cooked rice (day old), 2 eggs, 1 onion, diced; 2 tbsp soy sauce
Steps: Scramble the eggs. Fry the rice 3 min, add the rest.
Note: use a wok.`);
    expect(recipe.name).toBe('Fried rice (from Sam)');
    expect(recipe.lines).toEqual(['3 cups cooked rice (day old)', '2 eggs', '1 onion, diced', '2 tbsp soy sauce']);
    expect(recipe.steps).toEqual(['Scramble the eggs. Fry the rice 3 min, add the rest.']);
    expect(recipe.notes).toBe('use a wok.');
  });

  it('keeps a note written on its label\'s line among the steps as a note, and the steps after it', () => {
    const recipe = read('Soup\n\nIngredients\n1 onion\n2 cups stock\n\nMethod\n1. Fry the onion.\nNote: a big pan helps.\n2. Add the stock.');
    expect(recipe.steps).toEqual(['Fry the onion.', 'Add the stock.']);
    expect(recipe.notes).toBe('a big pan helps.');
  });

  it('takes a yield told in sentences after the steps as the servings, not as a step', () => {
    const recipe = read('Lemon bars\n\nIngredients\n1 cup flour\n2 eggs\n\nMethod\n1. Mix.\n2. Cook for 20 minutes.\n\nServes 8.');
    expect(recipe.steps).toEqual(['Mix.', 'Cook for 20 minutes.']);
    expect(recipe.servings).toBe(8);
  });

  it('reads times told in a sentence before the ingredients, and a yield beside them', () => {
    expect(read(`Strawberry Muffins
Makes 12 muffins. Prep takes about 15 minutes and they bake in 20 minutes (35 minutes
total).
INGREDIENTS
2 cups flour
1 cup sugar
INSTRUCTIONS
1. Mix.
2. Bake for 25 minutes.`)).toMatchObject({ servings: 12, prep_time: '15 mins', cook_time: '20 mins', total_time: '35 mins' });
    expect(read('Brittle\n\nmakes 10 pieces, about 20 minutes\n\ningredients\nsugar: 45 g\n\nsteps\nMelt the sugar.')).toMatchObject({ servings: 10, total_time: '20 mins' });
  });

  it('reads a greeting, a "ready in" total and a notes heading in other languages', () => {
    const recipe = read(`Hallo Anna,

Linsensuppe
Fertig in 40 Min.

Zutaten:
200 g rote Linsen
1 Zwiebel

Zubereitung:
1. Zwiebel anbraten.
2. Linsen zugeben und 20 Minuten kochen.

Tipps:
Hält sich drei Tage.`);
    expect(recipe).toMatchObject({ name: 'Linsensuppe', total_time: '40 mins', notes: 'Hält sich drei Tage.' });
    expect(recipe.steps).toEqual(['Zwiebel anbraten.', 'Linsen zugeben und 20 Minuten kochen.']);
    expect(read('Soupe\nPrête en 30 min\n\nIngrédients\n1 oignon\n\nPréparation\nCuire.')).toMatchObject({ total_time: '30 mins' });
  });

  it('reads facts written value first, "Bake:" as cooking, other times apart, and a label above its value', () => {
    expect(read('Garlic Chicken\n4 servings | Prep 10 min | Bake: 20 min | Ready in 30 min\n\n3 tbsp butter\n4 chicken breasts\n\nDirections\nMelt the butter.')).toMatchObject({
      servings: 4, prep_time: '10 mins', cook_time: '20 mins', total_time: '30 mins',
    });
    expect(read('Balls\nPrep Time: 1 hour   Chill Time: 2 hours   Total Time: 3 hours\nIngredients\n1 cup peanut butter\nMethod\nRoll.')).toMatchObject({ prep_time: '1 hr', total_time: '3 hrs' });
    expect(read('Cheesecake\nPreparation time\n1 to 2 hours\nCooking time\nless than 10 mins\nIngredients\n100g butter\nMethod\nMelt the butter.')).toMatchObject({ prep_time: '2 hrs', cook_time: '10 mins' });
  });

  it('without headings, numbered or bulleted sentences are the steps and a "serves" sentence is no ingredient', () => {
    const recipe = read(`Miso Salmon
from a friend — serves 4

* 1 salmon fillet
* 2 tbsp miso paste
* kosher salt

* Preheat oven to 425 degrees.
* Roast the fish for 6 minutes.`);
    expect(recipe).toMatchObject({ name: 'Miso Salmon', servings: 4 });
    expect(recipe.lines).toEqual(['1 salmon fillet', '2 tbsp miso paste', 'kosher salt']);
    expect(recipe.steps).toEqual(['Preheat oven to 425 degrees.', 'Roast the fish for 6 minutes.']);
    expect(read('Beef\n\n2 pounds steak\n1 cup broth\n\n1. Add steak and broth to a slow cooker. Stir to combine.\n2. Serve.').steps).toEqual([
      'Add steak and broth to a slow cooker. Stir to combine.', 'Serve.',
    ]);
  });

  it('skips e-mail headers, drops "For the topping" captions, steps numbered without a space and step titles naming ingredients', () => {
    const recipe = read(`From: Grace
Subject: Fwd: Peanut Balls

Peanut Balls
Ingredients
1 cup peanut butter
For the topping
2 cups chocolate chips
Instructions
Prepare ingredients
Shape into balls.
Mix ingredients
Dip in chocolate.`);
    expect(recipe.name).toBe('Peanut Balls');
    expect(recipe.lines).toEqual(['1 cup peanut butter', '2 cups chocolate chips']);
    expect(recipe.steps).toEqual(['Prepare ingredients', 'Shape into balls.', 'Mix ingredients', 'Dip in chocolate.']);
    expect(read('Sliders\nIngredients\n12 rolls\nInstructions\n1.Preheat the oven.\n2.Bake for 1.5 hours.').steps).toEqual(['Preheat the oven.', 'Bake for 1.5 hours.']);
  });

  it.each([
    [
      'German headings with colons, facts ending in "Min."',
      `Linsensuppe

Für 4 Personen
Zubereitungszeit: 15 Min.
Kochzeit: 30 Min.

Zutaten:
- 200 g rote Linsen
- 1 Zwiebel
- 1 l Gemüsebrühe

Zubereitung:
1. Zwiebel andünsten.
2. Linsen und Brühe zugeben und 30 Minuten köcheln.`,
      { name: 'Linsensuppe', servings: 4, prep_time: '15 mins', cook_time: '30 mins', total_time: '45 mins' },
      ['200 g rote Linsen', '1 Zwiebel', '1 l Gemüsebrühe'],
      ['Zwiebel andünsten.', 'Linsen und Brühe zugeben und 30 Minuten köcheln.'],
    ],
    [
      'French facts on one line',
      `Soupe de lentilles
6 portions · Préparation : 10 min · Cuisson : 1 h 10

Ingrédients
200 g de lentilles
1 oignon

Préparation
1. Faire revenir l'oignon.
2. Ajouter les lentilles.`,
      { name: 'Soupe de lentilles', servings: 6, prep_time: '10 mins', cook_time: '1 hr 10 mins' },
      ['200 g de lentilles', '1 oignon'],
      ["Faire revenir l'oignon.", 'Ajouter les lentilles.'],
    ],
    [
      'Polish facts without separators and "Krok n" labels',
      `Zupa z soczewicy
Czas przygotowania: 20 min Czas gotowania: 30 min
4 porcje
Składniki:
200 g soczewicy
1 cebula
Przygotowanie:
Krok 1
Zeszklij cebulę.
Krok 2
Dodaj soczewicę.`,
      { name: 'Zupa z soczewicy', servings: 4, prep_time: '20 mins', cook_time: '30 mins' },
      ['200 g soczewicy', '1 cebula'],
      ['Zeszklij cebulę.', 'Dodaj soczewicę.'],
    ],
    [
      'Italian captions of ingredient groups without colons',
      `Crostata di mele
Dosi per 8 persone

Ingredienti
Per la frolla
250 g di farina
125 g di burro
Per il ripieno
3 mele

Procedimento
1. Impastare farina e burro.
2. Coprire con le mele e cuocere 40 minuti.`,
      { name: 'Crostata di mele', servings: 8 },
      ['250 g di farina', '125 g di burro', '3 mele'],
      ['Impastare farina e burro.', 'Coprire con le mele e cuocere 40 minuti.'],
    ],
    [
      'Spanish headings in capitals and "Paso n:" steps',
      `Sopa de lentejas
Para 4 personas

INGREDIENTES
250 g de lentejas
1 cebolla

PREPARACIÓN
Paso 1: Sofreír la cebolla.
Paso 2: Añadir las lentejas y cocer 40 minutos.`,
      { name: 'Sopa de lentejas', servings: 4 },
      ['250 g de lentejas', '1 cebolla'],
      ['Sofreír la cebolla.', 'Añadir las lentejas y cocer 40 minutos.'],
    ],
  ])('reads a recipe in another language: %s', (_, text, fields, lines, steps) => {
    const recipe = read(text);
    expect(recipe).toMatchObject(fields);
    expect(recipe.lines).toEqual(lines);
    expect(recipe.steps).toEqual(steps);
  });
});

describe('pasted text from social posts, task lists and notes without a method heading', () => {
  it('reads a post dressed in pictographs: emoji bullets, keycap step numbers, tags and a call to save it', () => {
    const recipe = read(`🍋 Lemon Drizzle 🍋
✨ INGREDIENTS ✨
👉 200 g flour
👉 2 eggs 🥚
✨ WHAT TO DO ✨
1️⃣ Mix it all.
2️⃣ Bake for 40 minutes 🔥

Save this for later 📌
#baking #lemon #cake`);
    expect(recipe.name).toBe('Lemon Drizzle');
    expect(recipe.lines).toEqual(['200 g flour', '2 eggs 🥚']);
    expect(recipe.steps).toEqual(['Mix it all.', 'Bake for 40 minutes 🔥']);
  });

  it('reads a task list\'s boxes as bullets and an unmarked line among them as a group\'s caption', () => {
    const recipe = read(`Wings
## Ingredients
- [ ] 1 kg chicken wings
- [x] salt
Glaze
- [ ] 1/2 cup honey
## Directions
Step 1: Roast the wings.`);
    expect(recipe.lines).toEqual(['1 kg chicken wings', 'salt', '1/2 cup honey']);
    expect(recipe.steps).toEqual(['Roast the wings.']);
  });

  it('drops captions without a colon that open groups set apart, and keeps a lone first line with no amount', () => {
    expect(read('Rissoles\nIngredients\nRissoles\n500 g beef mince\n1 onion\n\nCurry sauce\n40 g butter\n1 tbsp curry powder\nMethod\nFry.').lines).toEqual([
      '500 g beef mince',
      '1 onion',
      '40 g butter',
      '1 tbsp curry powder',
    ]);
    expect(read('Focaccia\nIngredients\nOlive oil\n500 g flour\n\nSea salt\nMethod\nBake.').lines).toEqual(['Olive oil', '500 g flour', 'Sea salt']);
  });

  it('takes the steps after the ingredients when no heading names them', () => {
    const recipe = read('Lemon Pasta\nIngredients\n200 g spaghetti\n1 lemon, zested\n\n1. Boil the pasta.\n2. Toss with the zest\n');
    expect(recipe.lines).toEqual(['200 g spaghetti', '1 lemon, zested']);
    expect(recipe.steps).toEqual(['Boil the pasta.', 'Toss with the zest']);
  });

  it('keeps short numbered steps and sentences that name a section\'s word as steps', () => {
    const steps = ['Cook per package directions.', 'Repeat the steps with the sauce.', 'Mix the ingredients well.'];
    const numbered = steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
    expect(read(`Pasta\nIngredients\n200 g pasta\nMethod\n${numbered}`).steps).toEqual(steps);
    expect(read(`Pasta\nIngredients\n200 g pasta\n\n${numbered}`)).toMatchObject({ lines: ['200 g pasta'], steps });
    expect(read('Pasta\n1. Ingredients\n200 g pasta\n2. Method\nBoil it.')).toMatchObject({ lines: ['200 g pasta'], steps: ['Boil it.'] });
  });

  it('reads lines that only start like a time ("Cooking spray", "COOK THE FILLING") as an ingredient and a step', () => {
    const recipe = read('Roll\nIngredients\nCooking spray\n3 eggs\nInstructions\nMAKE THE CAKE\nBake it.\nCOOK THE FILLING\nStir it.');
    expect(recipe.lines).toEqual(['Cooking spray', '3 eggs']);
    expect(recipe.steps).toEqual(['MAKE THE CAKE', 'Bake it.', 'COOK THE FILLING', 'Stir it.']);
  });

  it('keeps a footnote after the steps out of them, and drops a printed footer that ends in its page number', () => {
    const recipe = read(`Creme Brulee
Ingredients
zest of 4 oranges*
3 cups cream
Steps
1. Heat the cream.
2. Bake.

*the zest is optional
example.com                                  Page 1 of 2`);
    expect(recipe.lines).toEqual(['zest of 4 oranges*', '3 cups cream']);
    expect(recipe.steps).toEqual(['Heat the cream.', 'Bake.']);
    expect(recipe.notes).toBe('the zest is optional');
  });

  it('skips a forwarded mail\'s separator and a phone\'s signature', () => {
    const recipe = read(`---------- Forwarded message ---------
From: Ann <ann@example.com>
Subject: Fwd: the casserole

Cinnamon Roll Casserole
Serves 10

Ingredients:
* 4 eggs
* 1/2 cup of milk

Directions:
Whisk the eggs and milk.
Bake it.

Sent from my iPhone`);
    expect(recipe.name).toBe('Cinnamon Roll Casserole');
    expect(recipe.steps).toEqual(['Whisk the eggs and milk.', 'Bake it.']);
  });

  it('reads a fact line an icon leads, leaves the pictographs off the title and tags off a closing call', () => {
    const recipe = read(`Sweetcorn Fritters 🌽
⏱ Prep 15 min | Cook 15 min | Total 30 min

INGREDIENTS 👇
▪️ 2 cups sweetcorn
▪️ 1 egg

HOW TO 👇
1️⃣ Mix it all.
2️⃣ Fry the fritters.

Save this for your next party 📌 #fritters #snacks`);
    expect(recipe.name).toBe('Sweetcorn Fritters');
    expect([recipe.prep_time, recipe.cook_time, recipe.total_time]).toEqual(['15 mins', '15 mins', '30 mins']);
    expect(recipe.steps).toEqual(['Mix it all.', 'Fry the fritters.']);
  });

  it('takes the dish\'s name in title case over a message\'s opening sentence, and facts parted by commas, value first', () => {
    const recipe = read(`Here's the pumpkin cake everyone asked about on Saturday 🙂

Pumpkin Chocolate Cake
12 servings, 10 min prep, 40 min bake

1/3 cup cocoa powder
2 eggs

Step 1: Mix everything.
Step 2: Bake it.`);
    expect(recipe.name).toBe('Pumpkin Chocolate Cake');
    expect(recipe.servings).toBe(12);
    expect([recipe.prep_time, recipe.cook_time]).toEqual(['10 mins', '40 mins']);
    expect(recipe.lines).toEqual(['1/3 cup cocoa powder', '2 eggs']);
    // A title in sentence case stays the title when no title-case line follows it.
    expect(read(`Easy weeknight chicken and rice bake\n\n1 cup rice\n2 chicken thighs\n\nBake it all.`).name).toBe('Easy weeknight chicken and rice bake');
  });

  it('keeps a title in sentence case over headings in capitals, "What you need" among them', () => {
    const recipe = read(`Easy strawberry bread (one bowl)

Makes: 1 loaf

WHAT YOU NEED
1/2 cup buttermilk
2 large eggs

HOW TO MAKE IT
Step 1
Mix it all.
Step 2
Bake it.`);
    expect(recipe.name).toBe('Easy strawberry bread (one bowl)');
    expect(recipe.lines).toEqual(['1/2 cup buttermilk', '2 large eggs']);
    expect(recipe.steps).toEqual(['Mix it all.', 'Bake it.']);
  });

  it('keeps a post\'s "Edit:" and a letter\'s "P.S." out of the steps, as notes', () => {
    const recipe = read(`**Beans and Rice**

**Ingredients**
* 1 cup rice
* 1 can beans

**Directions**
1) Cook the rice.
2) Stir in the beans.

Edit: formatting
P.S. brown rice works too`);
    expect(recipe.steps).toEqual(['Cook the rice.', 'Stir in the beans.']);
    expect(recipe.notes).toBe('formatting\nbrown rice works too');
  });

  it('counts a freezing or chilling time in the total when no total is told', () => {
    const recipe = read(`Oreo Cheesecake

SERVES 8        PREP 15 MINUTES        FREEZE 5 HOURS

2 cups crushed Oreos
16 ounces cream cheese

Press the crumbs into the pan. Freeze it.`);
    expect([recipe.prep_time, recipe.total_time]).toEqual(['15 mins', '5 hrs 15 mins']);
    // A total told stands as told.
    expect(read(`Ice Cream\nPrep: 10 mins\nFreeze: 8 hrs\nTotal: 8 hrs\n\n1 cup cream\n\nFreeze it.`).total_time).toBe('8 hrs');
  });

  it('writes a PDF\'s ligatures and fraction slash as letters and a slash, and joins a word hyphenated at a line\'s end', () => {
    const recipe = read(`Lemon Risotto
Ingredients
1 1\u20442 cups Arborio rice
1 small onion, \uFB01nely chopped
Method
1. Heat the olive oil. Add the onion and gar-
lic, and saut\u00e9 until soft.`);
    expect(recipe.lines).toEqual(['1 1/2 cups Arborio rice', '1 small onion, finely chopped']);
    expect(recipe.steps).toEqual(['Heat the olive oil. Add the onion and garlic, and saut\u00e9 until soft.']);
  });

  it('reads a passage copied from a reading app: no quotes or citation, the description before an unheaded list among the notes', () => {
    const recipe = read(`“Chickpeas cacio e pepe

SERVES 4

Cheesy, peppery and very comforting.

300g dried chickpeas
3 tbsp olive oil
salt and black pepper

1. Preheat the oven to 160°C fan.
2. Top with the spinach.”

Excerpt From
Extra Good Things
This material may be protected by copyright.`);
    expect(recipe).toMatchObject({ name: 'Chickpeas cacio e pepe', servings: 4, notes: 'Cheesy, peppery and very comforting.' });
    expect(recipe.lines).toEqual(['300g dried chickpeas', '3 tbsp olive oil', 'salt and black pepper']);
    expect(recipe.steps).toEqual(['Preheat the oven to 160°C fan.', 'Top with the spinach.']);
    expect(read(`Flapjacks
4 oz oats
2 oz butter
Melt the butter, stir in the oats and bake.
Murad, Noor. Extra Good Things (p. 112). Clarkson Potter. Kindle Edition.`).steps).toEqual(['Melt the butter, stir in the oats and bake.']);
  });

  it('takes a label off the title and a bracketed yield into the servings, a source line and a closing cheer into the notes', () => {
    const recipe = read(`Recipe: Barbacoa Bowls (makes 4 bowls)

Ingredients:
- 1 chuck roast
- 1 cup rice

Instructions:
1) Brown the meat.
2) Cook the rice.

Buen provecho! 💛
Source: https://example.com/barbacoa/`);
    expect(recipe).toMatchObject({ name: 'Barbacoa Bowls', servings: 4, notes: 'Source: https://example.com/barbacoa/\nBuen provecho! 💛' });
    expect(recipe.steps).toEqual(['Brown the meat.', 'Cook the rice.']);
    // Brackets that tell no yield are the name's.
    expect(read(`Pad Thai (vegan)\n\n2 eggs\n\nFry the eggs.`).name).toBe('Pad Thai (vegan)');
  });
});

describe('a whole web page copied, menus, post and comments around its recipe card', () => {
  const menu = ['Skip to content', 'Home', 'Recipes', 'Dinner', 'Soups', 'About', 'Shop', 'Search'];
  const post = [
    'Easy Red Lentil Soup',
    'By Jo Cook · Updated May 2, 2025',
    'Jump to Recipe',
    'This soup is the one I make every week when the fridge is nearly empty.',
    'Ingredients',
    'Red lentils: they cook down soft, no soaking needed.',
    'Stock: any kind works here.',
    ...Array.from({ length: 12 }, (_, i) => `Another paragraph of the story, number ${i + 1}, about soup on cold days.`),
    'Save this recipe!',
  ];
  const card = [
    'Red Lentil Soup',
    'Print Recipe',
    '5 from 12 votes',
    'A quick weeknight soup.',
    'Prep Time 10 minutes',
    'Cook Time 25 minutes',
    'Servings 4',
    'Ingredients',
    'Scale 1x2x3x',
    '1 cup red lentils',
    '4 cups vegetable stock',
    '1 onion, chopped',
    ' Cook Mode Prevent your screen from going dark',
    'Instructions',
    'Soften the onion in a little oil.',
    'Add the lentils and the stock, bring it to the boil and simmer for 25 minutes',
    'Blend until smooth.',
  ];
  const after = ['', 'Did you make this recipe?', '', 'More Soup Recipes', 'Tomato Soup', 'Leave a Comment', 'Loved it, made it twice!'];
  const page = [...menu, ...post, ...card, ...after].join('\n');

  it('reads the card alone: its title, ingredients, steps one to a line and facts', () => {
    expect(read(page)).toMatchObject({
      name: 'Red Lentil Soup',
      lines: ['1 cup red lentils', '4 cups vegetable stock', '1 onion, chopped'],
      steps: ['Soften the onion in a little oil.', 'Add the lentils and the stock, bring it to the boil and simmer for 25 minutes', 'Blend until smooth.'],
      servings: 4,
      prep_time: '10 mins',
      cook_time: '25 mins',
    });
  });

  it('names the dish as the page heading does when the card sets it in capitals, past a byline and a bare time', () => {
    const styled = page.replace('Red Lentil Soup\nPrint Recipe', 'RED LENTIL SOUP\nBy Jo Cook\n35 mins\nPrint Recipe').replace('Easy Red Lentil Soup', 'Red Lentil Soup');
    expect(read(styled).name).toBe('Red Lentil Soup');
  });

  it('goes on past the step labels of a method set apart by blank lines', () => {
    const labelled = page.replace(card.slice(-3).join('\n'), 'Step 1\n\nSoften the onion.\n\nStep 2\n\nSimmer with the lentils.');
    expect(read(labelled).steps).toEqual(['Soften the onion.', 'Simmer with the lentils.']);
  });

  it('goes on past short steps the card leaves unstopped, up to a fact after them', () => {
    const unstopped = page.replace('Blend until smooth.', 'Blend until smooth\nServe with bread\nPrep Time: 10 minutes\nThe soup we make on cold evenings');
    expect(read(unstopped).steps?.slice(-2)).toEqual(['Blend until smooth', 'Serve with bread']);
  });

  it('reads times a card sets in pieces under their labels, and times run on with other labels', () => {
    const pieces = page.replace('Prep Time 10 minutes\nCook Time 25 minutes\nServings 4', 'Prep:\n10\nminutes\n mins\nCook Time:\n25 mins\nTotal:\n1\nhour\n hr\nYIELDS:\n4 - 6 serving(s)');
    expect(read(pieces)).toMatchObject({ prep_time: '10 mins', cook_time: '25 mins', total_time: '1 hr', servings: 4 });
    const runOn = page.replace('Prep Time 10 minutes\nCook Time 25 minutes\nServings 4', 'Course: SoupCuisine: BritishPrep Time: 10 minutesCook Time: 25 minutes Yield: 4 1x Category: Soup');
    expect(read(runOn)).toMatchObject({ prep_time: '10 mins', cook_time: '25 mins', servings: 4 });
  });

  it('leaves out the ingredients a card repeats under its steps, and ends the steps at its tags', () => {
    const repeated = page
      .replace('Soften the onion in a little oil.', 'Soften the onion in a little oil.\n1 onion\n1 cup red lentils,4 cups vegetable stock')
      .replace('Blend until smooth.', 'Blend until smooth.\nAuthor: Jo CookCourse: Soup and starters for a cold evening');
    expect(read(repeated).steps).toEqual(card.slice(-3));
  });

  it('takes no repeated label, count or call to act for the title', () => {
    const repeats = page
      .replace('Jump to Recipe', 'Jump to Recipe\nComments (12)\nAuthor: Jo Cook\nGet the Recipe Card\nSubmit a Tip\nAdd comment')
      .replace('Print Recipe', 'Print Recipe\nComments (12)\nAuthor: Jo Cook\nGet the Recipe Card\nREVIEW THIS RECIPE\nSubmit a Tip\nAdd comment');
    expect(read(repeats).name).toBe('Red Lentil Soup');
  });

  it('takes the title a page sets once from the rating under it', () => {
    const once = page.replace('Easy Red Lentil Soup\nBy Jo Cook', 'Weeknight Lentil Pot\n4.8\n(128)\nBy Jo Cook').replace('Red Lentil Soup\nPrint Recipe', 'Print Recipe');
    expect(read(once).name).toBe('Weeknight Lentil Pot');
    const calls = once.replace('Skip to content', 'Skip to content\nSubmit a Tip\nAdd comment').replace('Print Recipe', 'Submit a Tip\nAdd comment\nPrint Recipe');
    expect(read(calls).name).toBe('Weeknight Lentil Pot');
  });

  it('writes a title set in capitals in every line as the page spells it in small letters, else in title case', () => {
    const capitals = page.replace('Easy Red Lentil Soup', 'RED LENTIL SOUP WITH BBQ ONIONS').replace('Red Lentil Soup\nPrint Recipe', 'RED LENTIL SOUP WITH BBQ ONIONS\nPrint Recipe');
    expect(read(capitals).name).toBe('Red Lentil Soup with BBQ Onions');
    const crumbs = capitals.replace('Recipes\nDinner', 'Recipes / Best Red Lentil Soup with BBQ Onions\nDinner');
    expect(read(crumbs).name).toBe('Red Lentil Soup with BBQ Onions');
  });

  it('leaves out captions the card sets apart by style alone, in capitals or title case', () => {
    const groups = page.replace('1 cup red lentils\n4 cups vegetable stock\n1 onion, chopped', 'SOUP\n1 cup red lentils\n4 cups vegetable stock\nCrispy Onion Topping\n1 onion, chopped\nSalt and pepper\n2 tbsp oil');
    expect(read(groups).lines).toEqual(['1 cup red lentils', '4 cups vegetable stock', '1 onion, chopped', 'Salt and pepper', '2 tbsp oil']);
    const oneWord = page.replace('1 cup red lentils\n4 cups vegetable stock\n1 onion, chopped', 'Soup Base\n1 cup red lentils\n4 cups vegetable stock\nTopping\n1 onion, chopped');
    expect(read(oneWord).lines).toEqual(['1 cup red lentils', '4 cups vegetable stock', '1 onion, chopped']);
    const named = page.replace('1 cup red lentils\n4 cups vegetable stock', 'RED LENTIL SOUP\n1 cup red lentils\n4 cups vegetable stock');
    expect(read(named).lines).toEqual(['1 cup red lentils', '4 cups vegetable stock', '1 onion, chopped']);
    const salt = page.replace('1 cup red lentils\n4 cups vegetable stock\n1 onion, chopped', '1 cup red lentils\nSalt\n4 cups vegetable stock');
    expect(read(salt).lines).toEqual(['1 cup red lentils', 'Salt', '4 cups vegetable stock']);
  });

  it('takes the card line that names what it lists for the title, not a byline the card repeats from the page', () => {
    const byline = page.replace('By Jo Cook · Updated May 2, 2025', 'Jo Cook').replace('Red Lentil Soup\nPrint Recipe', 'Red Lentil Soup\nJo Cook\nPrint Recipe');
    expect(read(byline).name).toBe('Red Lentil Soup');
    const unlike = page.replace('Red Lentil Soup\nPrint Recipe', 'RED LENTIL SOUP (EASY LENTIL SOUP)\nPrint Recipe');
    expect(read(unlike).name).toBe('Red Lentil Soup (Easy Lentil Soup)');
  });

  it('passes over a short page head of menus to the line that names what the ingredients list', () => {
    const short = ['Account', 'Cart', 'Log in', 'Spicy Beans and Rice', 'Nutrition', '350 Calories', 'Ingredients', '1 cup wild rice', '1 can kidney beans', 'Directions', 'Simmer the rice with the beans for 45 minutes.'];
    expect(read(short.join('\n')).name).toBe('Spicy Beans and Rice');
    const byline = short.map((line) => (line === 'Spicy Beans and Rice' ? 'Spicy Beans and Rice by Jo Cook' : line));
    expect(read(byline.join('\n')).name).toBe('Spicy Beans and Rice');
    expect(read('Fish by the Sea\nIngredients\n1 fillet cod\nMethod\nBake.').name).toBe('Fish by the Sea');
    expect(read('Death by Chocolate Cake\nIngredients\n200 g dark chocolate\nMethod\nMelt.').name).toBe('Death by Chocolate Cake');
    const tagged = ['Home', 'Recipes', 'Dinner, Make Ahead, Weeknight, Vegetarian, beans', 'Bean Recipes', 'Spicy Beans and Rice', 'Ingredients', '1 can kidney beans', 'Directions', 'Simmer.'];
    expect(read(tagged.join('\n')).name).toBe('Spicy Beans and Rice');
    const repeated = ['Home', 'Shop', 'About', 'Greek chickpeas in tomato sauce', 'REVIEW THIS RECIPE', 'Greek chickpeas in tomato sauce', 'Ingredients', '1 can chickpeas', '2 cups tomato sauce', 'Method', 'Simmer.'];
    expect(read(repeated.join('\n')).name).toBe('Greek chickpeas in tomato sauce');
    const described = ['Tiramisu', 'A coffee and mascarpone dessert', 'for Sunday lunch', 'Ingredients', '250 g mascarpone', '1 cup strong coffee', 'Method', 'Layer and chill.'];
    expect(read(described.join('\n')).name).toBe('Tiramisu');
  });

  it('reads an amount set on a line over its name, the first line under a caption, and leaves out the card\'s buttons and switches', () => {
    const split = page.replace('1 cup red lentils\n4 cups vegetable stock\n1 onion, chopped', 'UNITS USM\n1/2X\nSave to My Recipes\nFOR THE SOUP:\n\nCooking spray\n\n1 c.\n\nred lentils\n\n4 c.\n\nvegetable stock\n\n1\n\nonion, chopped');
    expect(read(split).lines).toEqual(['Cooking spray', '1 c. red lentils', '4 c. vegetable stock', '1 onion, chopped']);
  });

  it('ends the ingredients at the page\'s question and form before the method, and at an equipment heading', () => {
    const form = page.replace('1 onion, chopped', '1 onion, chopped\nWant to save this?\nEnter your email and we will send it to you\nEmail *\nSave');
    expect(read(form).lines).toEqual(['1 cup red lentils', '4 cups vegetable stock', '1 onion, chopped']);
    const tools = page.replace('1 onion, chopped', '1 onion, chopped\nEQUIPMENT NEEDED\nLarge Pot\nBlender');
    expect(read(tools).lines).toEqual(['1 cup red lentils', '4 cups vegetable stock', '1 onion, chopped']);
  });

  it('goes on past the captions of step groups when the method opens with one, or the ingredients caption them too', () => {
    const groups = page.replace(card.slice(-3).join('\n'), 'Soup\nSoften the onion in a little oil.\nAdd the lentils and the stock and simmer.\nCrispy Topping\nFry the onion slices until they are crisp.');
    expect(read(groups).steps).toEqual(['Soup', 'Soften the onion in a little oil.', 'Add the lentils and the stock and simmer.', 'Crispy Topping', 'Fry the onion slices until they are crisp.']);
    const ungrouped = page.replace('Blend until smooth.', 'Blend until smooth.\nMore Soup Ideas\nOur favourite soups for the colder months of the year.');
    expect(read(ungrouped).steps).toEqual(card.slice(-3));
    const named = page.replace('Instructions\nSoften', 'Instructions\nHow to Make the Soup:\nSHOW IMAGES\nSoften');
    expect(read(named).steps).toEqual(card.slice(-3));
    const captioned = page
      .replace('1 onion, chopped', '1 onion, chopped\nCrispy Topping\n2 tbsp oil')
      .replace('Blend until smooth.', 'Blend until smooth.\n\nCrispy Topping\n\nFry the onion slices in the oil until crisp.');
    expect(read(captioned).steps).toEqual([...card.slice(-3), 'Crispy Topping', 'Fry the onion slices in the oil until crisp.']);
  });

  it('keeps the first line as the title of a long story pasted with its recipe, which names it once', () => {
    const story = ['Grandma’s Lentil Soup', ...post.slice(3, 4), ...Array.from({ length: 30 }, (_, i) => `She made it every winter, story line ${i + 1}.`)];
    const recipe = read([...story, 'Ingredients', '1 cup red lentils', '4 cups stock', 'Method', '1. Simmer for 25 minutes.', '2. Blend.'].join('\n'));
    expect(recipe).toMatchObject({ name: 'Grandma’s Lentil Soup', lines: ['1 cup red lentils', '4 cups stock'], steps: ['Simmer for 25 minutes.', 'Blend.'] });
  });
});
