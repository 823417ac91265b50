import { collapse } from './text.js';
import type { RecipeIngredient } from './types.js';

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5',
  '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅐': '1/7', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
  '⅑': '1/9', '⅒': '1/10',
};
const FRACTION_CHARS = new RegExp(`(\\d)?\\s*([${Object.keys(UNICODE_FRACTIONS).join('')}])`, 'g');

/**
 * Canonical short unit → the spellings that mean it (plurals, abbreviations), in English and in
 * the kitchen words of other languages recipe pages are written in.
 */
const UNITS: Record<string, string[]> = {
  cup: ['cup', 'cups', 'c', 'c.', 'xícara', 'xícaras', 'xicara', 'xicaras', 'taza', 'tazas', 'tazza', 'tazze', 'tasse', 'tassen',
    'szklanka', 'szklanki', 'szklanek', 'hrnek', 'hrnky', 'hrnků', 'стакан', 'стакана', 'стаканов', 'φλιτζάνι', 'φλιτζάνια'],
  tbsp: ['tablespoon', 'tablespoons', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tbsp.', 'cucharada', 'cucharadas', 'cda', 'cdas',
    'cucchiaio', 'cucchiai', 'esslöffel', 'eetlepel', 'eetlepels', 'el', 'spsk', 'msk', 'ek', 'evőkanál', 'łyżka', 'łyżki', 'łyżek',
    'lžíce', 'lžic', 'rkl', 'sdm'],
  tsp: ['teaspoon', 'teaspoons', 'tsp', 'tsps', 'tsp.', 'teasp', 'cucharadita', 'cucharaditas', 'cdta', 'cdtas', 'cucchiaino',
    'cucchiaini', 'teelöffel', 'theelepel', 'theelepels', 'tsk', 'kk', 'kávéskanál', 'teáskanál', 'łyżeczka', 'łyżeczki', 'łyżeczek',
    'lžička', 'lžičky', 'lžiček', 'tl', 'sdt'],
  'fl oz': ['fl oz', 'fl. oz', 'fl.oz', 'fluid ounce', 'fluid ounces'],
  oz: ['ounce', 'ounces', 'oz', 'ozs'],
  lb: ['pound', 'pounds', 'lb', 'lbs'],
  mg: ['milligram', 'milligrams', 'mg'],
  g: ['gram', 'grams', 'g', 'gr', 'grs', 'gm', 'gms', 'gramme', 'grammes', 'г', 'гр', 'γρ'],
  kg: ['kilogram', 'kilograms', 'kg', 'kgs', 'kilo', 'kilos', 'кг'],
  ml: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'ml', 'mls', 'мл'],
  cl: ['centiliter', 'centiliters', 'centilitre', 'centilitres', 'cl'],
  dl: ['deciliter', 'deciliters', 'decilitre', 'decilitres', 'dl'],
  l: ['liter', 'liters', 'litre', 'litres', 'l', 'lt', 'ltr', 'л'],
  qt: ['quart', 'quarts', 'qt', 'qts'],
  pt: ['pint', 'pints', 'pt', 'pts'],
  gal: ['gallon', 'gallons', 'gal', 'gals'],
  pinch: ['pinch', 'pinches', 'pitada', 'pitadas', 'pizca', 'pizcas', 'pizzico', 'pincée', 'pincées', 'prise', 'snufje', 'knsp', 'szczypta', 'špetka', 'tutam', 'щепотка', 'πρέζα'],
  dash: ['dash', 'dashes'],
  drop: ['drop', 'drops'],
  clove: ['clove', 'cloves', 'dente', 'dentes', 'diente', 'dientes', 'spicchio', 'spicchi', 'gousse', 'gousses', 'zehe', 'zehen', 'fed', 'ząbek', 'ząbki',
    'ząbków', 'stroužek', 'stroužky', 'stroužků', 'gerezd', 'diş', 'siung', 'зубчик', 'зубчика', 'зубчиков', 'σκελίδα', 'σκελίδες'],
  can: ['can', 'cans', 'tin', 'tins', 'lata', 'latas', 'boîte', 'boîtes', 'blik'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  package: ['package', 'packages', 'pkg', 'pkgs', 'packet', 'packets', 'pack', 'packs'],
  envelope: ['envelope', 'envelopes'],
  container: ['container', 'containers', 'tub', 'tubs'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  stick: ['stick', 'sticks'],
  slice: ['slice', 'slices', 'fatia', 'fatias', 'rebanada', 'rebanadas', 'fetta', 'fette', 'tranche', 'tranches', 'scheibe', 'scheiben', 'skive', 'skiver'],
  piece: ['piece', 'pieces', 'pc', 'pcs', 'db', 'kpl', 'adet', 'шт'],
  bunch: ['bunch', 'bunches', 'maço', 'maços', 'manojo', 'manojos', 'mazzetto', 'bund', 'bosje'],
  sprig: ['sprig', 'sprigs'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads', 'fej'],
  handful: ['handful', 'handfuls'],
  sheet: ['sheet', 'sheets'],
  scoop: ['scoop', 'scoops'],
  cm: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
  inch: ['inch', 'inches'],
};
const UNIT_BY_SPELLING = new Map(
  Object.entries(UNITS).flatMap(([unit, spellings]) => spellings.map((s) => [s.replace(/\.$/, ''), unit] as const)),
);
/** Case decides these: "T" is a tablespoon, "t" a teaspoon; German writes its spoons "EL" and "TL". */
const CASED_UNITS: Record<string, string> = { T: 'tbsp', Tb: 'tbsp', TB: 'tbsp', t: 'tsp', EL: 'tbsp', TL: 'tsp' };
/** Spoons named by what they are for ("colher (sopa)", "colher de chá", "c. à soupe"), and the cup "xícara (chá)". */
const PHRASE_UNITS: [RegExp, string][] = [
  [/^(?:colher(?:es)?|cuill[eè]res?|c\.?)\s*(?:\(\s*sopa\s*\)|(?:de|à|a)\s+(?:sopa|soupe))(?=[\s,;)]|$)/iu, 'tbsp'],
  [/^(?:colher(?:es)?|cuill[eè]res?|c\.?)\s*(?:\(\s*ch[aá]\s*\)|(?:de|à|a)\s+(?:ch[aá]|caf[eé]))(?=[\s,;)]|$)/iu, 'tsp'],
  [/^x[ií]caras?\s*\(\s*ch[aá]\s*\)/iu, 'cup'],
  // Turkish names its spoons and cup by what they hold, Russian and Greek shorten theirs to two letters.
  [/^(?:yemek\s+kaşığı|ст\.\s?л\.|κ\.\s?σ\.)(?=[\s,;)]|$)/iu, 'tbsp'],
  [/^(?:çay\s+kaşığı|ч\.\s?л\.|κ\.\s?γ\.)(?=[\s,;)]|$)/iu, 'tsp'],
  [/^su\s+bardağı(?=[\s,;)]|$)/iu, 'cup'],
];

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, half: 0.5, dozen: 12,
};

