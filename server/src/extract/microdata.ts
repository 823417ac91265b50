import type { CheerioAPI } from 'cheerio';
import { fieldsFromSchemaRecipe, isRecipe, type SchemaNode } from './schema-recipe.js';
import { stepNumber } from './step-numbers.js';
import { collapse, elementLines, tagsUnder, unlabelledLines, type AnyNode } from './text.js';
import type { RecipeFields } from './types.js';
import { NOTES_LINE } from './vocabulary.js';

/** Microdata (itemscope/itemprop) and RDFa (typeof/property) differ only in attribute names. */
interface Vocabulary {
  scope: string;
  type: string;
  prop: string;
}
const MICRODATA: Vocabulary = { scope: 'itemscope', type: 'itemtype', prop: 'itemprop' };
const RDFA: Vocabulary = { scope: 'typeof', type: 'typeof', prop: 'property' };


/** A line with nothing on it in the source text. */
const BLANK_LINE = /\n[^\S\n]*\n/;

/** Property value per the microdata rules (content, URL attributes, datetime, else the text). */
function propertyValue($: CheerioAPI, el: AnyNode, name: string): string {
  const $el = $(el);
  const content = $el.attr('content');
  if (content !== undefined) return content;
  const tag = $el.prop('tagName')?.toLowerCase();
  if (tag === 'img' || tag === 'source') return $el.attr('src') ?? $el.attr('data-src') ?? '';
  if (tag === 'a' || tag === 'link') return $el.attr('href') ?? '';
  if (tag === 'time') return $el.attr('datetime') ?? $el.text();
  if (tag === 'meta') return '';
  // Instructions (and a step's description) keep their line breaks so a single element with
  // several steps splits into steps.
  const lines = elementLines($el);
  if (!/instructions|description/i.test(name)) return collapse(lines.join(' '));
  if (!/instructions/i.test(name)) return lines.join('\n');
  // A method set as bare text, its steps parted only by blank lines in the source (data kept
  // for machines, not laid out), splits there as the same text in JSON-LD splits at its lines.
  const paragraphs = lines.length === 1 ? $el.text().split(BLANK_LINE).map(collapse).filter(Boolean) : lines;
  return withoutNotes(paragraphs).join('\n');
}

/**
 * Steps without the cook's notes: a notes heading ("Note:", "Uwaga:") after the first line starts
 * them, up to a step numbered next after the last one (a tip set in the method), else to the end.
 */
function withoutNotes(lines: string[]): string[] {
  const steps: string[] = [];
  let lastNumber = 0;
  let inNotes = false;
  for (const [i, line] of lines.entries()) {
    const number = stepNumber(line);
    if (i > 0 && NOTES_LINE.test(line)) inNotes = true;
    else if (inNotes && lastNumber > 0 && number === lastNumber + 1) inNotes = false;
    if (inNotes) continue;
    steps.push(line);
    lastNumber = number ?? lastNumber;
  }
  return steps;
}

/**
 * A value without a letter or digit ("[{", "," or "") is markup broken by unescaped quotes or an
 * empty placeholder: it counts as absent so that later strategies can give the field.
 */
const isJunk = (value: string): boolean => !/[\p{L}\p{N}]/u.test(value);

/** A quantity starting a comma-separated part: "…, 1 tsp …", "…, ½ cup …". */
const JOINED_INGREDIENT = /,\s*(?=[\d¼½¾⅓⅔⅛⅜⅝⅞])/;

/**
 * Some pages put every ingredient into one comma-joined value. Split it where a part starts with
 * a quantity, so "1 onion, chopped" stays whole; only a lone value of at least three such parts.
 */
function splitJoinedIngredients(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const parts = value.split(JOINED_INGREDIENT).map(collapse).filter(Boolean);
  return parts.length >= 3 ? parts : value;
}

const INGREDIENT_PROPS = ['recipeIngredient', 'ingredients', 'ingredient'];

/**
 * Ingredient elements set wholly like a heading (bold, underlined) with no amount, among others
 * that are not: they name the group that follows ("Seasoning"), they are no ingredient.
 */
function groupHeadings($: CheerioAPI, scope: AnyNode, vocab: Vocabulary): Set<AnyNode> {
  const items = $(tagsUnder($(scope)))
    .filter(INGREDIENT_PROPS.map((name) => `[${vocab.prop}~="${name}"]:not([content])`).join(', '))
    .toArray();
  const headings = items.filter((el) => !/\d/.test($(el).text()) && unlabelledLines($(el)).length === 0);
  return new Set(headings.length < items.length ? headings : []);
}

function readNode($: CheerioAPI, scope: AnyNode, vocab: Vocabulary): SchemaNode {
  const node: SchemaNode = { '@type': ($(scope).attr(vocab.type) ?? '').split(/\s+/) };
  const headings = groupHeadings($, scope, vocab);
  // The elements under the item matched one by one: find() costs the square of its children's number.
  $(tagsUnder($(scope)))
    .filter(`[${vocab.prop}]`)
    .each((_, el) => {
      if ($(el).parent().closest(`[${vocab.scope}]`)[0] !== scope || headings.has(el)) return;
      const names = ($(el).attr(vocab.prop) ?? '').split(/\s+/).filter(Boolean);
      const nested = $(el).is(`[${vocab.scope}]`);
      for (const qualified of names) {
        const name = qualified.replace(/^.*[/:#]/, '');
        // An ingredient given as an item of its parts (amount, name) reads as the line it shows.
        const value = nested && !INGREDIENT_PROPS.includes(name) ? readNode($, el, vocab) : propertyValue($, el, name);
        if (typeof value === 'string' && isJunk(value)) continue;
        // Values are strings or items, never lists: a second value makes one, and more join it.
        const previous = node[name];
        if (previous === undefined) node[name] = value;
        else if (Array.isArray(previous)) previous.push(value);
        else node[name] = [previous, value];
      }
    });
  return node;
}

/** Recipe fields from schema.org microdata or RDFa, or undefined when the page has neither. */
export function extractMicrodata($: CheerioAPI): RecipeFields | undefined {
  for (const vocab of [MICRODATA, RDFA]) {
    const scope = $(`[${vocab.type}]`)
      .toArray()
      .find((el) => isRecipe({ '@type': ($(el).attr(vocab.type) ?? '').split(/\s+/) }));
    if (!scope) continue;
    const node = readNode($, scope, vocab);
    for (const key of INGREDIENT_PROPS) {
      if (node[key] !== undefined) node[key] = splitJoinedIngredients(node[key]);
    }
    return fieldsFromSchemaRecipe(node, (value) => value);
  }
  return undefined;
}
