import type { Cheerio, CheerioAPI } from 'cheerio';
import { lowerEnd, parseDuration } from './duration.js';
import { cardFacts, ingredientText } from './heuristic.js';
import { imageSource } from './images.js';
import { METHOD_NAME, stepTitle } from './schema-recipe.js';
import { elementLines, elementText, findHeld, tagsUnder, type AnyNode } from './text.js';
import type { RecipeFields } from './types.js';
import { WORD_END, wordsFromStart } from './vocabulary.js';

/** Where a recipe-card plugin puts each field. */
interface PluginMarkup {
  card: string;
  name: string;
  ingredients: string;
  /** Where older cards write each ingredient when they list none ("<p>" lines instead of list items). */
  unlistedIngredients?: string;
  /**
   * An amount the card converts into a second unit system beside the first ("7 oz (200 g)"): the
   * card's own recipe data gives the line in the first system alone, as the cook wrote it.
   */
  convertedAmount?: string;
  instructions: string;
  /** A group of steps and a step in it: a group's name over no step (a remark set as a heading) is no step. */
  stepGroup?: { group: string; step: string };
  /** A step opening with a bold title ("Saute:") is named by it: the card's recipe data gives it as the step's name. */
  titledSteps?: boolean;
  prep: string;
  cook: string;
  total: string;
  yields: string;
  image: string;
  notes: string;
  cuisine?: string;
}

const PLUGINS: PluginMarkup[] = [
  {
    // WP Recipe Maker
    card: '.wprm-recipe-container, .wprm-recipe',
    name: '.wprm-recipe-name',
    ingredients: '.wprm-recipe-ingredient',
    convertedAmount: '.wprm-recipe-ingredient-unit-system-2',
    // A group's name ("For the frosting") is a step of its own, as the card's recipe data has it;
    // a text outside a step's item is the theme's (a call to leave a review after the last step).
    instructions: '.wprm-recipe-instruction-group-name, .wprm-recipe-instruction .wprm-recipe-instruction-text',
    stepGroup: { group: '.wprm-recipe-instruction-group', step: '.wprm-recipe-instruction' },
    prep: '.wprm-recipe-prep-time-container, .wprm-recipe-prep_time',
    cook: '.wprm-recipe-cook-time-container, .wprm-recipe-cook_time',
    total: '.wprm-recipe-total-time-container, .wprm-recipe-total_time',
    yields: '.wprm-recipe-servings-container, .wprm-recipe-servings',
    image: '.wprm-recipe-image img',
    notes: '.wprm-recipe-notes',
    cuisine: '.wprm-recipe-cuisine',
  },
  {
    card: '.tasty-recipes',
    name: '.tasty-recipes-title',
    ingredients: '.tasty-recipes-ingredients li',
    // Older cards write each ingredient as a <p> instead of a list item; beside list items, a
    // paragraph captions a group ("Risotto:") or adds a remark ("Garnishes: parsley, lemon zest").
    unlistedIngredients: '.tasty-recipes-ingredients-body p',
    // Newer cards hold the steps in a body of their own whose wrapper is named in the singular
    // ("tasty-recipe-instructions").
    instructions: '.tasty-recipes-instructions li, .tasty-recipes-instructions p, .tasty-recipes-instructions-body li, .tasty-recipes-instructions-body p',
    titledSteps: true,
    prep: '.tasty-recipes-prep-time',
    cook: '.tasty-recipes-cook-time',
    total: '.tasty-recipes-total-time',
    yields: '.tasty-recipes-yield',
    image: '.tasty-recipes-image img',
    notes: '.tasty-recipes-notes-body, .tasty-recipes-notes',
    cuisine: '.tasty-recipes-cuisine',
  },
  {
    // Create by Mediavine
    card: '.mv-create-card, .mv-create-wrapper',
    name: '.mv-create-title',
    ingredients: '.mv-create-ingredients li',
    instructions: '.mv-create-instructions li, .mv-create-instructions p',
    prep: '.mv-create-time-prep .mv-create-time-format',
    cook: '.mv-create-time-active .mv-create-time-format',
    total: '.mv-create-time-total .mv-create-time-format',
    yields: '.mv-create-time-yield .mv-create-time-format, .mv-create-yield',
    image: '.mv-create-image',
    notes: '.mv-create-notes-content',
  },
  {
    // WP Ultimate Recipe
    card: '.wpurp-container',
    name: '.wpurp-recipe-title',
    ingredients: '.wpurp-recipe-ingredient',
    instructions: '.wpurp-recipe-instruction-text',
    prep: '.wpurp-recipe-prep-time',
    cook: '.wpurp-recipe-cook-time',
    total: '.wpurp-recipe-total-time',
    yields: '.wpurp-recipe-servings',
    image: '.wpurp-recipe-image img',
    notes: '.wpurp-recipe-notes',
  },
  {
    // Zip Recipes, as it marks its cards now
    card: '#zrdn-recipe-container',
    name: '.zrdn-element_recipe_title',
    ingredients: '.zrdn-ingredients-list li',
    // A group's subtitle ("Mixing") is a step of its own, as the card's recipe data has it.
    instructions: '.zrdn-instructions .zrdn-subtitle, .zrdn-instructions-list li',
    prep: '.zrdn-element_prep_time',
    cook: '.zrdn-element_cook_time',
    total: '.zrdn-element_total_time',
    yields: '.zrdn-element_yield',
    image: '.zrdn-element_recipe_image img',
    notes: '.zrdn-notes',
  },
  {
    card: '#zlrecipe-container-0, .zlrecipe-container-border, [id^="zlrecipe-container"]',
    name: '#zlrecipe-title',
    ingredients: '#zlrecipe-ingredients-list li',
    instructions: '#zlrecipe-instructions-list li',
    prep: '#zlrecipe-prep-time',
    cook: '#zlrecipe-cook-time',
    total: '#zlrecipe-total-time',
    yields: '#zlrecipe-yield',
    image: '#zlrecipe-image',
    notes: '#zlrecipe-notes-list',
  },
  {
    card: '.easyrecipe',
    name: '.ERSName',
    ingredients: '.ERSIngredients .ingredient',
    instructions: '.ERSInstructions .instruction',
    prep: '.ERSPrepTime',
    cook: '.ERSCookTime',
    total: '.ERSTotalTime',
    yields: '.ERSServes',
    image: '.ERSImage img, img.ERSImage',
    notes: '.ERSNotes',
  },
];