const GLYPHS = Object.keys(UNICODE_FRACTIONS).join('');
// Order matters: mixed numbers ("1 1/2", "1-1/2", "1½") before fractions before plain numbers.
const NUMBER = String.raw`(?:\d+\s*[${GLYPHS}]|[${GLYPHS}]|\d+\s+\d+[/⁄]\d+|\d+-\d+[/⁄]\d+|\d+ ?[/⁄]\d+|\d*[.,]?\d+)`;
const QUANTITY = new RegExp(String.raw`^(${NUMBER})(?:\s*(?:-|–|—|to|or)\s*(${NUMBER}))?(?![\d/⁄])`, 'i');
// "half and half" is cream, not half of something.
const WORD_QUANTITY = new RegExp(String.raw`^(half\s+an?|${Object.keys(NUMBER_WORDS).join('|')})\b(?!\s+and\b)`, 'i');
const UNIT_WORD = /^(fl\.?\s*oz\.?|fluid\s+ounces?|\p{L}+\.?)(?=[\s,;)/]|$)/iu;
/** Words before the amount that only qualify it: "Scant 2 cups". */
const AMOUNT_QUALIFIER = new RegExp(String.raw`^(scant|heaping|heaped|generous|rounded|level|about|approx\.?|approximately|around|roughly)\s+(?=${NUMBER})`, 'i');
/** "Juice of 1 lemon", "the zest from 4 lemons": the fruit is what to buy. */
const PART_OF = /^(?:the\s+)?((?:juice|zest)(?:\s+and\s+(?:juice|zest))?)\s+(?:of|from)\s+/i;
/** Size words that describe a unit ("1 medium head", "18 thin slices"), not the item. */
const SIZE_WORD = String.raw`(?:small|medium|large|big|thin|thick|heaping|heaped|level|scant|generous|rounded)`;
const UNIT_SIZE = new RegExp(String.raw`^(${SIZE_WORD}(?:(?:-to-|-|\s+to\s+)${SIZE_WORD})?)\s+`, 'i');
/** A size that describes the container after it: "1 14-ounce can", "2 8 oz packages". */
const CONTAINER_SIZE = new RegExp(String.raw`^(${NUMBER}\s*-?\s*[a-z]+\.?)\s+(?=[a-z])`, 'i');
/** The measure of a container with no count before it: "400-gram tin tomatoes", "15 oz can pumpkin". */
const SIZED_CONTAINER = /^-?\s*([a-z]+\.?)\s+([a-z]+)\s+(?:of\s+)?/i;
const MEASURES = new Set(['fl oz', 'oz', 'lb', 'mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l']);
const CONTAINERS = new Set(['can', 'jar', 'bottle', 'package', 'envelope', 'container', 'bag', 'box']);
/** Units that mean one of them when the line gives no number: "pinch saffron". */
const ONE_WITHOUT_NUMBER = new Set(['pinch', 'dash', 'handful']);
/** A second measure joined to the first: "1 1/2 cups plus 3 tablespoons sugar". */
const EXTRA_MEASURE = new RegExp(String.raw`^((?:plus|\+)\s+${NUMBER}\s*[a-z]+\.?)\s+`, 'i');
/** The same amount in the other system after a slash: "100g/3½oz butter". */
const OTHER_SYSTEM = new RegExp(String.raw`^\/\s*(${NUMBER}\s*[a-z]+\.?(?:\s+${NUMBER}\s*[a-z]+\.?(?=\s))?)\s*`, 'i');
/** Remarks a name ends with when no comma sets them apart: "Salt to taste", "Oil for frying". */
// "for" starts a remark when a purpose follows ("for frying", "for the glaze"), not in "measure for measure".
const TRAILING_REMARK = /\s+((?:to taste|as needed|if needed|for\s+(?:the|a|an|your|each|extra|garnish|decorat|serv|(?:\p{L}+\s+)?\p{L}+ing\b)|optional\b|(?:\+|plus)\s*\d).*)$/iu;
/** How an item is prepared, ending a name without a comma: "cauliflower cut into florets", "eggs room temperature". */
const PREPARED = String.raw`(?:\w+ly\s+)?(?:chopped|minced|diced|sliced|grated|shredded|melted|softened|peeled|crushed|cubed|halved|quartered|trimmed|rinsed|drained|beaten|divided|julienned|mashed|toasted|sifted)(?:\s+(?:thin|thick|fine))?`;
const PREPARED_PART = new RegExp(String.raw`^\s*${PREPARED}\b`, 'i');
const TRAILING_PREPARATION = new RegExp(String.raw`\s+(${PREPARED}(?:\s*(?:and|&|or)\s+${PREPARED})*|cut into .+|(?:at\s+)?room temperature)$`, 'i');
/** A word before a comma that describes what follows ("boneless, skinless thighs", "unsweetened, plain milk"). */
const LEADING_ADJECTIVE = /^\s*(?:\p{L}+less|\p{L}+ed|un\p{L}+)$/iu;
/** A sentence ending in the name starts a remark: "flour sifted. You can also use cake flour" (not "Mrs. Dash"). */
const SENTENCE_BREAK = /(?<=\p{Ll}{3})\.\s+(?=\p{Lu})/u;
/** Another item with its own amount, a substitute rather than part of the name: "garlic or 1/4 tsp garlic powder". */
const ALTERNATIVE_AMOUNT = new RegExp(String.raw`\s+(?=or\s+(?:about\s+)?${NUMBER}(?![\d/⁄]))`, 'i');
/** A comma part naming another item to buy instead: ", or apple cider vinegar" (not ", or more to taste", ", or 1 tsp powder"). */
const ALTERNATIVE = /^\s*or\s+(?!more\b|less\b|so\b|to\b|as\b|until\b|if\b|use\b|sub)[^\d]*$/i;

