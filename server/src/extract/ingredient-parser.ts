import { collapse } from './text.js';
import type { RecipeIngredient } from './types.js';

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5',
  '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅐': '1/7', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
  '⅑': '1/9', '⅒': '1/10',
};
const FRACTION_CHARS = new RegExp(`(\\d)?\\s*([${Object.keys(UNICODE_FRACTIONS).join('')}])`, 'g');

/** Canonical short unit → the spellings that mean it (plurals, abbreviations). */
const UNITS: Record<string, string[]> = {
  cup: ['cup', 'cups', 'c', 'c.'],
  tbsp: ['tablespoon', 'tablespoons', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tbsp.'],
  tsp: ['teaspoon', 'teaspoons', 'tsp', 'tsps', 'tsp.', 'teasp'],
  'fl oz': ['fl oz', 'fl. oz', 'fl.oz', 'fluid ounce', 'fluid ounces'],
  oz: ['ounce', 'ounces', 'oz', 'ozs'],
  lb: ['pound', 'pounds', 'lb', 'lbs'],
  mg: ['milligram', 'milligrams', 'mg'],
  g: ['gram', 'grams', 'g', 'gr', 'grs', 'gm', 'gms', 'gramme', 'grammes'],
  kg: ['kilogram', 'kilograms', 'kg', 'kgs', 'kilo', 'kilos'],
  ml: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'ml', 'mls'],
  cl: ['centiliter', 'centiliters', 'centilitre', 'centilitres', 'cl'],
  dl: ['deciliter', 'deciliters', 'decilitre', 'decilitres', 'dl'],
  l: ['liter', 'liters', 'litre', 'litres', 'l', 'lt', 'ltr'],
  qt: ['quart', 'quarts', 'qt', 'qts'],
  pt: ['pint', 'pints', 'pt', 'pts'],
  gal: ['gallon', 'gallons', 'gal', 'gals'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  drop: ['drop', 'drops'],
  clove: ['clove', 'cloves'],
  can: ['can', 'cans', 'tin', 'tins'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  package: ['package', 'packages', 'pkg', 'pkgs', 'packet', 'packets', 'pack', 'packs'],
  envelope: ['envelope', 'envelopes'],
  container: ['container', 'containers', 'tub', 'tubs'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  stick: ['stick', 'sticks'],
  slice: ['slice', 'slices'],
  piece: ['piece', 'pieces', 'pc', 'pcs'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads'],
  handful: ['handful', 'handfuls'],
  sheet: ['sheet', 'sheets'],
  scoop: ['scoop', 'scoops'],
  cm: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
  inch: ['inch', 'inches'],
};
const UNIT_BY_SPELLING = new Map(
  Object.entries(UNITS).flatMap(([unit, spellings]) => spellings.map((s) => [s.replace(/\.$/, ''), unit] as const)),
);
/** Case decides these: "T" is a tablespoon, "t" a teaspoon. */
const CASED_UNITS: Record<string, string> = { T: 'tbsp', Tb: 'tbsp', TB: 'tbsp', t: 'tsp' };

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, half: 0.5, dozen: 12,
};

// Order matters: mixed numbers ("1 1/2", "1-1/2") before fractions before plain numbers.
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+-\d+\/\d+|\d+\/\d+|\d*[.,]?\d+)`;
const QUANTITY = new RegExp(`^(${NUMBER})(?:\\s*(?:-|to|or)\\s*(${NUMBER}))?(?![\\d/])`, 'i');
const WORD_QUANTITY = new RegExp(`^(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'i');
const UNIT_WORD = /^(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)(?=[\s,;)]|$)/i;

function numberValue(text: string): number {
  const mixed = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) ? Number(fraction[1]) / Number(fraction[2]) : 0;
  // "1,000" is a thousand, "1,5" one and a half.
  return Number(/,\d{3}$/.test(text) ? text.replace(',', '') : text.replace(',', '.'));
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

function unitOf(word: string): string | undefined {
  const bare = word.replace(/\.$/, '');
  return CASED_UNITS[bare] ?? UNIT_BY_SPELLING.get(bare.toLowerCase().replace(/\s+/g, ' '));
}

/** "1½", "1⁄2" and "2–3" written with ASCII digits and hyphens: "1 1/2", "1/2", "2-3". */
function plainNumbers(line: string): string {
  return line
    .replace(FRACTION_CHARS, (_, whole: string | undefined, fraction: string) =>
      `${whole ? `${whole} ` : ''}${UNICODE_FRACTIONS[fraction] ?? ''}`)
    .replace(/\u2044/g, '/')
    .replace(/[\u2012-\u2015]/g, '-');
}

/** Two writings of one ingredient line compare equal when only case, fraction glyphs or punctuation differ. */
export const ingredientKey = (line: string): string =>
  plainNumbers(line).toLowerCase().replace(/[^\p{L}\p{N}/]+/gu, ' ').trim();

/**
 * An ingredient line as a reader would write it: no list bullet or checkbox glyph in front, and
 * the doubled parentheses some recipe plugins emit around notes ("((optional))") made single.
 */
export function tidyIngredientLine(line: string): string {
  return collapse(line)
    .replace(/^[-–•*▢□☐‣·◦✓✔]+\s*/, '')
    .replace(/\(\(([^()]*)\)\)/g, '($1)');
}

/**
 * Splits an ingredient line into quantity, canonical unit, name and note. A range ("2-3") takes
 * its lower bound as quantity (never more than the recipe asks for) and keeps the range in note;
 * "1 (14 ounce) can" puts the size in note; text after the first comma and in parentheses is note.
 * quantity is 0 when the line gives none.
 */
export function parseIngredientLine(line: string): RecipeIngredient {
  let rest = tidyIngredientLine(plainNumbers(line));
  const notes: string[] = [];

  let quantity = 0;
  const numeric = QUANTITY.exec(rest);
  const word = numeric ? null : WORD_QUANTITY.exec(rest);
  if (numeric) {
    quantity = round(numberValue(numeric[1] ?? '0'));
    if (numeric[2] !== undefined) notes.push(collapse(numeric[0]));
    rest = rest.slice(numeric[0].length).trim();
  } else if (word) {
    quantity = NUMBER_WORDS[(word[1] ?? '').toLowerCase()] ?? 0;
    rest = rest.slice(word[0].length).trim();
  }

  if (quantity) {
    const size = /^\(([^)]*)\)\s*/.exec(rest);
    if (size) {
      notes.push(collapse(size[1] ?? ''));
      rest = rest.slice(size[0].length);
    }
  }

  let unit = '';
  const unitWord = UNIT_WORD.exec(rest);
  const canonical = unitWord ? unitOf(unitWord[1] ?? '') : undefined;
  if (unitWord && canonical && (quantity || !/^(a|an)$/i.test(unitWord[1] ?? ''))) {
    unit = canonical;
    rest = rest.slice(unitWord[0].length).trim().replace(/^of\s+/i, '');
  }
  if (!unit && word) rest = rest.replace(/^of\s+/i, '');

  // Parenthesised remarks and the text after the first comma are notes, not part of the name.
  let name = rest.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    if (collapse(inner)) notes.push(collapse(inner));
    return ' ';
  });
  const comma = name.indexOf(',');
  if (comma >= 0) {
    const after = collapse(name.slice(comma + 1));
    if (after) notes.push(after);
    name = name.slice(0, comma);
  }
  name = collapse(name).replace(/[;:,.\s]+$/, '');
  return { quantity, unit, name: name || collapse(line), note: notes.join(', ') };
}