const ANY_CARD = PLUGINS.map((plugin) => plugin.card).join(', ');

/** Words naming a group of the ingredient list that holds tools ("Equipment Needed", "Utensilien"). */
const EQUIPMENT = new RegExp(`${wordsFromStart('equipment')}${WORD_END}`, 'i');

const INGREDIENT_GROUP = '[class*="ingredient-group"]';

/** The card's groups of ingredients whose name says they are tools. */
const equipmentGroups = ($: CheerioAPI, card: Cheerio<AnyNode>): Set<AnyNode> =>
  new Set(
    findHeld($, card, INGREDIENT_GROUP)
      .filter((_, group) => EQUIPMENT.test($(tagsUnder($(group))).filter('[class*="group-name"]').first().text()))
      .toArray(),
  );

/**
 * A step that opens with a bold title ("<strong>Saute:</strong> In a large pan…"): the title on a
 * line of its own. A title the step's words open by repeating ("<strong>Bake:</strong> Bake until
 * golden…") adds no word: the step alone, as its recipe data gives it without the name.
 */
function titledStep(step: Cheerio<AnyNode>): string[] {
  const line = elementText(step);
  const lead = step.contents().filter((_, node) => node.type !== 'text' || node.data.trim() !== '').first();
  const label = lead.is('strong, b') ? elementText(lead) : '';
  const title = /^(.+?)\s*:$/.exec(label)?.[1];
  const rest = line.slice(label.length).trim();
  if (!title || !rest || !line.startsWith(label)) return [line];
  if (stepTitle(title, rest).length) return [title, rest];
  return rest.startsWith(title) ? [rest] : [line];
}

const BARE_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** An ingredient's item without the amount the card converted into its second unit system. */
function withoutConverted(item: Cheerio<AnyNode>, converted: string): Cheerio<AnyNode> {
  const copy = item.clone();
  copy.find(converted).remove();
  return copy;
}