/**
 * Where the name ends when its comma parts list alternatives ("lemon juice, orange juice, or
 * vinegar"): after the part that starts with "or", so all of them stay the name; else at comma.
 */
function afterAlternatives(name: string, comma: number): number {
  if (comma < 0) return comma;
  const parts = name.slice(comma + 1).split(',');
  const last = parts.findIndex((part) => ALTERNATIVE.test(part));
  if (last < 0 || parts.slice(0, last).some((part) => PREPARED_PART.test(part))) return comma;
  const end = comma + 1 + parts.slice(0, last + 1).join(',').length;
  return end < name.length ? end : -1;
}

/** A spaced dash before a remark: "rice flour – the secret to crunch", "shrimp -raw". */
const DASH_REMARK = /\s+[-–—]+\s*(?=\p{L})/u;

function numberValue(text: string): number {
  const mixed = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+) ?\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) ? Number(fraction[1]) / Number(fraction[2]) : 0;
  // "1,000" is a thousand, "1,5" one and a half.
  return Number(/,\d{3}$/.test(text) ? text.replace(',', '') : text.replace(',', '.'));
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

function unitOf(word: string): string | undefined {
  const bare = word.replace(/\.$/, '');
  return CASED_UNITS[bare] ?? UNIT_BY_SPELLING.get(bare.toLowerCase().replace(/\s+/g, ' '));
}

