import { describe, expect, it } from 'vitest';
import { parseIngredientLine, tidyIngredientLine } from './ingredient-parser.js';

type Row = [line: string, quantity: number, unit: string, name: string, note: string];

const TABLE: Row[] = [
  ['1 ½ cups flour', 1.5, 'cup', 'flour', ''],
  ['1½ lbs chicken thighs', 1.5, 'lb', 'chicken thighs', ''],
  ['1-1/2 tsp salt', 1.5, 'tsp', 'salt', ''],
  ['1 1/2 Tbsp sugar', 1.5, 'tbsp', 'sugar', ''],
  ['½ cup milk', 0.5, 'cup', 'milk', ''],
  ['0.25 cup olive oil', 0.25, 'cup', 'olive oil', ''],
  ['2-3 cloves garlic, minced', 2, 'clove', 'garlic', '2-3, minced'],
  ['1 to 2 tablespoons honey', 1, 'tbsp', 'honey', '1 to 2'],
  ['1 (14 ounce) can tomatoes', 1, 'can', 'tomatoes', '14 ounce'],
  ['2 (12 inch) pre-baked pizza crusts', 2, '', 'pre-baked pizza crusts', '12 inch'],
  ['2 cans (15 oz each) black beans, drained', 2, 'can', 'black beans', '15 oz each, drained'],
  ['garlic, minced', 0, '', 'garlic', 'minced'],
  ['Salt and pepper to taste', 0, '', 'Salt and pepper', 'to taste'],
  ['200g butter (softened)', 200, 'g', 'butter', 'softened'],
  ['1 kg potatoes', 1, 'kg', 'potatoes', ''],
  ['500 ml chicken stock', 500, 'ml', 'chicken stock', ''],
  ['1 L water', 1, 'l', 'water', ''],
  ['a pinch of salt', 1, 'pinch', 'salt', ''],
  ['1 T butter', 1, 'tbsp', 'butter', ''],
  ['1 t vanilla extract', 1, 'tsp', 'vanilla extract', ''],
  ['2 Tablespoons soy sauce', 2, 'tbsp', 'soy sauce', ''],
  ['3 teaspoons baking powder', 3, 'tsp', 'baking powder', ''],
  ['8 ounces cream cheese, softened', 8, 'oz', 'cream cheese', 'softened'],
  ['1 fl. oz. rum', 1, 'fl oz', 'rum', ''],
  ['2 pounds ground beef', 2, 'lb', 'ground beef', ''],
  ['3 large eggs', 3, '', 'large eggs', ''],
  ['1 package (8 oz) cream cheese', 1, 'package', 'cream cheese', '8 oz'],
  ['2 sticks butter', 2, 'stick', 'butter', ''],
  ['1 bunch cilantro, chopped', 1, 'bunch', 'cilantro', 'chopped'],
  ['4 slices bacon', 4, 'slice', 'bacon', ''],
  ['one onion, diced', 1, '', 'onion', 'diced'],
  ['1,5 kg flour', 1.5, 'kg', 'flour', ''],
  ['▢ 2 cups sugar', 2, 'cup', 'sugar', ''],
  ['10 fresh basil leaves, washed, dried', 10, '', 'fresh basil leaves', 'washed, dried'],
  // Measured on labelled lines of real pages (bench/ingredient-bench.ts); each rule and where it stops.
  ['Scant 2 cups chicken broth', 2, 'cup', 'chicken broth', 'Scant'],
  ['Juice of half a lime', 0.5, '', 'lime', 'Juice'],
  ['the zest from 4 large lemons', 4, '', 'large lemons', 'zest'],
  ['1 14- ounce can of full fat coconut milk', 1, 'can', 'full fat coconut milk', '14 ounce'],
  ['1, 14 oz can of sweetened condensed milk', 1, 'can', 'sweetened condensed milk', '14 oz'],
  ['One 3-inch cinnamon stick', 1, 'stick', '3-inch cinnamon', ''],
  ['1 medium head cauliflower cut into florets', 1, 'head', 'cauliflower', 'medium, cut into florets'],
  ['2 large eggs room temperature', 2, '', 'large eggs', 'room temperature'],
  ['100g/3½oz butter, plus extra for greasing', 100, 'g', 'butter', '3½oz, plus extra for greasing'],
  ['1 1/2 cups plus 3 tablespoons sugar', 1.5, 'cup', 'sugar', 'plus 3 tablespoons'],
  ['3 garlic cloves, minced', 3, 'clove', 'garlic', 'minced'],
  ['2 pounds chuck steak (sliced thin (about 1-inch thick))', 2, 'lb', 'chuck steak', 'sliced thin (about 1-inch thick)'],
  ['natural brown sugar: 45 g', 45, 'g', 'natural brown sugar', ''],
  ['Toppings: 2 tbsp chives', 2, 'tbsp', 'chives', 'Toppings'],
  ['Garnish: parsley', 0, '', 'parsley', 'Garnish'],
  // The name first and its measured amount ending the line, without a colon between.
  ['Flour 200g', 200, 'g', 'Flour', ''],
  ['Ground cumin 1 tbsp (6g)', 1, 'tbsp', 'Ground cumin', '6g'],
  ['Black beans, rinsed and drained 1 (15.5oz) can (439g)', 1, 'can', 'Black beans', '15.5oz, 439g, rinsed and drained'],
  ['Eggs 2', 0, '', 'Eggs 2', ''],
  // Recipe databases count with "each" and write a plural as an option.
  ['1 each bay leaves', 1, '', 'bay leaves', ''],
  ['2 each garlic cloves minced', 2, 'clove', 'garlic', 'minced'],
  ['1/2 can(s) diced tomatoes', 0.5, 'can', 'diced tomatoes', ''],
  ['2 potato(es), peeled', 2, '', 'potatoes', 'peeled'],
  ['Gas mark 4', 0, '', 'Gas mark 4', ''],
  ['Oil for deep frying', 0, '', 'Oil', 'for deep frying'],
  ['2 tbsp rice flour – the secret to lasting crunch', 2, 'tbsp', 'rice flour', 'the secret to lasting crunch'],
  ['1 tsp (4g) - Garlic Powder', 1, 'tsp', 'Garlic Powder', '4g'],
  ['1/4 cup dry white wine*', 0.25, 'cup', 'dry white wine', ''],
  // Kitchen measures in other languages, joined to what they measure by "de", "di" or "d'".
  ['⅓ de xícara (chá) de arroz', 0.333, 'cup', 'arroz', ''],
  ['1½ colher (sopa) de azeite', 1.5, 'tbsp', 'azeite', ''],
  ['½ colher de chá de pimenta síria', 0.5, 'tsp', 'pimenta síria', ''],
  ['2 dentes de alho', 2, 'clove', 'alho', ''],
  ['1 pitada de açúcar', 1, 'pinch', 'açúcar', ''],
  ['2 cucharadas de aceite de oliva', 2, 'tbsp', 'aceite de oliva', ''],
  ['1 cucchiaino di sale', 1, 'tsp', 'sale', ''],
  ["2 c. à soupe d'huile d'olive", 2, 'tbsp', "huile d'olive", ''],
  ['1 cuillère à café de cumin', 1, 'tsp', 'cumin', ''],
  ['2 EL Olivenöl', 2, 'tbsp', 'Olivenöl', ''],
  ['2 el olijfolie', 2, 'tbsp', 'olijfolie', ''],
  ['1 tl kerrie', 1, 'tsp', 'kerrie', ''],
  ['el zumo de un limón', 0, '', 'el zumo de un limón', ''],
  ['1 spsk smør, til stegning', 1, 'tbsp', 'smør', 'til stegning'],
  ['2 c. flour', 2, 'cup', 'flour', ''],
  ['2 łyżki oliwy', 2, 'tbsp', 'oliwy', ''],
  ['1 lžička soli', 1, 'tsp', 'soli', ''],
  ['2 evőkanál olívaolaj', 2, 'tbsp', 'olívaolaj', ''],
  ['1 fej hagyma', 1, 'head', 'hagyma', ''],
  ['2 yemek kaşığı zeytinyağı', 2, 'tbsp', 'zeytinyağı', ''],
  ['1 su bardağı kırmızı mercimek', 1, 'cup', 'kırmızı mercimek', ''],
  ['2 rkl oliiviöljyä', 2, 'tbsp', 'oliiviöljyä', ''],
  ['2 sdm minyak zaitun', 2, 'tbsp', 'minyak zaitun', ''],
  ['2 ст. л. оливкового масла', 2, 'tbsp', 'оливкового масла', ''],
  ['200 г чечевицы', 200, 'g', 'чечевицы', ''],
  ['2 κ.σ. ελαιόλαδο', 2, 'tbsp', 'ελαιόλαδο', ''],
  ['3 σκελίδες σκόρδο', 3, 'clove', 'σκόρδο', ''],
  ['Sugar for coating (1/3-1/2 cup)', 0.333, 'cup', 'Sugar', '1/3-1/2, for coating'],
  ['4 boneless, skinless chicken thighs', 4, '', 'boneless, skinless chicken thighs', ''],
  ['1 red onion (cut into 1 ½-inch chunks)', 1, '', 'red onion', 'cut into 1 ½-inch chunks'],
  ['1 large finely chopped onion', 1, '', 'large finely chopped onion', ''],
  ['1 can diced tomatoes', 1, 'can', 'diced tomatoes', ''],
  ['half and half', 0, '', 'half and half', ''],
  ['1 /2 Banana (peeled)', 0.5, '', 'Banana', 'peeled'],
  ['1/4 of a red onion', 0.25, '', 'red onion', ''],
  ['2 small-to-medium cloves garlic', 2, 'clove', 'garlic', 'small-to-medium'],
  ['600g/1lb 5oz cream cheese', 600, 'g', 'cream cheese', '1lb 5oz'],
  ['1.5 cup crushed Oreos + 2 tbsp', 1.5, 'cup', 'crushed Oreos', '+ 2 tbsp'],
  ['400-gram tin crushed tomatoes', 1, 'can', 'crushed tomatoes', '400 gram'],
  ['15 oz can of pumpkin purée', 1, 'can', 'pumpkin purée', '15 oz'],
  ['1 lb chicken thighs', 1, 'lb', 'chicken thighs', ''],
  ['pinch saffron', 1, 'pinch', 'saffron', ''],
  ['2 tsp shaoxing wine\u2063', 2, 'tsp', 'shaoxing wine', ''],
  ['Brown sugar, honey, or other sweetener to taste', 0, '', 'Brown sugar, honey, or other sweetener', 'to taste'],
  ['Salt, or more to taste', 0, '', 'Salt', 'or more to taste'],
  ['1 onion, chopped, or shallot', 1, '', 'onion', 'chopped, or shallot'],
  ['1 cup flour, or 1 cup oats', 1, 'cup', 'flour', 'or 1 cup oats'],
  ['1 cup flour sifted. You can also use cake flour.', 1, 'cup', 'flour', 'sifted, You can also use cake flour.'],
  ['1 tsp Mrs. Dash seasoning', 1, 'tsp', 'Mrs. Dash seasoning', ''],
  ['1 cup measure for measure flour', 1, 'cup', 'measure for measure flour', ''],
  ['Butter for the pan', 0, '', 'Butter', 'for the pan'],
  ['1 clove garlic or 1/4 tsp garlic powder', 1, 'clove', 'garlic', 'or 1/4 tsp garlic powder'],
  ['1 cup buttermilk or 1 cup milk plus 1 tbsp lemon juice', 1, 'cup', 'buttermilk', 'or 1 cup milk plus 1 tbsp lemon juice'],
  ['3 or 4 carrots', 3, '', 'carrots', '3 or 4'],
  // Notes keep the line's order: a remark after the comma follows the text it belongs to.
  ['1 pork shoulder roast, about 4 lb (1.8 kg) (bone in or out)', 1, '', 'pork shoulder roast', 'about 4 lb, 1.8 kg, bone in or out'],
  ['1 can (14 oz) tomatoes, drained (see note)', 1, 'can', 'tomatoes', '14 oz, drained, see note'],
];