/** Recipe fields from a known recipe-card plugin's markup, or undefined when none is on the page. */
export function extractPlugin($: CheerioAPI): RecipeFields | undefined {
  // One pass over the page for every plugin's card; most pages have none.
  const anyCard = $(ANY_CARD);
  if (!anyCard.length) return undefined;
  for (const plugin of PLUGINS) {
    const cards = anyCard.filter(plugin.card);
    if (!cards.length) continue;
    // A "jump to recipe" snippet carries the card's class too: the card is the one with ingredients.
    const holdingIngredients = new Set<AnyNode>();
    const anyIngredient = [plugin.ingredients, plugin.unlistedIngredients].filter(Boolean).join(', ');
    for (const el of findHeld($, cards, anyIngredient).toArray()) {
      for (let node = el.parent; node && !holdingIngredients.has(node); node = node.parent) holdingIngredients.add(node);
    }
    const full = cards.filter((_, el) => holdingIngredients.has(el));
    const card = (full.length ? full : cards).first();
    const equipment = equipmentGroups($, card);
    // Items in the card's notes (an older version of the recipe kept "below") are no part of its lists.
    const lines = (selector: string, read: (el: Cheerio<AnyNode>) => string | string[] = elementText, keep = (_el: AnyNode): boolean => true): string[] =>
      findHeld($, card, selector)
        .toArray()
        .filter((el) => !equipment.has($(el).closest(INGREDIENT_GROUP).get(0) as AnyNode) && !$(el).closest(plugin.notes).length && keep(el))
        .flatMap((el) => read($(el)))
        .filter(Boolean);
    const text = (selector: string): string | undefined => lines(selector)[0];
    // A time's number may stand in an element of its own, its unit in the next ("<span
    // class=\"wprm-recipe-cook_time\">1</span> <span>hour</span>"): the two are read together. A
    // bare number with no unit beside it ("Prep: <span>5</span>") counts minutes.
    // A time past the hour may come in parts that each carry the field's class ("<span
    // class=\"wprm-recipe-total_time\">1 hour</span> hr <span class=\"wprm-recipe-total_time\">50
    // minutes</span> mins"): parts side by side are one time, read from the element around them.
    const minutes = (selector: string): number | undefined => {
      const found = findHeld($, card, selector).toArray().filter((node) => elementText($(node)));
      const [el] = found;
      if (!el) return undefined;
      const whole = found.some((node) => node !== el && node.parent === el.parent) ? parseDuration(elementText($(el).parent())) : null;
      if (whole !== null) return whole;
      const own = elementText($(el));
      return (BARE_NUMBER.test(own) ? parseDuration(elementText($(el).parent())) : null) ?? parseDuration(own) ?? undefined;
    };
    // A name inside another element so named, which adds a header before it ("Let's Make …"): the inner one is the name.
    const names = findHeld($, card, plugin.name).filter((_, el) => $(el).find(plugin.name).length === 0);
    const { convertedAmount, stepGroup } = plugin;
    const inFirstSystem = (item: Cheerio<AnyNode>): string =>
      ingredientText(convertedAmount && item.find(convertedAmount).length ? withoutConverted(item, convertedAmount) : item);
    const listed = lines(plugin.ingredients, inFirstSystem);
    // A group's name over an empty list of steps ("*Note: see the photos above"): a remark, no step.
    const namesSteps = (el: AnyNode): boolean => {
      if (!stepGroup || $(el).closest(stepGroup.step).length) return true;
      const group = $(el).closest(stepGroup.group);
      return !group.length || group.find(stepGroup.step).length > 0;
    };
    // An older card states its yield or times in words of its own, not in the plugin's fields ("Serves: 8-10").
    const stated = cardFacts(elementLines(card));
    const prepMinutes = minutes(plugin.prep) ?? stated.prepMinutes;
    const cookMinutes = minutes(plugin.cook) ?? stated.cookMinutes;
    const totalMinutes = minutes(plugin.total) ?? stated.totalMinutes;
    // A total written as a range ("27-30 minutes") that holds the sum of the card's parts is that sum.
    const sum = (prepMinutes ?? NaN) + (cookMinutes ?? NaN);
    const low = lowerEnd(text(plugin.total) ?? '');
    return {
      name: names.toArray().map((el) => elementText($(el))).find(Boolean),
      image: imageSource(findHeld($, card, plugin.image).first()),
      ingredients: listed.length || !plugin.unlistedIngredients ? listed : lines(plugin.unlistedIngredients),
      // A group named as the method itself ("Instructions") names no part of it.
      instructions: lines(plugin.instructions, plugin.titledSteps ? titledStep : elementText, namesSteps).filter((line) => !METHOD_NAME.test(line)),
      prepMinutes,
      cookMinutes,
      totalMinutes: low !== null && low <= sum && sum <= (totalMinutes ?? 0) ? sum : totalMinutes,
      yields: text(plugin.yields) ?? stated.yields,
      cuisine: plugin.cuisine ? text(plugin.cuisine) : undefined,
      notes: elementLines(findHeld($, card, plugin.notes).first()).join('\n') || undefined,
    };
  }
  return undefined;
}