/** The unit a text starts with, a spoon in words or a unit word: the words as written, the unit and their length. */
function unitAt(text: string): { word: string; unit: string; length: number } | undefined {
  for (const [phrase, unit] of PHRASE_UNITS) {
    const match = phrase.exec(text);
    if (match) return { word: match[0], unit, length: match[0].length };
  }
  const word = UNIT_WORD.exec(text);
  const unit = word ? unitOf(word[1] ?? '') : undefined;
  return word && unit ? { word: word[1] ?? '', unit, length: word[0].length } : undefined;
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
 * The parentheses some recipe plugins put around a note made single where the note brings its own:
 * a pair opening "((" and closing "))" ("((optional))", "((Aus: Sebago), or other potato (Note 1))")
 * loses its outer parentheses, and so does one opening "((" that closes the line after more words
 * ("((see note) or rye flour)"): the plugin writes the note last, in a pair of its own, whatever
 * it starts with. Apart ("((12 oz each) )"), they are the author's own nesting and stay.
 */
function singleParentheses(line: string): string {
  // One pass over the pairs, as a stack matches them: a line may hold thousands of brackets.
  const opened: number[] = [];
  const closing = new Map<number, number>();
  const dropped = new Set<number>();
  const end = line.trimEnd().length - 1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '(') opened.push(i);
    else if (line[i] === ')') {
      const start = opened.pop();
      if (start === undefined) continue;
      closing.set(start, i);
      if (line[start + 1] !== '(') continue;
      const innerEnd = closing.get(start + 1) ?? i;
      const wordsAfterInner = i === end && /[\p{L}\p{N}]/u.test(line.slice(innerEnd + 1, i));
      if (line[i - 1] === ')' || wordsAfterInner) dropped.add(start).add(i);
    }
  }
  return dropped.size ? line.split('').filter((_, i) => !dropped.has(i)).join('') : line;
}