describe('parseIngredientLine', () => {
  it.each(TABLE)('%s', (line, quantity, unit, name, note) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, name, note });
  });

  it('reads a line of many thousand words once, not once per place a name could end', () => {
    expect(parseIngredientLine('salt '.repeat(80_000)).quantity).toBe(0);
  });
});

describe('tidyIngredientLine', () => {
  it('drops bullets and doubled parentheses', () => {
    expect(tidyIngredientLine('- 1  scotch bonnet ((optional))')).toBe('1 scotch bonnet (optional)');
    // A note that opens and closes with its own parentheses, wrapped once more.
    expect(tidyIngredientLine('1 potato ((Aus: Sebago, US: russet), or other starchy potato (Note 1))'))
      .toBe('1 potato (Aus: Sebago, US: russet), or other starchy potato (Note 1)');
    // A note that opens with its own parentheses and goes on after them, wrapped once more at the line's end.
    expect(tidyIngredientLine('1 cup flour ((see tip) or rye flour)')).toBe('1 cup flour (see tip) or rye flour');
    // Not at the end, the pair is the author's writing and stays.
    expect(tidyIngredientLine('1 cup flour ((see tip) or rye) sifted')).toBe('1 cup flour ((see tip) or rye) sifted');
    // Apart, they are the author's own nesting and stay.
    expect(tidyIngredientLine('2 cans rolls ((12 oz each) )')).toBe('2 cans rolls ((12 oz each) )');
  });

  it("drops a plugin's parentheses around a note that opens with its own comma", () => {
    expect(tidyIngredientLine('4 tablespoons peanut oil (, divided)')).toBe('4 tablespoons peanut oil, divided');
    expect(tidyIngredientLine('8 oz flank steak (or skirt steak) (, thinly sliced)')).toBe('8 oz flank steak (or skirt steak), thinly sliced');
    expect(tidyIngredientLine('1 cup water (; warm)')).toBe('1 cup water, warm');
    // A comma inside a note, not opening it, is the note's own.
    expect(tidyIngredientLine('1 onion (red, diced)')).toBe('1 onion (red, diced)');
  });

  it('keeps an asterisk touching a word: it marks a footnote, not a bullet', () => {
    expect(tidyIngredientLine('*swap the chili sauce for vinegar')).toBe('*swap the chili sauce for vinegar');
    expect(tidyIngredientLine('* 2 tbsp chili sauce')).toBe('2 tbsp chili sauce');
    expect(tidyIngredientLine('**2 tbsp chili sauce')).toBe('2 tbsp chili sauce');
  });
});