/**
 * An ingredient line as a reader would write it: no list bullet or checkbox glyph in front, the
 * doubled parentheses some recipe plugins emit around notes made single, and a separator standing
 * apart between the name and its note ("warm water ; divided", a separate element of the markup)
 * written as the comma it stands for. A plugin's parentheses around a note its author opened with
 * that separator ("peanut oil (, divided)") go too: the comma already sets the note apart.
 */
export function tidyIngredientLine(line: string): string {
  return singleParentheses(collapse(line)
    // An asterisk touching a word marks a footnote ("*use hot sauce for Whole30" under "sriracha*"), no bullet.
    .replace(/^(?:[-–•▢□☐‣·◦✓✔]|\*(?!\p{L}))+\s*/u, ''))
    .replace(/ ?\( ?[;,] ?([^()]*?) ?\)/g, ', $1')
    .replace(/ [;,] /g, ', ');
}

/** A parenthesised remark and where it stood in the text left without it. */
interface Remark {
  text: string;
  at: number;
}

/** Top-level parenthesised remarks taken out of a text (nested ones stay inside their remark). */
function withoutRemarks(text: string): { kept: string; remarks: Remark[] } {
  let depth = 0;
  let kept = '';
  let remark = '';
  const remarks: Remark[] = [];
  for (const char of text) {
    if (char === '(') depth++;
    if (depth === 0) kept += char === ')' ? ' ' : char;
    else remark += char;
    if (char === ')' && depth > 0 && --depth === 0) {
      const inner = collapse(remark.slice(1, -1));
      if (inner) remarks.push({ text: inner, at: kept.length });
      remark = '';
      kept += ' ';
    }
  }
  // An unclosed remark runs to the end of the line.
  if (depth > 0 && collapse(remark.slice(1))) remarks.push({ text: collapse(remark.slice(1)), at: kept.length });
  return { kept, remarks };
}

interface Amount {
  quantity: number;
  unit: string;
  /** The text after the amount and its unit. */
  rest: string;
  /** A range as written ("2-3"), sizes and other measures that belong in the note. */
  notes: string[];
}

/** The amount a text starts with ("2-3 cups", "one", "1 (14 ounce) can"), and what follows it. */
function leadingAmount(text: string): Amount {
  const notes: string[] = [];
  let rest = text;
  let quantity = 0;
  const numeric = QUANTITY.exec(rest);
  const word = numeric ? null : WORD_QUANTITY.exec(rest);
  if (numeric) {
    quantity = round(numberValue(plainNumbers(numeric[1] ?? '0')));
    if (numeric[2] !== undefined) notes.push(collapse(numeric[0]));
    rest = rest.slice(numeric[0].length).replace(/^\s*,?\s*/, '');
    const container = numeric[2] === undefined ? SIZED_CONTAINER.exec(rest) : null;
    const [measure, holder] = [unitOf(container?.[1] ?? ''), unitOf(container?.[2] ?? '')];
    if (container && measure && MEASURES.has(measure) && holder && CONTAINERS.has(holder)) {
      return { quantity: 1, unit: holder, rest: rest.slice(container[0].length), notes: [`${numeric[1]} ${container[1]}`] };
    }
  } else if (word) {
    const spelled = (word[1] ?? '').toLowerCase();
    quantity = spelled.startsWith('half') ? 0.5 : (NUMBER_WORDS[spelled] ?? 0);
    rest = rest.slice(word[0].length).trim();
  }
  // "1 each bay leaves", as recipe databases count what has no unit: "each" only says "one of".
  if (quantity) rest = rest.replace(/^(?:each|ea\.?)\s+/i, '');
  if (quantity) {
    const size = /^\(([^)]*)\)\s*/.exec(rest) ?? CONTAINER_SIZE.exec(rest);
    const sized = size ? rest.slice(size[0].length) : '';
    // A size counts only before a unit word: "1 3-inch cinnamon stick" keeps its size.
    if (size && (size[0].startsWith('(') || unitOf(UNIT_WORD.exec(sized)?.[1] ?? ''))) {
      notes.push(collapse((size[1] ?? '').replace(/(\d)\s*-\s*(?=[a-z])/i, '$1 ')));
      rest = sized;
    }
  }
  let unit = '';
  const sizeWord = quantity ? UNIT_SIZE.exec(rest) : null;
  const afterSize = sizeWord ? rest.slice(sizeWord[0].length) : rest;
  // "⅓ de xícara": Portuguese and Spanish join an amount to its unit with "de".
  const joined = quantity ? /^de\s+/i.exec(afterSize)?.[0].length ?? 0 : 0;
  const joinedUnit = joined ? unitAt(afterSize.slice(joined)) : undefined;
  const start = joinedUnit ? joined : 0;
  const unitWord = joinedUnit ?? unitAt(afterSize);
  // Without a number before them, "a" and "an" are articles, and so is the Spanish "el" (a Dutch spoon after one).
  if (unitWord && (quantity || !/^(a|an|el)$/i.test(unitWord.word))) {
    unit = unitWord.unit;
    if (!quantity && ONE_WITHOUT_NUMBER.has(unit)) quantity = 1;
    if (sizeWord) notes.push(sizeWord[1] ?? '');
    rest = afterSize.slice(start + unitWord.length);
    for (const extra of [OTHER_SYSTEM, EXTRA_MEASURE]) {
      const match = extra.exec(rest.trim());
      if (match) {
        notes.push(collapse(match[1] ?? ''));
        rest = rest.trim().slice(match[0].length);
      }
    }
    // What the unit measures follows "of", or "de", "di", "d'" in French, Italian, Portuguese and Spanish.
    rest = rest.trim().replace(/^(?:of\s+(?:an?\s+)?|d[ei]\s+|d['’]\s*)/i, '');
  } else if (quantity) rest = rest.replace(/^of\s+(?:an?\s+)?/i, '');
  return { quantity, unit, rest: rest.replace(/^[-–—:]+\s*/, ''), notes };
}

/** The first number, fraction glyph or opening parenthesis. */
const NUMBER_OR_ASIDE = new RegExp(String.raw`[\d(${GLYPHS}]`, 'u');

/**
 * A name without numbers or asides, then text opening with a number: "Milk 1 cup". Found from the
 * first number, not by a pattern that tries each place a name could end (quadratic in the line).
 */
function nameThenAmount(text: string): { name: string; amount: string } | undefined {
  const first = NUMBER_OR_ASIDE.exec(text);
  const name = text.slice(0, first?.index);
  if (!first || first[0] === '(' || !/\s$/.test(name) || !/\p{L}/u.test(name)) return undefined;
  return { name: name.trimEnd(), amount: text.slice(first.index) };
}
/** Nothing but asides in parentheses: "(6g)", "(439g)". */
const ONLY_ASIDES = /^(?:\s*\([^()]*\))*\s*$/;

/** Units that also follow what they count. */
const COUNTED_UNITS = new Set(['clove', 'stalk', 'sprig', 'stick', 'slice', 'head', 'bunch']);

/** A unit word ending a name ("garlic cloves", "cinnamon stick"): the name without it, and the unit. */
function trailingUnit(name: string): { name: string; unit: string } | undefined {
  const match = /^(.+?)\s+([a-z]+)$/i.exec(name);
  const unit = match ? unitOf(match[2] ?? '') : undefined;
  return match && unit && COUNTED_UNITS.has(unit) ? { name: match[1] ?? '', unit } : undefined;
}

/**
 * Splits an ingredient line into quantity, canonical unit, name and note. A range ("2-3") takes
 * its lower bound as quantity (never more than the recipe asks for) and keeps the range in note;
 * "1 (14 ounce) can" puts the size in note; text after the first comma, in parentheses, after a
 * spaced dash and remarks such as "to taste" are note. quantity is 0 when the line gives none.
 */
export function parseIngredientLine(line: string): RecipeIngredient {
  // Zero-width and invisible separators some editors leave in are not part of any name.
  // A plural written as an option ("can(s)", "tomato(es)") is the plural.
  let text = tidyIngredientLine(line).replace(/\p{Cf}/gu, '').replace(/(\p{L})\((e?s)\)(?=[\s,;]|$)/gu, '$1$2');
  const notes: string[] = [];
  const qualifier = AMOUNT_QUALIFIER.exec(text) ?? PART_OF.exec(text);
  if (qualifier) {
    notes.push(qualifier[1] ?? '');
    text = text.slice(qualifier[0].length);
  }
  let amount = leadingAmount(text);
  // "Sugar: 45 g" names the item before its amount; "Toppings: avocado" labels it.
  const labelled = amount.quantity || qualifier ? null : /^([^:\d]{1,40}):\s*(.+)$/.exec(text);
  if (labelled) {
    const after = leadingAmount(labelled[2] ?? '');
    const named = after.quantity > 0 && !collapse(after.rest);
    amount = named ? { ...after, rest: labelled[1] ?? '' } : after;
    if (!named) notes.push(collapse(labelled[1] ?? ''));
  }
  // "Flour 200g", "Ground cumin 1 tbsp (6g)": the name first and its measured amount ending the line.
  const trailing = amount.quantity || qualifier || labelled ? undefined : nameThenAmount(text);
  const measured = trailing ? leadingAmount(trailing.amount) : undefined;
  if (trailing && measured?.quantity && measured.unit && ONLY_ASIDES.test(measured.rest)) {
    const asides = [...measured.rest.matchAll(/\(([^)]*)\)/g)].map((aside) => aside[1] ?? '');
    amount = { ...measured, rest: trailing.name, notes: [...measured.notes, ...asides] };
  }
  notes.push(...amount.notes);
  let { quantity, unit } = amount;

  const { kept, remarks } = withoutRemarks(amount.rest);
  const lead = kept.length - kept.replace(/^[\s,;:–—-]+/, '').length;
  let name = kept.slice(lead);
  let comma = name.indexOf(',');
  while (comma >= 0 && LEADING_ADJECTIVE.test(name.slice(0, comma))) comma = name.indexOf(',', comma + 1);
  comma = afterAlternatives(name, comma);
  // Remarks keep the line's order: those of the name, then the text after its comma with its own.
  const cut = comma >= 0 ? lead + comma : Infinity;
  notes.push(...remarks.filter((remark) => remark.at <= cut).map((remark) => remark.text));
  const commaNotesAt = notes.length;
  if (comma >= 0) {
    const after = collapse(name.slice(comma + 1));
    if (after) notes.push(after);
    name = name.slice(0, comma);
  }
  notes.push(...remarks.filter((remark) => remark.at > cut).map((remark) => remark.text));
  // Remarks cut from the end of the name, kept in page order ahead of those after its comma.
  const tail: string[] = [];
  for (const remark of [DASH_REMARK, SENTENCE_BREAK, ALTERNATIVE_AMOUNT]) {
    const start = remark.exec(name);
    if (start) {
      tail.unshift(collapse(name.slice(start.index + start[0].length)));
      name = name.slice(0, start.index);
    }
  }
  for (const ending of [TRAILING_REMARK, TRAILING_PREPARATION]) {
    const remark = ending.exec(collapse(name));
    if (remark && remark.index > 0) {
      tail.unshift(remark[1] ?? '');
      name = collapse(name).slice(0, remark.index);
    }
  }
  notes.splice(commaNotesAt, 0, ...tail);
  name = collapse(name).replace(/[;:,.\s*]+$/, '');
  const counted = quantity && !unit ? trailingUnit(name) : undefined;
  if (counted) ({ name, unit } = counted);
  // "Sugar for coating (1/3-1/2 cup)": an amount only in a remark.
  const remarkAmounts = quantity ? [] : notes.map(leadingAmount);
  const inRemark = remarkAmounts.findIndex((parsed) => parsed.quantity > 0 && parsed.unit !== '' && !collapse(parsed.rest));
  const remarkAmount = remarkAmounts[inRemark];
  if (remarkAmount) {
    ({ quantity, unit } = remarkAmount);
    notes.splice(inRemark, 1, ...remarkAmount.notes);
  }
  return { quantity, unit, name: name || collapse(line), note: notes.filter(Boolean).join(', ') };
}
