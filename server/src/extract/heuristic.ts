import type { Cheerio, CheerioAPI } from 'cheerio';
import { parseDuration } from './duration.js';
import { imageSource, isAdContainer, isPhoto } from './images.js';
import { TITLE_SEPARATOR } from './opengraph.js';
import { numberedRun, paragraphNumber, SENTENCE_END, STEP, STEP_LABEL, stepNumber, withoutCountedNumbers, withoutNumber, withoutParagraphNumber, withoutStepHeadings, withoutStepLabel } from './step-numbers.js';
import { AMOUNT_ATTRIBUTE, blank, BLOCK_TAGS, childElementsUpTo, collapse, elementLines, elementText, ELEMENT_TYPES, holdsTag, letters, numbersAsDigits, passedDown, tagsUnder, ungroupedLines, unlabelledLines, type AnyNode } from './text.js';
import type { RecipeFields } from './types.js';
import { caseless, LETTER_END, NOTES_LINE, WORD_END, words, wordsFromStart, type Words } from './vocabulary.js';

/** A whole word of the vocabulary's kind, however the words are cased. */
const anyWord = (kind: Words): RegExp => new RegExp(`${wordsFromStart(kind)}${WORD_END}`, 'i');
/** Section names, matched anywhere in a short heading ("🛒 What You'll Need", "Here's how to make it:", "Zutaten für 4 Personen"). */
export const INGREDIENTS_HEADING = anyWord('ingredients');
export const INSTRUCTIONS_HEADING = anyWord('instructions');
/** Sections that end the steps; only at the start of a heading ("Notes, tips and variations", "Recipe notes"). */
export const AFTER_STEPS_HEADING = new RegExp(`^(?:${words('notes')}|${words('nutrition')}|${words('afterSteps')})${WORD_END}`, 'i');
/** The title of a panel of nutrition facts ("Nutrition Facts", "Nährwerte"). */
const NUTRITION_HEADING = new RegExp(`^${words('nutrition')}${WORD_END}`, 'i');
/** The tools' section, named at the start of a heading ("Equipment"). */
const EQUIPMENT_NAME = `^${words('equipment')}${WORD_END}`;
/** A tools' section's heading ("Equipment", "EQUIPMENT NEEDED"). */
export const EQUIPMENT_HEADING = new RegExp(EQUIPMENT_NAME, 'i');
/** Sections that end the ingredients: the method, or the tools it needs. */
const AFTER_INGREDIENTS_HEADING = new RegExp(`${INSTRUCTIONS_HEADING.source}|${EQUIPMENT_NAME}`, 'i');
/**
 * Class or id words of ingredient / step containers when no heading names them; "_" ends a word
 * too, as CSS modules join a component's name, the part's and a hash ("Recipe_instructions__x1Y").
 */
const CLASS_WORD_END = '(?![a-z\\d])';
const INGREDIENTS_CLASS = new RegExp(`${words('ingredientsClass')}${CLASS_WORD_END}`, 'i');
const INSTRUCTIONS_CLASS = new RegExp(`${words('instructionsClass')}${CLASS_WORD_END}`, 'i');
const HEADING = /^h[1-6]$/;
/** Longest text still taken for a heading ("Ingredients for the dough:"). */
export const MAX_HEADING_LENGTH = 40;

interface Section {
  heading: RegExp;
  /** A heading that ends the section. */
  stop: RegExp;
  containerClass: RegExp;
  /** A group's name, then the section's closing the heading ("Aioli Ingredients:", "Rice Method"). */
  namedGroup: RegExp;
}
/** The section's name after the name of one of its groups: letters only, so no amount or label comes before it. */
const groupNamedFirst = (kind: Words): RegExp => new RegExp(String.raw`^\p{L}[\p{L}'’ &-]*\s${words(kind)}\s*:?$`, 'iu');
const INGREDIENTS: Section = { heading: INGREDIENTS_HEADING, stop: AFTER_INGREDIENTS_HEADING, containerClass: INGREDIENTS_CLASS, namedGroup: groupNamedFirst('ingredients') };
const INSTRUCTIONS: Section = { heading: INSTRUCTIONS_HEADING, stop: AFTER_STEPS_HEADING, containerClass: INSTRUCTIONS_CLASS, namedGroup: groupNamedFirst('instructions') };

const tagName = (el: Cheerio<AnyNode>): string => el.prop('tagName')?.toLowerCase() ?? '';
/** Two elements of one kind, same tag and class, as a layout repeats a block (one per group, one per step). */
const alike = (a: Cheerio<AnyNode>, b: Cheerio<AnyNode>): boolean => tagName(a) === tagName(b) && a.attr('class') === b.attr('class');

/** Heading text without leading emoji or numbering ("🛒 What You'll Need" → "What You'll Need"). */
const headingText = (text: string): string => caseless(collapse(text)).replace(/^[^\p{L}]+/u, '');

export const isHeadingText = (text: string, pattern: RegExp): boolean => {
  const heading = headingText(text);
  return heading.length <= MAX_HEADING_LENGTH && pattern.test(heading);
};

/** Content a reader does not see: hidden elements and inactive tab panes (the other units). */
const HIDDEN = '[hidden], [aria-hidden="true"], [style*="display:none"], [style*="display: none"], .tab-pane:not(.active)';
/** underHidden's answers, per page read: each element is asked once, whatever number of elements it holds ask after it. */
const hiddenAbove = new WeakMap<CheerioAPI, Map<AnyNode, boolean>>();
/** Whether an element of els is hidden or inside a hidden element (HIDDEN), as els.closest(HIDDEN) finds. */
function underHidden($: CheerioAPI, els: Cheerio<AnyNode>): boolean {
  let memo = hiddenAbove.get($);
  if (!memo) hiddenAbove.set($, (memo = new Map()));
  const known = memo;
  return els.toArray().some((el) => passedDown(el, (node) => $(node).is(HIDDEN), known));
}
/** Menus that jump about the page; a tab list's links show their panel in place. */
const JUMP_MENU = 'nav, [role="navigation"], [role="menu"]';
/** Lists that navigate rather than list: menus, tabs, tag clouds (every item a lone link). */
const NAVIGATION = `${JUMP_MENU}, [role="tablist"]`;
/** A tab's panel: what it holds is the tab's content, even where an accordion sets the panels inside its tablist. */
const TAB_PANEL = '[role="tabpanel"]';

/** Whether list navigates; navigationAbove remembers its ancestors' answers for the next list asked. */
function isNavigationList($: CheerioAPI, list: Cheerio<AnyNode>, navigationAbove = new Map<AnyNode, boolean>()): boolean {
  const [node] = list.toArray();
  if (node && passedDown(node, (el) => $(el).is(NAVIGATION), navigationAbove, (el) => $(el).is(TAB_PANEL))) return true;
  // Every item a lone link, its words the link's. Items are asked for words only up to their first:
  // an item holding lists nested thousands deep holds all their words.
  let links = 0;
  for (const li of list.children('li').toArray()) {
    // An empty item (a spacer closing a row of share buttons) is no line of its own.
    if (blank(li)) continue;
    const [link, ...more] = $(li).children('a').toArray();
    if (!link || more.length || !('children' in li) || !li.children.every((child) => child === link || blank(child))) return false;
    links += 1;
  }
  return links > 1;
}

/** A bar closing an item: the separator of items set in a row. */
const CLOSING_BAR = /\s[|¦]$/;

/**
 * A list set in a row with bars between its items ("Chicken 165° F |", "Seafood 145° F |", "Beef
 * 160° F"): a line of facts beside the method (a food-safety chart), not its steps.
 */
function isBarredRow($: CheerioAPI, list: Cheerio<AnyNode>): boolean {
  const items = list
    .children('li')
    .toArray()
    .map((li) => collapse($(li).text()))
    .filter(Boolean);
  return items.length > 1 && items.slice(0, -1).every((text) => CLOSING_BAR.test(text));
}

/**
 * An item holding lists of its own, without them and the links to "#" that open them: the item's
 * own words. The copy leaves the lists out as it goes rather than copying them to take them out:
 * an item of lists nested thousands deep would copy all of them for each level.
 */
function ownWords($: CheerioAPI, li: AnyNode): Cheerio<AnyNode> {
  const isList = (node: AnyNode): boolean => node.type === 'tag' && (node.name === 'ul' || node.name === 'ol');
  const left = (node: AnyNode): boolean =>
    isList(node) || (node.type === 'tag' && node.name === 'a' && node.attribs['href'] === '#' && $(node).next().is('ul, ol'));
  const copy = (node: AnyNode): AnyNode => {
    const shallow = node.cloneNode(false);
    if ('children' in node) $(shallow).append(node.children.filter((child) => !left(child)).map(copy));
    return shallow;
  };
  return $(copy(li));
}

/**
 * The words of an item of a method that holds a list of its own, before that list: the caption of
 * a group ("<li><h3>For the cake:</h3><ol>…</ol></li>"), a step of its own as a section's name in
 * recipe data is; "" when longer than a heading.
 */
function groupCaption($: CheerioAPI, li: AnyNode): string {
  const text = elementText(ownWords($, li));
  return text.length <= MAX_HEADING_LENGTH ? text : '';
}

/**
 * The words of an ingredient item that holds a list of its own and opens with an amount ("3 pounds
 * pork butt <a href=\"#\">Substitutions available</a><ul><li>shoulder roast</li></ul>"): the list
 * offers that ingredient's alternatives, not ingredients of a group, and the link to "#" before it
 * only opens it. Undefined for an item that captions a group ("For the sauce<ul>…</ul>").
 */
function optionsHolderText($: CheerioAPI, li: AnyNode): string | undefined {
  const text = ingredientText(ownWords($, li));
  return LEADING_AMOUNT.test(text) ? text : undefined;
}

/** Classes that set a block apart as an aside: a tip, note or hint, or a boxed (inset, callout) text. */
const ASIDE_CLASS_WORD = /^(?:tips?|notes?|hints?|inset|callout)$/i;
/** A block (not words within a line, as a glossary tip on a term is) that the page sets apart as an aside. */
const setApart = (el: AnyNode): boolean =>
  el.type === 'tag' &&
  BLOCK_TAGS.has(el.name) &&
  (el.name === 'aside' || (el.attribs['class'] ?? '').split(/[^a-z]+/i).some((word) => ASIDE_CLASS_WORD.test(word)));

/**
 * Parts of an item the page keeps from its reader until asked: the hidden attribute, an inline
 * display:none, or a hiding class ("<div class=\"substitute hidden\">agave syrup</div>", the
 * substitutes a button reveals; "<ul class=\"u-visuallyhidden\">" or Bootstrap's "d-none", the other
 * units a menu shows; "<span class=\"sr-only\">Ingredient:</span>", words for screen readers
 * only) that no breakpoint class shows again ("hidden md:block", "d-none d-md-block").
 */
const HIDDEN_PART = [
  '[hidden], [style*="display:none"], [style*="display: none"]',
  '[class~="hidden"], [class~="hide"], [class~="is-hidden"], [class~="d-none"], [class~="sr-only"], [class~="screen-reader-text"]',
  '[class*="visuallyhidden" i], [class*="visually-hidden" i]',
].join(', ');
const SHOWN_AT_BREAKPOINT =
  /(?:^|\s)(?:[\w-]+:|d-(?:sm|md|lg|xl|xxl)-)(?:block|flex|inline|inline-block|inline-flex|grid|table|contents|list-item)(?=\s|$)/;
const hiddenPart = ($: CheerioAPI, el: AnyNode): boolean => $(el).is(HIDDEN_PART) && !SHOWN_AT_BREAKPOINT.test($(el).attr('class') ?? '');

/** A class naming the cook's notes ("notes", "recipe-notes", "ingredient-note"). */
const isNotesClass = (className: string | undefined): boolean => (className ?? '').split(/[^a-z]+/i).some((word) => /^notes?$/i.test(word));
/** A block whose class names the cook's notes (<div class="notes">, "recipe-notes"), whatever label its text has ("Option: …"). */
const namesNotes = (el: Cheerio<AnyNode>): boolean => isNotesClass(el.attr('class'));

/** Text that already sets a note off from the words before it: a comma, bracket, dash, colon or semicolon. */
const NOTE_SET_OFF_BEFORE = /[,([:;–—-]\s*$/;
const NOTE_SET_OFF = /^[,([]/;

/**
 * An ingredient item's text, its note bracketed when only the page's style sets it apart ("<span
 * class="ingredient-notes">finely chopped</span>", shown faded): a reader sees it apart from the
 * name, and a written line marks it so ("1 onion (finely chopped)"), which keeps the name from
 * running on into it. A note the text already sets off stays as written.
 */
export function ingredientText(item: Cheerio<AnyNode>): string {
  writeRangeHyphens(item);
  const line = elementText(item);
  const note = item.find('[class*="note" i]').filter((_, el) => el.type === 'tag' && isNotesClass(el.attribs['class'])).last();
  const text = note.length ? elementText(note) : '';
  if (!text || NOTE_SET_OFF.test(text) || !line.endsWith(text) || line === text) return line;
  const before = line.slice(0, -text.length);
  if (separatorDash(note.get(0))) return `${before.replace(TRAILING_DASH, '').trimEnd()} (${text})`;
  return NOTE_SET_OFF_BEFORE.test(before) ? line : `${before.trimEnd()} (${text})`;
}

/** An element holding an amount a card scales, the amount in a data attribute ("<span data-amount="4">4</span>"). */
const scaledAmount = (node: AnyNode | null | undefined): boolean =>
  node?.type === 'tag' && Object.keys(node.attribs).some((name) => AMOUNT_ATTRIBUTE.test(name));

/**
 * A range a card writes tight between two amounts it scales ("<span data-amount="4">4</span>&#8211;<span
 * data-amount="6">6</span> cloves"): the en dash is the page's typesetting of the hyphen the recipe's
 * line has, as its data carries it ("4-6 cloves"), and the line reads so. A dash set apart by spaces
 * ("1 – 1.5 cup") is typed so by the cook and stays, as does one typed beside a single amount.
 */
function writeRangeHyphens(item: Cheerio<AnyNode>): void {
  for (const el of tagsUnder(item)) {
    const between = el.next;
    if (scaledAmount(el) && between?.type === 'text' && between.data === '–' && scaledAmount(between.next)) between.data = '-';
  }
}

const BARE_DASH = /^\s*[-–—]\s*$/;
const TRAILING_DASH = /\s*[-–—]\s*$/;

/**
 * A note a card sets apart with a dash of its own: bare text between the element before the note
 * and the note ("<span class="name">chicken broth</span> - <span class="notes">or water</span>"),
 * the separator a recipe plugin writes in place of brackets, not the cook's words. The line reads
 * as the recipe's data writes the note ("chicken broth (or water)"); a dash typed inside the
 * name's own text ("<span>broth -</span>") stays as written.
 */
function separatorDash(note: AnyNode | undefined): boolean {
  let between = '';
  for (let node = note?.prev; node; node = node.prev) {
    if (node.type === 'tag') return BARE_DASH.test(between);
    if (node.type !== 'text') return false;
    between = node.data + between;
  }
  return false;
}

/** A piece of a step's label: "Step", its number, or both ("Step ", "1", "Step 1."). */
const LABEL_PIECE = new RegExp(String.raw`^(?:${STEP})?\s*\d*[.:)]?$`, 'i');
/** Most nodes read for a label at an item's start (its pieces and empty icons among them): a label is short. */
const MAX_LABEL_NODES = 12;

/**
 * A block opening a step that holds only the step's number ("<li><div>Step 1</div><div>Preheat
 * …</div></li>"), a checklist's <label> a block follows, or the pieces a template sets before the
 * step's first block that together read so ("<span>Step </span><span>1</span><p>Preheat …</p>"):
 * a label the page sets on a line above the words, not a word of the step. Only first in the
 * item, with the step's words after it; a label typed into the text ("<b>Step 1:</b> Preheat …")
 * is left as written, and so is one set as a heading, which reads as the step's title.
 */
function isStepLabelBlock($: CheerioAPI, el: AnyNode): boolean {
  if (el.type !== 'tag' || /^h[1-6]$/.test(el.name)) return false;
  const own = elementText($(el));
  if (!own || !LABEL_PIECE.test(own)) return false;
  const text = (node: AnyNode): string => (node.type === 'text' ? $(node).text() : elementText($(node)));
  // What the item shows first, past comments, blank text and empty elements (an icon's <span>, a <style>).
  const shown = (el.parent?.children ?? []).slice(0, MAX_LABEL_NODES).filter((node) => node.type !== 'comment' && /\S/.test(text(node)));
  const firstBlock = shown.findIndex((node) => node.type === 'tag' && BLOCK_TAGS.has(node.name));
  const label = firstBlock === 0 ? shown.slice(0, 1) : shown.slice(0, Math.max(firstBlock, 0));
  const ownLine = firstBlock === 0 || label.length > 1 || el.name === 'label';
  if (!ownLine || !label.includes(el) || !label.every((node) => node.type === 'tag')) return false;
  const after = shown[label.length];
  return STEP_LABEL.test(label.map(text).join('')) && after !== undefined && HAS_LETTER.test(text(after));
}

/** A block kept for an ad (class or id "ad-title mobile-ad"): what it shows ("Advertisement") is no word of the item around it. */
const adSlot = (el: AnyNode): boolean => el.type === 'tag' && BLOCK_TAGS.has(el.name) && isAdContainer(el);

const HEADING_TAG_NAMES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * A step's photo with its caption or credit ("<figure><img><figcaption>Photo: Jo Lee</figcaption>
 * </figure>"), or a caption set without a figure: it tells what the photo shows or who took it, no
 * words of the text around it.
 */
const stepPhoto = (el: AnyNode): boolean => el.type === 'tag' && (el.name === 'figure' || el.name === 'figcaption');

/**
 * An item's text as its reader sees it, without the parts the page hides or keeps for ads; in a
 * method, without a tip boxed inside the step either ("<li><p>Brown the beef.</p><div
 * class="inset-text">Turkey mince works too.</div></li>") nor the step's photo and its caption (a
 * credit, "The Kitchen / Jane Doe"); in a list of ingredients, with a note set apart by style bracketed.
 */
function itemText($: CheerioAPI, li: AnyNode, method: boolean, control?: string): string {
  const read = method ? elementText : ingredientText;
  const closing = (item: Cheerio<AnyNode>, el: AnyNode): boolean => control !== undefined && el.parent === item.get(0) && closingLinkText($, el) === control;
  // tagsUnder, not find('*'): an item of many children is read in linear time (see tagsUnder).
  const left = (item: Cheerio<AnyNode>) =>
    $(tagsUnder(item)).filter((_, el) => (method && (setApart(el) || isStepLabelBlock($, el) || stepPhoto(el))) || hiddenPart($, el) || adSlot(el) || closing(item, el));
  if (!left($(li)).length) return read($(li));
  const copy = $(li).clone();
  left(copy).remove();
  return read(copy) || elementText($(li));
}

/** Fewest items of a list that all close with the same link before it reads as the list's control. */
const MIN_CONTROL_ITEMS = 3;

/** The words of a link that closes its item, nothing shown after it; undefined for any other element. */
function closingLinkText($: CheerioAPI, el: AnyNode | undefined): string | undefined {
  if (el?.type !== 'tag' || el.name !== 'a') return undefined;
  for (let next = el.next; next; next = next.next) if (next.type !== 'comment' && (next.type !== 'text' || /\S/.test(next.data))) return undefined;
  return collapse($(el).text()) || undefined;
}

/**
 * The words of a link that closes every item of a list alike ("3 chicken breasts, diced <a
 * href=\"#\" title=\"Add to shopping list\">shopping list</a>"): a control each line repeats,
 * no word of any line.
 */
function closingControl($: CheerioAPI, lis: readonly AnyNode[]): string | undefined {
  if (lis.length < MIN_CONTROL_ITEMS) return undefined;
  const texts = lis.map((li) => closingLinkText($, $(li).children().last().get(0)));
  const [first] = texts;
  return first && texts.every((text) => text === first) && lis.every((li) => collapse($(li).text()) !== first) ? first : undefined;
}

/**
 * An ingredient item that line breaks part into several lines, a group's whole list in one item
 * ("<li><b>For the pasta</b>:<br>4 beets<br>Water</li>"): its lines, without the group's name.
 */
function brokenLines($: CheerioAPI, li: AnyNode): string[] | undefined {
  if (!holdsTag($(li), ['br'])) return undefined;
  const lines = ungroupedLines($(li));
  // A group's list has a caption or counts amounts; one ingredient's note on a line of its own ("rinsed") stays with it.
  const group = lines.length < elementLines($(li)).length || isCaptionLine(lines[0] ?? '') || lines.filter((line) => LEADING_AMOUNT.test(line)).length > 1;
  return lines.length > 1 && group ? lines : undefined;
}

/** Fewest paragraphs of a card read one step each: a title over one paragraph is that step's own title. */
const MIN_CARD_PARAGRAPHS = 2;

/**
 * A step card's lines: the title heading that opens it, then each paragraph under it ("<li><figure>
 * …</figure><h4>Cook the pasta</h4><p>Boil …</p><p>Drain …</p></li>"), as a method's sub-heading
 * and its steps read; its photo and the number captioning it are no words of the step. None when
 * words stand outside those parts, or when the title ends in a colon: a label the card's words run
 * on from ("<h3>Prep the chicken:</h3><p>Heat …</p><p>Coat …</p>"), one step.
 */
function cardLines($: CheerioAPI, li: AnyNode): string[] | undefined {
  const shown = $(li).clone();
  $(tagsUnder(shown)).filter((_, el) => stepPhoto(el) || hiddenPart($, el)).remove();
  const [title, ...paragraphs] = tagsUnder(shown, [...HEADING_TAG_NAMES, 'p']);
  if (!title || headingRank($(title)) === 7) return undefined;
  const lines = [title, ...paragraphs].map((el) => elementText($(el))).filter(Boolean);
  const whole = letters(lines.join('')) === letters(shown.text());
  if (!paragraphs.every((el) => $(el).is('p'))) return whole ? labelledCardSteps(lines, paragraphs.filter((el) => $(el).is('p')).length) : undefined;
  if (paragraphs.length < MIN_CARD_PARAGRAPHS || lines[0]?.endsWith(':')) return undefined;
  return whole ? lines : undefined;
}

/**
 * A card holding the whole method, each step's paragraph under a heading that only counts it
 * ("<li><h4>Step 1</h4><p>Heat …</p><h4>Step 2</h4><p>Sear …</p></li>"): the paragraphs, one step
 * each; the headings number them and are no steps. Headings that title the steps instead keep the
 * card one item, as before.
 */
function labelledCardSteps(lines: string[], paragraphs: number): string[] | undefined {
  const steps = withoutStepHeadings(lines);
  return steps.length === paragraphs && steps.length < lines.length ? steps : undefined;
}

/**
 * The heading that opens an item of a method, nothing but its number before it and the step's
 * words after it ("<li><span>1</span><h3>Massa</h3><p>Em um …</p></li>"). Where other items of
 * the list have none, it names the group of steps it opens, a line of its own, not the step's title.
 */
function groupHeading($: CheerioAPI, li: AnyNode): AnyNode | undefined {
  const [heading, ...more] = tagsUnder($(li), HEADING_TAG_NAMES);
  if (!heading || more.length) return undefined;
  const [text, title] = [elementText($(li)), elementText($(heading))];
  const at = title ? text.indexOf(title) : -1;
  return at >= 0 && !HAS_LETTER.test(text.slice(0, at)) && HAS_LETTER.test(text.slice(at + title.length)) ? heading : undefined;
}

/** A class naming an item a title ("group-title", "substitutions-title"): the caption of the items after it. */
const TITLE_CLASS = /(?:^|[\s_-])title(?:$|\s)/i;

/**
 * A method block's items up to a heading that only names the cook's notes, set in the same block
 * ("<ol>…</ol><div class=\"callout\"><h3>Recipe Variations</h3><ul>…"): the lists under it are
 * notes, not steps. A heading inside an item titles that step.
 */
function itemsBeforeNotes($: CheerioAPI, el: Cheerio<AnyNode>): AnyNode[] {
  const items: AnyNode[] = [];
  for (const node of tagsUnder(el, ['li', ...HEADING_TAG_NAMES])) {
    if ('name' in node && node.name === 'li') items.push(node);
    else if (items.length && !$(node).closest('li').length && isHeadingText($(node).text(), NOTES_LINE)) break;
  }
  return items;
}

/**
 * Items of the innermost visible lists in an element (nested lists are items of their own); in a
 * method, with the captions of the groups its outer items hold, and without tips boxed in a step.
 */
function listItems($: CheerioAPI, el: Cheerio<AnyNode>, method: boolean): string[] {
  const shown = new Map<AnyNode, boolean>();
  const blocks = new Set(el.toArray());
  const [hiddenInBlock, navigationAbove] = [new Map<AnyNode, boolean>(), new Map<AnyNode, boolean>()];
  const isShown = (list: AnyNode): boolean => {
    let value = shown.get(list);
    if (value === undefined) {
      value =
        !underHidden($, $(list)) &&
        // A hiding class on the list or on a wrapper of it within the block read ("<div class=\"imperial
        // hidden\"><ul>…"); not above it, where a card a script reveals may still hide the whole recipe.
        !passedDown(list, (node) => hiddenPart($, node), hiddenInBlock, (node) => blocks.has(node)) &&
        !isNavigationList($, $(list), navigationAbove) &&
        !(method && isBarredRow($, $(list)));
      shown.set(list, value);
    }
    return value;
  };
  // A list or an item hidden whole is the other version of its lines ("<li class=\"imperial hide\">1oz
  // butter</li>" beside the metric one a toggle shows), not lines of its own.
  const lis = (method ? itemsBeforeNotes($, el) : tagsUnder(el, ['li'])).filter((li) => li.parent !== null && isShown(li.parent) && !hiddenPart($, li));
  const holders = new Map<AnyNode, string>();
  for (const li of method ? [] : lis) {
    const text = holdsTag($(li), ['li']) ? optionsHolderText($, li) : undefined;
    if (text) holders.set(li, text);
  }
  const heldAbove = new Map<AnyNode, boolean>();
  const inHolder = (li: AnyNode): boolean => holders.size > 0 && !!li.parent && passedDown(li.parent, (node) => holders.has(node), heldAbove);
  const control = closingControl($, lis);
  const headings = new Map(method ? lis.map((li) => [li, groupHeading($, li)]) : []);
  const headed = [...headings.values()].some(Boolean) && [...headings.values()].some((heading) => !heading);
  // The step under a group's heading, read without it.
  const underHeading = (li: AnyNode): string[] | undefined => {
    const heading = headed ? headings.get(li) : undefined;
    if (!heading) return undefined;
    const copy = $(li).clone();
    $(tagsUnder(copy, HEADING_TAG_NAMES)).remove();
    return [elementText($(heading)), itemText($, copy.get(0) ?? li, method, control)];
  };
  const items = lis
    .filter((li) => !inHolder(li))
    .flatMap((li) => {
      const holder = holders.get(li);
      if (holder) return [{ li, text: holder }];
      if (holdsTag($(li), ['li'])) return [{ li, text: method ? groupCaption($, li) : '' }];
      return ((method ? cardLines($, li) || underHeading(li) : brokenLines($, li)) || [itemText($, li, method, control)]).map((text) => ({ li, text }));
    })
    .filter(({ text }) => text);
  // An item that reads as a caption, before others that do not, names the group that follows
  // ("Seasoning:"); a list set all bold is just a list.
  // Asked once an item: an item broken into thousands of lines would ask it once a line.
  const captionItems = new Map<AnyNode, boolean>();
  const isCaption = (li: AnyNode): boolean => {
    let caption = captionItems.get(li);
    if (caption === undefined) captionItems.set(li, (caption = captionLike($, li)));
    return caption;
  };
  const captions = items.map(({ li }, i) => i < items.length - 1 && isCaption(li));
  const grouped = captions.includes(true) && captions.includes(false);
  return items.filter((_, i) => !grouped || !captions[i]).map(({ text }) => text);
}

/**
 * An item or block set wholly bold or as a heading, or classed as a title ("<div
 * class=\"ingredients__title\">Dressing</div>"), with no amount: it reads as a group's caption.
 */
const captionLike = ($: CheerioAPI, el: AnyNode): boolean =>
  !/\d/.test($(el).text()) && (unlabelledLines($(el)).length === 0 || TITLE_CLASS.test($(el).attr('class') ?? ''));

/**
 * Parts of a term or description laid out as cells: elements that touch with no text between
 * them ("<b>sugar</b><u>45 g</u>") are separate cells, not one run of words.
 */
function cellParts($: CheerioAPI, el: Cheerio<AnyNode>): string[] {
  const parts = [''];
  let afterElement = false;
  for (const node of el.contents().toArray()) {
    if (node.type === 'text') {
      parts[parts.length - 1] += node.data;
      afterElement = false;
      continue;
    }
    const part = elementText($(node));
    if (!part) continue;
    if (afterElement) parts.push(part);
    else parts[parts.length - 1] += part;
    afterElement = true;
  }
  return parts.map(collapse).filter(Boolean);
}

/** Entries of definition lists: a term and its descriptions as "term: description". */
function definitionLines($: CheerioAPI, el: Cheerio<AnyNode>): string[] {
  const entries: string[][] = [];
  for (const item of tagsUnder(el, ['dt', 'dd'])) {
    const $item = $(item);
    if (underHidden($, $item)) continue;
    const parts = cellParts($, $item);
    const last = entries[entries.length - 1];
    if (last && tagName($item) === 'dd') last.push(...parts);
    else if (parts.length) entries.push(parts);
  }
  // Bare terms make a glossary or a tag list; ingredients pair a name with an amount.
  const paired = entries.filter((parts) => parts.length > 1).length;
  // A term that is only an amount ("250 g" over "red lentils") reads first, as a table row does.
  const line = (parts: string[]): string => parts.join(AMOUNT_ONLY.test(parts[0] ?? '') ? ' ' : ': ');
  return paired && paired * 2 >= entries.length ? entries.map(line) : [];
}

/**
 * Ingredients laid out as a grid of cells side by side, each amount in an element of its own before
 * its name ("<div><p class=amount>¼</p><div class=name>cup sugar</div><p class=amount>2</p><div
 * class=name>eggs</div>…"): each pair one line, as a table row is. The cells alternate in two roles
 * (tag and class), the first holding only an amount or nothing ("Salt" takes none), the second words.
 */
function amountCellLines($: CheerioAPI, el: Cheerio<AnyNode>): string[] | undefined {
  const cells = el.children().toArray();
  if (cells.length < MIN_AMOUNT_ITEMS * 2 || cells.length % 2 !== 0) return undefined;
  const role = (cell: AnyNode): string => `${tagName($(cell))} ${$(cell).attr('class') ?? ''}`;
  const [amountRole, nameRole] = [role(cells[0] as AnyNode), role(cells[1] as AnyNode)];
  if (amountRole === nameRole || !cells.every((cell, i) => role(cell) === (i % 2 ? nameRole : amountRole))) return undefined;
  const rows = Array.from({ length: cells.length / 2 }, (_, i) => [elementText($(cells[2 * i])), elementText($(cells[2 * i + 1]))] as const);
  const amounts = rows.filter(([amount]) => AMOUNT_ONLY.test(amount)).length;
  if (!rows.every(([amount, name]) => (!amount || AMOUNT_ONLY.test(amount)) && HAS_LETTER.test(name)) || amounts < rows.length * MIN_AMOUNT_SHARE) return undefined;
  return rows.map(([amount, name]) => collapse(`${amount} ${name}`));
}

/** Most cells a table row may have and still be a line ("1 cup | red lentils"), not a chart. */
const MAX_LINE_CELLS = 3;

/** Rows of a table of short cells as lines, cells joined ("1 cup", "red lentils" → "1 cup red lentils"). */
function tableLines($: CheerioAPI, table: Cheerio<AnyNode>): string[] {
  if (underHidden($, table)) return [];
  // A row of header cells only captions the table or a group of it ("2 Portionen", "Zimt-Äpfel").
  const bodyRows = tagsUnder(table, ['tr']).filter((row) => $(row).children('td').length > 0);
  // A cell with neither letter nor number ("*" flagging a footnote, an icon) marks the line, no part of it.
  const rows = bodyRows.map((row) => $(row).children('td, th').toArray().map((cell) => elementText($(cell))).filter((text) => /[\p{L}\p{N}]/u.test(text)));
  if (rows.some((cells) => cells.length > MAX_LINE_CELLS)) return [];
  return rows.map((cells) => cells.join(' ')).filter((line) => HAS_LETTER.test(line));
}

/**
 * A div of two or three cells with roles of their own (a name beside an amount: "♥鶏モモ肉" |
 * "500g"), each a div or a paragraph of inline content: one line, as a table row is. Cells alike
 * in class are lines of a list, not cells.
 */
function isCellRow($: CheerioAPI, el: Cheerio<AnyNode>): boolean {
  // Counted only up to what a row holds: each of a thousand paragraphs asks it of their parent.
  const cells = el.is('div') ? childElementsUpTo(el.get(0), MAX_LINE_CELLS) : undefined;
  if (!cells || cells.length < 2 || !cells.every((cell) => isRow($(cell)) || ($(cell).is('p') && !holdsTag($(cell), ROW_ENDING_TAGS)))) return false;
  const roles = cells.map((cell) => $(cell).attr('class')?.trim());
  return roles.every(Boolean) && new Set(roles).size === roles.length;
}

const cellRowLine = ($: CheerioAPI, row: Cheerio<AnyNode>): string =>
  row.children().toArray().map((cell) => elementText($(cell))).filter(Boolean).join(' ');

/**
 * Elements of these tags under el that a reader sees and that no paragraph holds. What a hidden
 * element or a paragraph holds is passed over whole, so each element costs one look, however many
 * (asking each one for its ancestors costs their number times the depth).
 */
function shownOutsideParagraphs($: CheerioAPI, el: Cheerio<AnyNode>, names: readonly string[]): AnyNode[] {
  if (underHidden($, el) || el.parents('p').length) return [];
  const under = tagsUnder(el);
  const hidden = new Set($(under).filter(HIDDEN).toArray());
  const passed = new Set<AnyNode>(hidden);
  for (const node of under) {
    const parent = node.parent;
    if (parent && (passed.has(parent) || ('name' in parent && parent.name === 'p'))) passed.add(node);
  }
  return under.filter((node) => 'name' in node && names.includes(node.name) && !passed.has(node));
}

/**
 * One of a run of step cards (blocks of the same tag and class side by side) whose step lists
 * some actions and goes on in a paragraph after the list ("<ul><li>Pat the tofu dry.</li></ul>
 * <p>Warm the oil …</p>"): the paragraph is the same step going on, not text after the method.
 */
function isCardGoingOnAfterList($: CheerioAPI, el: Cheerio<AnyNode>): boolean {
  const twin = (other: Cheerio<AnyNode>): boolean => other.length > 0 && alike(other, el);
  if (!el.attr('class') || el.is('ul, ol, li') || !(twin(el.prev()) || twin(el.next()))) return false;
  // In document order: a paragraph after the first list that no list holds.
  const under = tagsUnder(el);
  const lists = tagsUnder(el, ['ul', 'ol']);
  const inLists = new Set(lists.flatMap((list) => tagsUnder($(list))));
  const first = under.indexOf(lists[0] as AnyNode);
  return first >= 0 && under.slice(first).some((node) => 'name' in node && node.name === 'p' && !inLists.has(node));
}

/**
 * Lines of one element after a heading: list items, definition list entries, else (when allowed)
 * the lines of its paragraphs, of divs used as rows and of rows of cells.
 */
function blockLines($: CheerioAPI, el: Cheerio<AnyNode>, section: Section): string[] {
  const tag = tagName(el);
  if (section === INSTRUCTIONS && isCardGoingOnAfterList($, el)) {
    return unlabelledLines(el).map(withoutNumber).filter((line) => HAS_LETTER.test(line) && !isSectionFact(line, section));
  }
  if (tag === 'ul' || tag === 'ol' || holdsTag(el, ['li'])) {
    const items = listItems($, el.is('li') ? el.parent() : el, section === INSTRUCTIONS);
    return section === INSTRUCTIONS ? items.map(withoutStepLabel) : items;
  }
  if (tag === 'dl' || holdsTag(el, ['dl'])) return definitionLines($, tag === 'dl' ? el : $(tagsUnder(el, ['dl'])));
  if (tag === 'table') return tableLines($, el);
  const cellLines = section === INGREDIENTS ? amountCellLines($, el) : undefined;
  if (cellLines) return cellLines;
  const isBlock = (block: Cheerio<AnyNode>): boolean => block.is('p') || isRow(block) || isCellRow($, block) || isBrokenInline(block) || isBrokenHeading(block);
  if (!isBlock(el)) looseRunsAsParagraphs($, el, section);
  const blocks = (
    isBlock(el) ? el.toArray() : shownOutsideParagraphs($, el, ['p', 'div']).filter((block) => isBlock($(block)) && !isCellRow($, $(block).parent()))
  ).filter((block) => !isToolbar($, $(block)));
  // A wrapper holding no lines of its own but a table of them ("<div><table><tr><td>150ml</td>…").
  if (!blocks.length) return tagsUnder(el, ['table']).filter((table) => !holdsTag($(table), ['table'])).flatMap((table) => tableLines($, $(table)));
  // Blocks that are all links are buttons or a tag cloud; one linked line among others is a product named.
  if (blocks.every((block) => linksOnly($, $(block)))) return [];
  // A paragraph of the method is one step even when <br>s break it (a list of serving ideas);
  // a lone block holding the whole method splits into its lines.
  const stepPerBlock = section === INSTRUCTIONS && blocks.length > 1;
  return (stepPerBlock ? stepBlocks($, blocks) : blocks)
    .flatMap((block) => {
      if (isCellRow($, $(block))) return [cellRowLine($, $(block))];
      if (isLabelledTime($, $(block))) return [];
      // A heading's lines are no labels when the heading is only their type.
      const lines = unlabelledLines(isBrokenHeading($(block)) ? $(block).contents() : $(block), section === INGREDIENTS);
      return stepPerBlock && lines.length ? [elementText($(block))] : lines;
    })
    .map(withoutNumber)
    .filter((line) => HAS_LETTER.test(line) && !isSectionFact(line, section) && !SHORTCODE.test(line) && !PHOTO_CREDIT.test(line));
}

/**
 * Text set loose between an element's paragraphs ("<p><div>Heat oven: …</p><p>…" leaves the first
 * step loose once parsed) shows as a paragraph of its own, so it is wrapped as one; not the
 * section's own name written there ("Directions").
 */
function looseRunsAsParagraphs($: CheerioAPI, el: Cheerio<AnyNode>, section: Section): void {
  const children = el.contents().toArray();
  if (!children.some((node) => 'name' in node && node.name === 'p')) return;
  let run: AnyNode[] = [];
  const wrap = (): void => {
    const text = collapse($(run).text());
    const sectionName = text.length <= MAX_HEADING_LENGTH && section.heading.test(text);
    // Loose words of its own, not only tags beside the paragraphs (a form's <select> of options).
    const loose = run.some((node) => node.type === 'text' && HAS_LETTER.test(node.data));
    if (loose && !sectionName) $(run).wrapAll('<p></p>');
    run = [];
  };
  for (const node of children) {
    if ('name' in node && ROW_ENDING_TAGS.includes(node.name)) wrap();
    else run.push(node);
  }
  wrap();
}

/**
 * The paragraphs of a method up to a labelled note after its steps ("Cook's tip: …"), which ends
 * it; a note between numbered steps is a tip set in the method, left out as the steps go on.
 */
function stepBlocks($: CheerioAPI, blocks: AnyNode[]): AnyNode[] {
  const steps: AnyNode[] = [];
  const stepAfter = numberedStepAfter($, blocks, (el) => collapse($(el).text()));
  for (const [i, block] of blocks.entries()) {
    if (i > 0 && noteLabel(collapse($(block).text())) !== undefined) {
      if (stepAfter(i)) continue;
      break;
    }
    steps.push(block);
  }
  return steps;
}

/** A blog engine's shortcode left in the text ("[print_this]", "[/recipe]"): markup, no line of the recipe. */
const SHORTCODE = /^\[\/?[a-z_][\w-]*(?:\s[^\]]*)?\]$/i;

/**
 * A photo's credit set under it ("Photo credit: © Site.com", "Photo by Jo Lee", "© 2023 Site"): the
 * picture's caption, no line of the recipe, though the paragraph holding the photo sits among them.
 */
const PHOTO_CREDIT = new RegExp(String.raw`^(?:©|\(c\)\s|${words('photoCredit')}${LETTER_END})`, 'i');

/** A run of hours and minutes and nothing else: "1 hr 15 mins", "30 min". */
const DURATION_RUN = String.raw`(?:\d+\s*(?:${words('hours')}|${words('minutes')})\.?\s*)+`;

/**
 * Pictures set as text before a fact's label ("⏱️ Prep:", "🍳 Cook:"): symbols, emoji with their
 * variation selectors and joiners, and icon-font glyphs (private use). They stand for the label
 * and are read past, as a heading's are.
 */
const LEADING_ICONS = String.raw`(?:[\u2190-\u2bff\ue000-\uf8ff\ufe0f\u200d]|[\ud83c-\ud83e][\udc00-\udfff]|\s)*`;
/**
 * The label of a fact line and its value, the label's group naming the fact: prep, cook, total,
 * yields. "time" alone labels a fact only with a colon ("Time: 1 hour") or before a bare duration
 * that ends the line ("Time 30 min"), not in "time to chill".
 */
// A whole word: "Prepare the sauce" is a step, not a "Prep" time.
// "Total cook time" (or "Total baking time") totals the cooking, as "Total" alone totals the recipe.
const FACT_LINE = new RegExp(
  String.raw`^${LEADING_ICONS}(?:(${words('prep')})|((?:${words('total')}\s+)?${words('cook')})|(${words('total')}|${words('time')}(?=\s*:|\s+${DURATION_RUN}$))|(${words('yields')}))${LETTER_END}\s*:?\s*(.+)$`,
  'i',
);
/** An icon's alt text that labels the value beside it ("<img alt="time"> 30mins"), or a label over its value ("Serves for" above "4"). */
const ICON_LABEL = new RegExp(`^(?:${(['prep', 'cook', 'total', 'yields', 'time'] as const).map(words).join('|')})(?:\\s+${words('for')})?$`, 'i');
/** Amount cells ("0.160") of a layout of rows are no lines of their own. */
const HAS_LETTER = /\p{L}/u;
/** Longest "Cook time: 8 hours on low or 4 hours on high" still read as a labelled fact. */
const MAX_LABELLED_FACT_LENGTH = 80;
/** A label, a colon and a number, perhaps hedged: "Cook time: 8 hours", "Całkowity czas przygotowania: ok. 30 minut". */
const LABELLED_NUMBER = new RegExp(String.raw`^[^:]{1,30}:\s*(?:${words('about')}\s+)?\d`, 'i');
/**
 * "Servings: 4", "Prep time: 10 mins": a short line stating a fact is no ingredient or step.
 * A longer one counts only as a label, a colon and a number ("Cook: stir for 10 minutes…" and
 * "Cook for 10 minutes…" are steps).
 */
const factMatch = (line: string): RegExpExecArray | null => {
  if (line.length > MAX_LABELLED_FACT_LENGTH) return null;
  const match = FACT_LINE.exec(line);
  return line.length <= MAX_HEADING_LENGTH || (match && LABELLED_NUMBER.test(line)) ? match : null;
};
export const isFactLine = (line: string): boolean => factMatch(line) !== null;

/** The word for time anywhere in a line ("Prep time", "Total cook time"). */
const TIME_NAMED = new RegExp(wordsFromStart('time'), 'i');
/**
 * A step, or a stage's title, opening with a fact's word ("Cook the bacon.", "Prep and cook your
 * protein"): two or more words go on after it in lower case with no colon, number or word for
 * time, so it states no fact; a button's two words ("Cook along") are no step.
 */
const opensStep = (line: string): boolean => /^\S+\s+\p{Ll}\S*\s+\S/u.test(line) && !/[:\d]/.test(line) && !TIME_NAMED.test(line);
/** A yield's label set apart from its count ("Serves" over "12 servings"), as a card's facts set it. */
const YIELDS_LABEL = new RegExp(`^${words('yields')}(?:\\s+${words('for')})?\\s*:?$`, 'i');
/** A line stating a fact, no line of the section; in a method, not a step that opens with a fact's word. */
const isSectionFact = (line: string, section: Section): boolean =>
  (isFactLine(line) || YIELDS_LABEL.test(line)) && !(section === INSTRUCTIONS && opensStep(line));

/** A label and its colon before a row's value ("Modo de preparo : "). */
const LABEL_BEFORE_VALUE = /^[^\d:]{1,30}:\s*$/u;

/**
 * A row that is a label and the time the page marks as one ("Modo de preparo : <time
 * datetime=\"PT10M\">10min</time>"): a fact of the recipe stated in the section, whatever
 * words name it, no line of it.
 */
function isLabelledTime($: CheerioAPI, el: Cheerio<AnyNode>): boolean {
  const times = tagsUnder(el, ['time']);
  if (times.length !== 1) return false;
  const [text, value] = [elementText(el), elementText($(times[0]))];
  return Boolean(value) && text.endsWith(value) && LABEL_BEFORE_VALUE.test(text.slice(0, text.length - value.length));
}

/** Text that is all link text ("Pin It", a tag cloud): buttons and navigation, no line of a recipe. */
function linksOnly($: CheerioAPI, el: Cheerio<AnyNode>): boolean {
  const text = collapse(el.text());
  return Boolean(text) && collapse(tagsUnder(el, ['a']).map((a) => $(a).text()).join(' ')) === text;
}

/** A row of controls only, one of them a button ("Send by e-mail", "Print"): the card's toolbar, no line of it. */
const isToolbar = ($: CheerioAPI, el: Cheerio<AnyNode>): boolean => {
  const bare = (text: string): string => text.replace(/\s+/g, '');
  const controls = tagsUnder(el, ['a', 'button']);
  if (!controls.some((node) => 'name' in node && node.name === 'button')) return false;
  const text = bare(el.text());
  return Boolean(text) && bare(controls.map((control) => $(control).text()).join('')) === text;
};

/** Tags that make a div more than one line. */
const ROW_ENDING_TAGS = ['div', 'p', 'ul', 'ol', 'dl', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article'];
/** A div of inline content only: one line of a layout built from divs rather than a list. */
const isRow = (el: Cheerio<AnyNode>): boolean =>
  el.is('div') && !holdsTag(el, ROW_ENDING_TAGS);
/** Lines set in an inline element and broken by <br>s ("<span>250 g flour<br>2 eggs</span>" under a heading): a block, as a paragraph is. */
const isBrokenInline = (el: Cheerio<AnyNode>): boolean =>
  el.is('span') && holdsTag(el, ['br']) && !holdsTag(el, ROW_ENDING_TAGS);
/**
 * A heading broken by <br>s into several lines ("<h5>• 50g butter<br>• 1 cup cream<br>…</h5>"): a
 * block of lines set in a heading's type, no heading, which is one line.
 */
const isBrokenHeading = (el: Cheerio<AnyNode>): boolean =>
  HEADING.test(tagName(el)) && tagsUnder(el, ['br']).length >= MIN_LIST_ROWS - 1 && !holdsTag(el, ROW_ENDING_TAGS);

/** 1 for <h1> … 6 for <h6>; 7 for anything else. */
const headingRank = (el: Cheerio<AnyNode>): number => {
  const tag = tagName(el);
  return HEADING.test(tag) ? Number(tag.slice(1)) : 7;
};

/**
 * A heading of the section's rank or above starts the next section; lower ones name groups. A
 * section named by a bold line or a label (no heading tag) ends at any heading.
 */
const endsSection = (el: Cheerio<AnyNode>, rank: number): boolean => {
  const limit = Math.min(rank, 6);
  const own = headingRank(el);
  const child = el.children('h1, h2, h3, h4, h5, h6').first();
  return own <= limit || (own === 7 && child.length > 0 && headingRank(child) <= limit);
};

/** A block that lists: a list, a definition list, a table, or a wrapper around one. */
const isListBlock = (el: Cheerio<AnyNode>): boolean => el.is('ul, ol, dl, table') || holdsTag(el, ['li', 'dt']) || isRowList(el);

/** Fewest rows of a list built from divs. */
const MIN_LIST_ROWS = 3;

/**
 * A list built from divs: a div whose children are rows of one tag and class ("<div class=list>"
 * of "<div class=ingredient>", "<div class=step>"). A reader sees a list, so text after it (a
 * price disclaimer, a tip box) is no more of the section than it is after a <ul>.
 */
function isRowList(el: Cheerio<AnyNode>): boolean {
  if (!el.is('div')) return false;
  const rows = el.children().toArray();
  const [first] = rows;
  if (rows.length < MIN_LIST_ROWS || !first || !('attribs' in first) || !first.attribs['class']) return false;
  return rows.every((row) => 'attribs' in row && row.name === first.name && row.attribs['class'] === first.attribs['class']);
}

interface Block {
  lines: string[];
  /** A list, a definition list or a table, or a wrapper around one. */
  list: boolean;
  /** Items of a list. */
  steps: boolean;
  /** A block other than a list that reads as a group's caption (classed as a title, no amount). */
  caption: boolean;
}

/** Longest line that, ending with a colon, still leads in the list after it ("BONUS, for the chicken wrap:"). */
const MAX_LEAD_IN_LENGTH = 80;
/** A line just before a list that names the list's group: short, or ending with a colon that opens the list. */
const leadsInList = (line: string): boolean => line.length <= MAX_HEADING_LENGTH || (line.endsWith(':') && line.length <= MAX_LEAD_IN_LENGTH);

/**
 * Ingredients given as lists: a short line of text just before a list captions its group ("For
 * the sauce", "You'll need:"), and other text after a list is no longer the ingredients (the
 * method written as paragraphs, serving ideas). Ingredients written as text are kept whole.
 */
function ingredientBlocks(all: Block[]): string[] {
  // A block that reads as a caption, before blocks of lines that do not, names the group after it.
  const blocks = all.some((block) => !block.caption) ? all.filter((block, i) => !block.caption || i === all.length - 1) : all;
  if (!blocks.some((block) => block.list)) return withoutCaptions(blocks.flatMap((block) => block.lines));
  const lines: string[] = [];
  let listed = false;
  for (const [i, block] of blocks.entries()) {
    // A list of the recipe's details beside the ingredients ("Prep Time: 10 mins", "Serves: 4") is none of them.
    if (factsOnly(block.lines)) continue;
    if (block.list) {
      lines.push(...block.lines);
      listed = true;
      continue;
    }
    const captionsList = blocks[i + 1]?.list === true && block.lines.length === 1 && leadsInList(block.lines[0] ?? '');
    if (captionsList) continue;
    if (listed) break;
    lines.push(...block.lines);
  }
  return withoutCaptions(lines);
}

/** A short line with no amount that ends with a colon ("For the icing:", "Pour le glaçage :"): a group's caption. */
export const isGroupCaption = (line: string): boolean => line.length <= MAX_HEADING_LENGTH && line.endsWith(':') && !/\d/.test(line);

/** "For the sauce", "Voor de gomasio": a caption without its colon. */
const FOR_GROUP = new RegExp(String.raw`^${words('for')}\s+\p{L}`, 'iu');
/** A group's caption with its colon or, opening with the word for "for", without one ("Topping:", "For the sauce"). */
export const isCaptionLine = (line: string): boolean => isGroupCaption(line) || (FOR_GROUP.test(line) && !line.includes(':') && isGroupCaption(`${line}:`));

/** A whole line counting servings ("2 porsjoner", "4 servings"): the yield set over the list, no ingredient. */
const isServingsLine = (line: string): boolean => SERVINGS_COUNT.exec(line)?.[1] === line;

/**
 * Ingredients without the captions of their groups set as lines among them (a caption is followed
 * by its group) and without a line stating the yield.
 */
const withoutCaptions = (lines: string[]): string[] =>
  lines.filter((line, i) => !isServingsLine(line) && (i === lines.length - 1 || !isCaptionLine(line)));

/**
 * A method given as lists ends with its last list: text after it is the card's call to action
 * ("Last step! Please leave a review"), a closing remark or the page going on.
 */
function listedSteps(blocks: Block[]): Block[] {
  const last = blocks.findLastIndex((block) => block.steps);
  return last < 0 ? blocks : blocks.slice(0, last + 1);
}

/** Inline tags a label is written with inside a block of lines ("<b>Ingredients:</b><br>1 cup …"). */
const INLINE_HEADING_TAGS = new Set(['b', 'strong', 'span', 'u', 'em', 'label']);

/**
 * Lines that follow an inline heading within its own element, as a blog post writes a recipe in
 * one block ("<b>Ingredients:</b><br>1 cup …<br>2 tbsp …<br><b>Method:</b><br>1. Fry …"), up to the
 * label of the next section; labels of groups among them ("For the sauce:") are left out.
 */
function inlineLinesAfter($: CheerioAPI, heading: Cheerio<AnyNode>, section: Section): string[] {
  const el = heading.get(0);
  if (!el || !('name' in el) || !INLINE_HEADING_TAGS.has(el.name)) return [];
  // The lines start on the next line: "<b>Ingredients</b> (serves 4)" goes on the heading's own.
  let start = el.next;
  while (start && start.type === 'text' && 'data' in start && /^[\s:]*$/.test(start.data)) start = start.next;
  if (!start || !('name' in start) || start.name !== 'br') return [];
  const nodes: AnyNode[] = [];
  for (let node = el.next; node; node = node.next) {
    if (node.type === 'tag') {
      const text = collapse($(node).text());
      if (isHeadingText(text, section.stop) || isHeadingText(text, section.heading)) break;
    }
    nodes.push(node);
  }
  if (!nodes.some((node) => node.type === 'text' && 'data' in node && collapse(node.data))) return [];
  const lines = unlabelledLines($('<div></div>').append($(nodes).clone())).filter((line) => HAS_LETTER.test(line) && !isSectionFact(line, section));
  return section === INSTRUCTIONS ? numberedRun(lines) : lines.map(withoutNumber);
}

/** A function of elements that works out each element's value once. */
function once<T>(read: (el: AnyNode) => T): (el: AnyNode) => T {
  const values = new Map<AnyNode, T>();
  return (el) => {
    if (!values.has(el)) values.set(el, read(el));
    return values.get(el) as T;
  };
}

/** What an element after a section's heading gives: its text, and its lines as a block. */
interface SectionReading {
  text: (el: AnyNode) => string;
  block: (el: AnyNode) => Block | undefined;
}

/**
 * Each element after a section's headings read once, however many of those headings read past it
 * (each of a run of "Ingredients for …" headings reads to the run's end).
 */
function sectionReading($: CheerioAPI, section: Section): SectionReading {
  const block = (el: Cheerio<AnyNode>): Block | undefined => {
    const lines = blockLines($, el, section);
    if (!lines.length) return undefined;
    const list = isListBlock(el);
    return { lines, list, steps: el.is('ol, ul') || holdsTag(el, ['li']) || isRowList(el), caption: !list && captionLike($, el.get(0) as AnyNode) };
  };
  return { text: once((el) => collapse($(el).text())), block: once((el) => block($(el))) };
}

/** Elements that, left blank, stand where a section's lines would be (a template's empty list). */
const CONTENT_TAGS = new Set(['ul', 'ol', 'dl', 'table', 'p']);

/** Whether a node shows nothing: white space, or an element with no text (an icon, a spacer), but no blank list. */
const showsNothing = (node: AnyNode): boolean => {
  if (node.type === 'text') return !('data' in node) || !node.data.trim();
  return node.type !== 'tag' || (!CONTENT_TAGS.has(node.name) && shortText(node)?.trim() === '');
};

/**
 * The outermost of the wrappers that hold a heading and nothing else (a component library nests
 * "<h2>Ingredients</h2>" in five divs of its own): they are the heading, so climbing out of them
 * counts as no step away from it.
 */
function headingWrapper(heading: AnyNode): AnyNode {
  let wrapper = heading;
  while (wrapper.parent && wrapper.parent.type === 'tag' && wrapper.parent.name !== 'body' && wrapper.parent.children.every((node) => node === wrapper || showsNothing(node))) {
    wrapper = wrapper.parent;
  }
  return wrapper;
}

/**
 * Lines of what follows a heading: lists (several when sub-headed groups follow) or paragraphs,
 * up to the next section heading. Climbs out of wrappers the heading sits in.
 */
function contentAfter($: CheerioAPI, heading: Cheerio<AnyNode>, section: Section, reading: SectionReading): string[] {
  const inline = inlineLinesAfter($, heading, section);
  if (inline.length) return inline;
  const rank = headingRank(heading.closest('h1, h2, h3, h4, h5, h6'));
  const opening = collapse(heading.text());
  let current = $(headingWrapper(heading.get(0) as AnyNode));
  for (let depth = 0; depth < 4 && current.length; depth++, current = current.parent()) {
    const blocks: Block[] = [];
    let placeholder = false;
    const siblings = current.nextAll().toArray();
    const stepAfter = numberedStepAfter($, siblings, reading.text);
    // Ingredients whose heading is followed by one of its own rank before any list ("Suroviny", "Špízy";
    // "Calda:" past a servings control) head their groups at that rank: such headings go on with the ingredients.
    const headingFirst = (): boolean => {
      const first = siblings.find((el) => headingRank($(el)) < 7 || $(el).is('ul, ol') || holdsTag($(el), ['ul', 'ol']));
      return first !== undefined && headingRank($(first)) === rank;
    };
    const groupsAtRank = section === INGREDIENTS && depth === 0 && rank < 7 && headingFirst();
    for (const [i, sibling] of siblings.entries()) {
      const $sibling = $(sibling);
      const text = reading.text(sibling);
      const nextGroup =
        isGroupHeading(text, section, opening) ||
        (groupsAtRank && headingRank($sibling) === rank && !isHeadingText(text, section.stop)) ||
        nextPhase($sibling, text, section, rank, opening);
      // "Note: …" after the steps is the cook's note, not one more step; one between numbered
      // steps (labelled, or a block whose class names notes) is a tip set in the method, which
      // goes on after it. A bare "Notes" heading ends the method wherever it stands.
      const note = blocks.length > 0 && section === INSTRUCTIONS && (noteLabel(text) !== undefined || namesNotes($sibling));
      if (note && !NOTES_LINE.test(text) && stepAfter(i)) continue;
      if (note || isHeadingText(text, section.stop) || opensWithHeading($sibling, section.stop) || (blocks.length && !nextGroup && isHeadingText(text, section.heading))) break;
      if (blocks.length && !nextGroup && endsSection($sibling, rank) && !opensStepGroup($sibling, section)) break;
      // A sub-heading between steps names a part of the method ("Make the sauce", "Rice Method:"), no step of its own.
      if (section === INSTRUCTIONS && (headingRank($sibling) < 7 || nextGroup)) continue;
      if (section === INSTRUCTIONS && headsNeeds($sibling)) continue;
      const block = reading.block(sibling);
      if (block) blocks.push(block);
      else if (!blocks.length && isPlaceholder($, $sibling)) placeholder = true;
    }
    const lines = section === INGREDIENTS ? ingredientBlocks(blocks) : withoutCountedNumbers(listedSteps(blocks).flatMap((block) => block.lines));
    if (lines.length) return [...lines, ...sameBlocksAfter($, current.parent(), section)];
    // The section is here but empty (a template's blank list, a tag cloud of links): what lies
    // outside its wrapper belongs to the page's sidebar or footer, not to it.
    if (placeholder) return [];
  }
  return [];
}

/**
 * A block whose first element reads as the next section's heading, in whatever tag ("<div
 * class=method><div class=head>METHOD</div><ol>…"): that section begins there, as at a heading.
 */
const opensWithHeading = (el: Cheerio<AnyNode>, stop: RegExp): boolean => {
  // A list's first item is a line of it, no heading ("Note: …" as a step).
  if (el.is('ul, ol, dl, table')) return false;
  const first = el.children().get(0);
  const text = first && shortText(first);
  return text !== undefined && isHeadingText(text, stop);
};

/** What a cook needs rather than does: the ingredients' own names ("You will need") or the tools'. */
const NEEDS_HEADING = new RegExp(`${INGREDIENTS_HEADING.source}|${EQUIPMENT_NAME}`, 'i');

/**
 * A block under the method's heading that opens with a heading of what the cook needs ("<section>
 * <h3>You Will Need</h3><ul><li>1 Colander</li>…"): a list of tools or staples, no steps.
 */
const headsNeeds = (el: Cheerio<AnyNode>): boolean => {
  const first = el.children().first();
  return headingRank(first) < 7 && isHeadingText(first.text(), NEEDS_HEADING);
};

/** Tags of a block that holds a section's heading and its list, and may repeat for its next group. */
const GROUP_BLOCK_TAGS = new Set(['div', 'section']);

/**
 * Lines of the blocks after a section's own block that repeat its tag and class (a block for the
 * method, then one for its "Finishing Steps"): one block per group, up to one that heads another
 * section or gives no lines.
 */
function sameBlocksAfter($: CheerioAPI, block: Cheerio<AnyNode>, section: Section): string[] {
  const className = block.attr('class');
  if (!className || !GROUP_BLOCK_TAGS.has(tagName(block))) return [];
  const lines: string[] = [];
  for (const sibling of block.nextAll().toArray()) {
    const $sibling = $(sibling);
    if (tagName($sibling) !== tagName(block) || $sibling.attr('class') !== className) break;
    const heading = collapse($sibling.find('h1, h2, h3, h4, h5, h6').first().text());
    const otherSection = section === INSTRUCTIONS ? INGREDIENTS_HEADING : INSTRUCTIONS_HEADING;
    if (isHeadingText(heading, section.stop) || isHeadingText(heading, otherSection)) break;
    // A panel of nutrition facts set in a block like the section's ("<div class=\"recipe-ingredients\">
    // <div class=\"title\">Nutrition Facts</div><dl>…"), titled in any tag: no group of it.
    if (NUTRITION_HEADING.test(elementLines($sibling)[0] ?? '')) break;
    const more = blockLines($, $sibling, section);
    if (!more.length || factsOnly(more)) break;
    lines.push(...more);
  }
  return lines;
}

/** A few words and a colon opening a paragraph: a label; some pages close it with a bar instead ("NOTE | …"). */
const PARAGRAPH_LABEL = /^[^:|\d]{1,40}[:|]/;
/** Most words of a label still taken for a note's ("Les petits conseils – tips:"); "Tip the batter into the pan:" opens a step. */
const MAX_NOTE_LABEL_WORDS = 5;
const NOTES_WORD = anyWord('notes');

/** The label of a note opening a paragraph, holding a word for notes: "Note:", "NOTE |", "Tipp:", "Cook's tip:", "Les petits conseils – tips:". */
function noteLabel(text: string): string | undefined {
  const label = PARAGRAPH_LABEL.exec(text)?.[0];
  return label && label.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length <= MAX_NOTE_LABEL_WORDS && NOTES_WORD.test(label) ? label : undefined;
}

/** A labelled note with its text ("Tip: use red lentils"), not the bare heading of notes ("Notes:"). */
const isNoteLine = (text: string): boolean => (noteLabel(text)?.length ?? text.length) < text.length;

/**
 * Whether a numbered step ("3. Simmer …", "Step 3: …", an ordered list) comes after the element
 * at a position, before a heading ends the method. Asked position after position (a note after
 * each step, or a run of notes), it reads each element once: the element that settled one answer
 * settles the answer for every position before it.
 */
function numberedStepAfter($: CheerioAPI, elements: AnyNode[], textOf: (el: AnyNode) => string): (position: number) => boolean {
  let settledAt = -1;
  let answer = false;
  return (position) => {
    if (position < settledAt) return answer;
    answer = false;
    for (settledAt = position + 1; settledAt < elements.length; settledAt++) {
      const el = elements[settledAt] as AnyNode;
      const text = textOf(el);
      if (stepNumber(text) !== undefined || $(el).is('ol')) {
        answer = true;
        break;
      }
      if (isHeadingText(text, AFTER_STEPS_HEADING) && !isNoteLine(text)) break;
    }
    return answer;
  };
}

/** What a short heading says after the section's name it opens with ("Ingredients for the topping" → " for the topping"). */
function afterSectionName(text: string, section: Section): string | undefined {
  const heading = headingText(text);
  const match = section.heading.exec(heading);
  return heading.length <= MAX_HEADING_LENGTH && match?.index === 0 ? heading.slice(match[0].length) : undefined;
}

const FOR_AFTER = new RegExp(String.raw`^\s+${words('for')}\s+\S`, 'i');

/** A short heading naming a group before the section ("Aioli Ingredients:"), but no notes on it ("Notes on the ingredients"). */
function namesGroupFirst(text: string, section: Section): boolean {
  const heading = headingText(text);
  return heading.length <= MAX_HEADING_LENGTH && section.namedGroup.test(heading) && !NOTES_WORD.test(heading);
}

/**
 * A heading of one group of the section, which goes on past it: "Ingredients for the topping",
 * "Method for the sauce", "Aioli Ingredients:"; or, in a section whose own heading names its first
 * group ("Ingrediënten 9-12 blondies"), the section's name and the next group's ("Ingrediënten topping").
 */
function isGroupHeading(text: string, section: Section, opening: string): boolean {
  const rest = afterSectionName(text, section);
  if (rest === undefined) return namesGroupFirst(text, section);
  if (FOR_AFTER.test(rest)) return true;
  return /\p{L}/u.test(rest) && /\S/.test(afterSectionName(opening, section) ?? '') && !NOTES_WORD.test(rest);
}

/**
 * A heading of the method's rank naming the method in other words than its first ("Voorbereiden"
 * after which "Bereiden", "Preparation" then "Cooking"): the method told in phases, which goes on
 * under it. The same heading again opens another copy of the method (a card after the post).
 */
const nextPhase = (el: Cheerio<AnyNode>, text: string, section: Section, rank: number, opening: string): boolean =>
  section === INSTRUCTIONS && rank < 7 && headingRank(el) === rank && isHeadingText(text, section.heading) && letters(text) !== letters(opening);

const STEP_HEADING = new RegExp(String.raw`^${STEP}\s*\d{1,2}\s*[.:)]?$`, 'i');
/** "Making the dumplings" followed by "Step 1": a phase of the method, whose steps go on under it. */
const opensStepGroup = (el: Cheerio<AnyNode>, section: Section): boolean =>
  section === INSTRUCTIONS && headingRank(el) < 7 && STEP_HEADING.test(collapse(el.next().text()));

/**
 * A list or paragraph with nothing to read, or only links, one to another page (share buttons, a
 * tag cloud): where a section's content would be. Links within the page ("#print", "#video") are
 * controls set beside the section's heading.
 */
const isPlaceholder = ($: CheerioAPI, el: Cheerio<AnyNode>): boolean =>
  (el.is('ul, ol, p') || isRow(el)) && (!collapse(el.text()) || (linksOnly($, el) && tagsUnder(el, ['a']).some(isPageLink)));

/** Tags a heading is written with; divs only as leaves, not as the wrappers around a heading. */
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'p', 'dt', 'th', 'span', 'header', 'legend', 'label']);

/** Accordion and tab toggles: their text names a panel that may be anywhere in the page. */
const TOGGLE_ATTRIBUTES = ['aria-controls', 'data-toggle', 'data-bs-toggle'];
const isToggle = (el: AnyNode): boolean =>
  'attribs' in el && (TOGGLE_ATTRIBUTES.some((name) => name in el.attribs) || el.attribs['role'] === 'tab');

const isHeadingElement = (el: AnyNode): boolean =>
  'name' in el &&
  'children' in el &&
  (HEADING_TAGS.has(el.name) || (el.name === 'div' && !el.children.some((child) => ELEMENT_TYPES.has(child.type))) || isToggle(el));

/** The panel a toggle opens: the script's target first, as aria-controls is often a stale copy. */
function panelOf($: CheerioAPI, toggle: Cheerio<AnyNode>): Cheerio<AnyNode> | undefined {
  const href = toggle.attr('href');
  const refs = [toggle.attr('data-bs-target'), toggle.attr('data-target'), href?.startsWith('#') ? href : undefined, toggle.attr('aria-controls')];
  for (const ref of refs) {
    const id = ref?.replace(/^#/, '');
    if (!id || !/^[\w:.-]+$/.test(id)) continue;
    const panel = $(`[id="${id}"]`).first();
    const node = panel.get(0);
    // A toggle inside its own target is a plain heading: what follows it is read instead.
    if (node && !toggle.is(panel) && !toggle.parents().toArray().includes(node)) return panel;
  }
  return undefined;
}

/**
 * A panel as its toggle shows it: a closed tab pane or collapsed panel is what the toggle named
 * for the section opens, so only what is hidden within it stays hidden.
 */
const openedPanel = (panel: Cheerio<AnyNode>): Cheerio<AnyNode> =>
  panel.clone().removeAttr('hidden').removeAttr('aria-hidden').removeAttr('style').removeClass('tab-pane');

/** A panel's lines, as the lines after a heading are read: steps without the bare numbers counting them. */
const panelLines = ($: CheerioAPI, panel: Cheerio<AnyNode>, section: Section): string[] =>
  section === INSTRUCTIONS ? withoutCountedNumbers(blockLines($, panel, section)) : blockLines($, panel, section);

/** A link to another page; a link within the page ("#ingredients") may toggle or jump to a section. */
const isPageLink = (el: AnyNode): boolean =>
  'attribs' in el && el.name === 'a' && !isToggle(el) && !(el.attribs['href'] ?? '').startsWith('#');

/** A "Jump to: Ingredients · Steps" menu's link: it names a section set out elsewhere, not one that follows it. */
const isJumpLink = ($: CheerioAPI, el: AnyNode): boolean =>
  'attribs' in el && el.name === 'a' && !isToggle(el) && (el.attribs['href'] ?? '').startsWith('#') && $(el).closest(JUMP_MENU).length > 0;

/** Most characters besides spaces an element may hold and still be a heading (with its leading emoji or numbering). */
const MAX_HEADING_CHARACTERS = 200;
/** Most nodes an element may hold and still be a heading (an icon's few, no more). */
const MAX_HEADING_NODES = 1000;

/**
 * An element's text, or undefined once it holds more than a heading could; what lies past that is
 * not read, so asking it of every heading's line or wrapper costs no more than the headings.
 */
function shortText(el: AnyNode): string | undefined {
  let text = '';
  let characters = 0;
  let nodes = 0;
  const walk = (node: AnyNode): boolean => {
    if (++nodes > MAX_HEADING_NODES) return false;
    if (node.type === 'text' && 'data' in node) {
      text += node.data;
      characters += node.data.replace(/\s+/g, '').length;
      return characters <= MAX_HEADING_CHARACTERS;
    }
    return !('children' in node) || node.children.every(walk);
  };
  return walk(el) ? text : undefined;
}

/** A letter and more characters after it than a heading holds. */
const PAST_HEADING_LENGTH = new RegExp(String.raw`\p{L}(?:\s*\S){${MAX_HEADING_LENGTH}}`, 'u');
/**
 * Text that no element around it can hold as a heading: a heading's text is cut only before its
 * first letter. The cheap test spares the search for every language's section words in prose.
 */
const pastHeadingLength = (text: string): boolean => text.length > MAX_HEADING_LENGTH && PAST_HEADING_LENGTH.test(text);

/**
 * Elements whose whole text is a short heading matching the pattern, in page order. Found from the
 * text that holds the pattern's words, climbing to the elements around it while their text stays
 * short, instead of reading every element's text.
 */
function headingsMatching($: CheerioAPI, pattern: RegExp): Cheerio<AnyNode>[] {
  const found = new Set<AnyNode>();
  const visit = (node: AnyNode): void => {
    if ('children' in node) return node.children.forEach(visit);
    if (node.type !== 'text' || !('data' in node) || pastHeadingLength(node.data) || !pattern.test(caseless(node.data))) return;
    // Link text names another page ("Simple 10 ingredients or less" in a tag cloud), or a section a menu jumps to: not a section here.
    for (let el = node.parent; el && el.type !== 'root'; el = el.parent) if (isPageLink(el) || isJumpLink($, el)) return;
    for (let el = node.parent; el && el.type !== 'root'; el = el.parent) {
      const text = shortText(el);
      if (text === undefined) break;
      if (isHeadingElement(el) && isHeadingText(collapse(text), pattern)) found.add(el);
    }
  };
  visit($.root().get(0) as AnyNode);
  return $([] as AnyNode[]).add([...found]).toArray().map((el) => $(el));
}

/**
 * Lines of the first element whose class or id names the section ("ingredients-list", "steps"),
 * and of its later siblings of the same tag and class: one container per group, other content
 * between them ("<dl class=ingredients>" for the sauce after the batter's steps).
 */
function containerLines($: CheerioAPI, section: Section): string[] {
  const other = section === INGREDIENTS ? INSTRUCTIONS : INGREDIENTS;
  const label = (el: Cheerio<AnyNode>): string => `${el.attr('class') ?? ''} ${el.attr('id') ?? ''}`;
  const names = (el: Cheerio<AnyNode>): boolean =>
    !HEADING.test(tagName(el)) && !el.is('li, span, a, img, input, button, label') && section.containerClass.test(label(el));
  // A container named for both sections ("recipe-ingredients-method") holds the whole card: one
  // named for this section alone is looked for first, the card only when there is none.
  const candidates = $('[class], [id]')
    .toArray()
    .filter((el) => names($(el)));
  const single = candidates.filter((el) => !other.containerClass.test(label($(el))));
  return containerLinesOf($, [...single, ...candidates.filter((el) => !single.includes(el))], names, section);
}

/** A time under a short label, as a recipe's facts give it ("Preheat 18 mins", "Total 31 mins"). */
const LABELLED_TIME = /^[\p{L}'’ ]{1,30}:?\s*(\d.*)$/u;
const labelledTime = (line: string): boolean => {
  const time = LABELLED_TIME.exec(line)?.[1];
  return time !== undefined && parseDuration(time) !== null && !time.replace(/\d+(?:[.,]\d+)?\s*\p{L}+\.?/gu, '').trim();
};
/**
 * Lines that state times or yields, beside at most single words (a level: "Easy") or other labelled
 * details ("Cuisine: British"): the recipe's facts ("Prep 10 mins", "Serves 2"), not a section's
 * lines, also when a page sets them out as a list of their own beside the ingredients.
 */
const factsOnly = (lines: string[]): boolean => {
  const facts = lines.filter((line) => isFactLine(line) || labelledTime(line)).length;
  return facts > 0 && lines.every((line) => isFactLine(line) || labelledTime(line) || /^\p{L}+$/u.test(line) || PARAGRAPH_LABEL.test(line));
};

/**
 * A container's lines without its own title, which a layout may set as a line of it ("<div
 * class=recipe-instructions><div>step-by-step</div><div>instructions</div>…"): a first line naming
 * the section, and no sentence, heads the lines rather than being one.
 */
function ownLines($: CheerioAPI, el: Cheerio<AnyNode>, section: Section): string[] {
  const lines = blockLines($, el, section);
  const [first = ''] = lines;
  return isHeadingText(first, section.heading) && !SENTENCE_END.test(first) ? lines.slice(1) : lines;
}

/** The first of the candidates, in order, that gives lines other than the recipe's facts, with its siblings' lines. */
function containerLinesOf($: CheerioAPI, candidates: AnyNode[], names: (el: Cheerio<AnyNode>) => boolean, section: Section): string[] {
  for (const el of candidates) {
    let $el = $(el);
    let lines = ownLines($, $el, section);
    if (!lines.length || factsOnly(lines)) continue;
    // A wrapper named for the section may hold more ("recipe-instructions" around both columns):
    // the one container inside it named for the section too holds only the section. Several so
    // named are its parts ("step step-1", "step step-2"), and one of a single line an aside.
    const inner = $el.find('[class], [id]').filter((_, child) => names($(child)));
    const named = new Set(inner.toArray());
    const outermost = inner.filter((_, child) => !$(child).parents().toArray().some((parent) => named.has(parent)));
    const innerLines = outermost.length === 1 ? ownLines($, outermost, section) : [];
    if (innerLines.length >= 2) [$el, lines] = [outermost, innerLines];
    const className = $el.attr('class');
    if (!className) return lines;
    for (const sibling of $el.nextAll().toArray()) {
      const $sibling = $(sibling);
      if (!alike($sibling, $el)) continue;
      const more = blockLines($, $sibling, section);
      if (!more.length) continue;
      // A second copy of the same list (print and screen layouts) adds nothing.
      if (more.every((line) => lines.includes(line))) break;
      lines.push(...more);
    }
    return lines;
  }
  return [];
}

/** Most labels in a row of section switches ("Ingredients | Method | Notes | Reviews"). */
const MAX_ROW_LABELS = 6;

/**
 * A label set in a row of labels only, one of them naming the other section ("Ingredientes" beside
 * "Preparação"): the switch of a tabbed or jump-linked layout, not the heading over the lines. What
 * follows the row is the whole card, both sections and more; the headings within it are read instead.
 */
function inLabelRow(el: Cheerio<AnyNode>): boolean {
  const row = childElementsUpTo(el.get(0)?.parent, MAX_ROW_LABELS);
  if (!row || row.length < 2) return false;
  let namesOther = false;
  for (const label of row) {
    const text = shortText(label);
    if (text === undefined || !isHeadingElement(label) || collapse(text).length > MAX_HEADING_LENGTH) return false;
    if (label !== el.get(0) && (isHeadingText(text, INGREDIENTS_HEADING) || isHeadingText(text, INSTRUCTIONS_HEADING))) namesOther = true;
  }
  return namesOther;
}

/** A count before the section's name ("11 ingredients" in a recipe's header): how many, not a heading's numbering ("1. Method"). */
const LEADING_COUNT = /^\d+\s+\p{L}/u;

/** A closing aside in brackets ("(serves 2)", "(metric)"): it says whom or how, not what the section is. */
const BRACKETED_END = /\s*[(（【][^()（）【】]*[)）】]$/;
/**
 * A heading that is the section's name alone ("Method", "Ingredients:", "Ingredients (serves 2)"),
 * or the ingredients' name and the count they are for ("Ingrediënten 4 personen"), not a phrase
 * holding it.
 */
const namesOnly = (el: Cheerio<AnyNode>, section: Section): boolean => {
  if (LEADING_COUNT.test(collapse(el.text()))) return false;
  const text = headingText(el.text()).replace(/[\s:]+$/, '').replace(BRACKETED_END, '').replace(/[\s:]+$/, '');
  return section.heading.exec(text)?.[0].length === text.length || (section === INGREDIENTS && countOnlyAfterName(text));
};

/** An amount starting a line: "300g", "1 ½", "¼ tsp". */
export const LEADING_AMOUNT = /^[\d¼½¾⅓⅔⅛⅜⅝⅞]/;
/** An amount and at most one unit word: "300g", "3 tbsp", "1 teentje". */
const AMOUNT = String.raw`[\d¼½¾⅓⅔⅛⅜⅝⅞][\d¼½¾⅓⅔⅛⅜⅝⅞.,/\p{L}]*(?:\s+\p{L}+\.?)?`;
const AMOUNT_ONLY = new RegExp(`^${AMOUNT}$`, 'u');
/** "300g - dried chickpeas": a dash after the amount (and one unit word) sets it apart from the name. */
const AMOUNT_DASH = new RegExp(String.raw`^(${AMOUNT})\s+[-–—]\s+(?=\p{L})`, 'u');
/** Fewest items, and least share of them led by an amount, for a list to pass as ingredients. */
const MIN_AMOUNT_ITEMS = 3;
const MIN_AMOUNT_SHARE = 0.6;

/** A list's items when they mostly start with an amount ("300g", "2 tbsp"), as steps, menus and notes rarely do. */
function amountItems($: CheerioAPI, list: Cheerio<AnyNode>): string[] | undefined {
  const items = list.children('li');
  if (items.length < MIN_AMOUNT_ITEMS || holdsTag(items, ['li'])) return undefined;
  const lines = items.toArray().map((li) => elementText($(li))).filter(Boolean);
  const led = lines.filter((line) => LEADING_AMOUNT.test(line)).length;
  if (led < MIN_AMOUNT_ITEMS || led < lines.length * MIN_AMOUNT_SHARE) return undefined;
  if (underHidden($, list) || isNavigationList($, list)) return undefined;
  return lines.map((line) => line.replace(AMOUNT_DASH, '$1 '));
}

/**
 * A short paragraph set wholly bold or as a label ("<p><strong>Garniture</strong></p>"), or set
 * any way but no sentence right over a list ("<p>Optional</p><ul>…"): the caption of what follows.
 */
const isCaption = (el: Cheerio<AnyNode>): boolean => {
  if (!el.is('p')) return false;
  const text = collapse(el.text());
  return text.length <= MAX_HEADING_LENGTH && (unlabelledLines(el).length === 0 || (!SENTENCE_END.test(text) && el.next().is('ul, ol')));
};

/**
 * With neither a heading nor a class to go by, the ingredients are the first list of amounts,
 * and the lists of amounts that follow it under group headings or captions ("Custard"); the last
 * of those lists is where the method may start.
 */
function amountLists($: CheerioAPI): { lines: string[]; last?: Cheerio<AnyNode> } {
  for (const list of $('ul, ol').toArray()) {
    const lines = amountItems($, $(list));
    if (lines) return listsFrom($, $(list), lines, (next) => amountItems($, next));
  }
  return { lines: [] };
}

/** A list's lines and those of the lists that follow it under group headings or captions, as far as `more` reads them; and the last list read. */
function listsFrom(
  $: CheerioAPI,
  list: Cheerio<AnyNode>,
  lines: string[],
  more: (list: Cheerio<AnyNode>) => string[] | undefined,
): { lines: string[]; last: Cheerio<AnyNode> } {
  let last = list;
  for (const sibling of list.nextAll().toArray()) {
    const $sibling = $(sibling);
    const next = $sibling.is('ul, ol') ? more($sibling) : undefined;
    if (next) {
      lines.push(...next);
      last = $sibling;
    } else if (!HEADING.test(tagName($sibling)) && !isCaption($sibling)) break;
  }
  return { lines, last };
}


/**
 * The lists right after a bare "Ingredients" heading, joined by captions ("Optional"): where a
 * blog post's method starts when no heading names it and its ingredients are too few amounts
 * ("Baby back ribs", "Your favourite BBQ sauce") to pass as a list of amounts.
 */
function headedLists($: CheerioAPI): { last?: Cheerio<AnyNode> } {
  const shownItems = (list: Cheerio<AnyNode>): string[] | undefined => {
    const lines = list.is('ul, ol') ? listItems($, list, false) : [];
    return lines.length ? lines : undefined;
  };
  for (const heading of headingsMatching($, INGREDIENTS_HEADING).slice(0, MAX_SECTION_HEADINGS)) {
    if (!namesOnly(heading, INGREDIENTS)) continue;
    const list = $(headingWrapper(heading.get(0) as AnyNode)).next();
    const lines = shownItems(list);
    if (lines) return listsFrom($, list, lines, shownItems);
  }
  return {};
}

/** Least share of a list's items that end as sentences for the list to pass as steps. */
const MIN_SENTENCE_SHARE = 0.6;
/** Wrappers out from the list of amounts that an ordered list of steps is looked for after. */
const STEPS_SEARCH_DEPTH = 3;

/** The items of an ordered list that reads as steps: visible, no menu, not in comments, mostly sentences. */
function sentenceItems($: CheerioAPI, list: Cheerio<AnyNode>): string[] | undefined {
  const items = list.children('li').toArray().map((li) => elementText($(li))).filter(Boolean);
  const sentences = items.filter((item) => SENTENCE_END.test(item)).length;
  if (items.length < MIN_NUMBERED_STEPS || sentences < items.length * MIN_SENTENCE_SHARE) return undefined;
  return underHidden($, list) || list.closest(COMMENTS).length || isNavigationList($, list) ? undefined : items;
}

/**
 * The element after a list, out of the wrappers that hold the list alone, and into a wrapper of
 * paragraphs only ("<div><ul>…</ul></div><div><p>Preheat…</p><p>…</p></div>"): where paragraphs
 * after the list would start.
 */
function paragraphsAfter($: CheerioAPI, list: Cheerio<AnyNode>): Cheerio<AnyNode> {
  const next = $(headingWrapper(list.get(0) as AnyNode)).next();
  const children = next.children();
  return next.is('div') && children.length && children.toArray().every((child) => $(child).is('p')) ? children.first() : next;
}

/**
 * A recipe written as a blog post without a "Method" heading: the paragraphs right after its
 * list of amounts (else the lists under a bare "Ingredients" line), up to the next heading, are
 * the steps ("<ul>…</ul><p>Cut…</p><p>Boil…</p>"); else the first ordered list of sentences
 * after it, in the next column of the card ("Let's get started!" over an <ol>).
 */
function stepsAfterAmounts($: CheerioAPI): string[] {
  const amounts = amountLists($);
  const { last } = amounts.last ? amounts : headedLists($);
  const steps: string[] = [];
  // A photo between two steps ("<div><img></div>") shows nothing to read and ends nothing.
  for (let el = last && paragraphsAfter($, last); el?.length && (el.is('p') || (steps.length > 0 && showsNothing(el.get(0) as AnyNode))); el = el.next()) {
    if (el.is('p')) steps.push(...paragraphSteps($, el).map(withoutNumber));
  }
  if (steps.length >= MIN_NUMBERED_STEPS) return steps;
  for (let current = last ?? $([]), depth = 0; depth < STEPS_SEARCH_DEPTH && current.length; depth++, current = current.parent()) {
    for (const sibling of current.nextAll().toArray()) {
      const lists = $(sibling).is('ol') ? [sibling] : tagsUnder($(sibling), ['ol']);
      for (const list of lists) {
        const items = sentenceItems($, $(list));
        if (items) return items.map(withoutNumber);
      }
    }
  }
  return [];
}

/** A photo set on a line of its own in a paragraph: between line breaks, or at its start or end. */
function isPhotoLine($: CheerioAPI, node: AnyNode): boolean {
  const media = 'name' in node && (['img', 'picture', 'figure'].includes(node.name) || holdsTag($(node), ['img']));
  if (!media || !showsNothing(node)) return false;
  const standsApart = (step: (n: AnyNode) => AnyNode | null): boolean => {
    let near = step(node);
    while (near && near.type === 'text' && !near.data.trim()) near = step(near);
    return !near || ('name' in near && near.name === 'br');
  };
  return standsApart((n) => n.prev) && standsApart((n) => n.next);
}

/**
 * The steps of one paragraph after a list of amounts: the whole paragraph, or each run of lines
 * between the photos set in it ("Whisk…<br><img><br>Fry…"), without lines wholly bold, which name
 * the method or close it ("<strong>Method:</strong>", "<strong>Enjoy!</strong>").
 */
function paragraphSteps($: CheerioAPI, paragraph: Cheerio<AnyNode>): string[] {
  const runs: AnyNode[][] = [[]];
  for (const node of paragraph.contents().toArray()) {
    if (isPhotoLine($, node)) runs.push([]);
    else runs[runs.length - 1]?.push(node);
  }
  return runs.map((run) => unlabelledLines($(run)).join(' ')).filter((line) => line && !PHOTO_CREDIT.test(line));
}

const FIRST_STEP = new RegExp(String.raw`^\s*(?:${STEP}\s*1\b|1\s*[.:)\-–])`, 'i');

/**
 * The first text an element holds, however deep ("" when none). `known` keeps each element's, so
 * that asking every element of a deep nest costs one walk, not one per level.
 */
function leadingText(node: AnyNode, known: Map<AnyNode, string>): string {
  if (node.type === 'text' && 'data' in node) return node.data;
  if (!('children' in node)) return '';
  let first = known.get(node);
  if (first === undefined) {
    first = '';
    for (const child of node.children) {
      const text = leadingText(child, known);
      if (text.trim()) {
        first = text;
        break;
      }
    }
    known.set(node, first);
  }
  return first;
}

/** Fewest numbered paragraphs in a row taken as a method. */
const MIN_NUMBERED_STEPS = 2;

/**
 * With no heading or class naming the method, the first run of paragraphs (or div rows) numbered
 * 1, 2, 3 … in a row ("1. Mix", "Step 1: Mix", "1- Mix"), without their numbers. A sub-heading
 * over a run counting from 1 again ("Préparez le topping", "1- Pelez …") names a part of the
 * method, which goes on.
 */
function numberedParagraphs($: CheerioAPI): string[] {
  const known = new Map<AnyNode, string>();
  for (const first of $('p, div').toArray()) {
    // The cheap test first: the element's first words number it 1.
    if (!FIRST_STEP.test(leadingText(first, known))) continue;
    const $first = $(first);
    if (paragraphNumber(elementText($first)) !== 1 || !($first.is('p') || isRow($first))) continue;
    const steps: string[] = [];
    let next = 1;
    for (let el = $first; el.length; el = el.next()) {
      if (HEADING.test(tagName(el)) && next > 1 && paragraphNumber(elementText(el.next())) === 1) {
        next = 1;
        continue;
      }
      const text = el.is('p') || isRow(el) ? elementText(el) : '';
      if (paragraphNumber(text) !== next) break;
      steps.push(withoutParagraphNumber(text));
      next++;
    }
    if (steps.length >= MIN_NUMBERED_STEPS && !underHidden($, $first)) return steps;
  }
  return [];
}

/** A count or a range of them, its ends joined by a dash or the word for "to" ("3 to 4", "3 bis 4", "6-8"). */
const COUNT_OR_RANGE = String.raw`\d+(?:\s*[-–]\s*\d+|\s+${words('to')}\s+\d+)?`;
const FOR_COUNT = new RegExp(String.raw`${wordsFromStart('for')}\s+(${COUNT_OR_RANGE}\D*?(?:${wordsFromStart('portions')}|${wordsFromStart('people')}))${WORD_END}`, 'i');
/** A count in brackets: "Zutaten (4 Portionen)", "Ingredients (4 to 6 servings)", "材料（2人分）", "材料【4人前】". */
const BRACKETED_COUNT = new RegExp(String.raw`[(（【]\s*(${COUNT_OR_RANGE}\s*(?:${words('portions')}|${words('people')}))\s*[)）】]`, 'i');
/** "Ingredients for 5 (small) servings" → "5 (small) servings"; "Zutaten für vier Personen" → "4 Personen"; "材料（2人分）" → "2人分". */
export const headingYields = (heading: string): string | undefined => {
  const text = numbersAsDigits(heading);
  return FOR_COUNT.exec(text)?.[1] ?? BRACKETED_COUNT.exec(text)?.[1];
};

/** A count right after the name of the ingredients in their heading: "Ingrediënten 9-12 blondies", "Zutaten – 4 Portionen". */
const COUNT_AFTER_NAME = /^\s*[:–—-]?\s*(\d+(?:\s*[-–]\s*\d+)?\s+\p{L}+)/u;

/** What the ingredients are for, whatever it is counted in: "Zutaten für 10 Stücke", "Ingredients for 12 muffins". */
const FOR_ANY_COUNT = new RegExp(String.raw`^\s*${wordsFromStart('for')}\s+(\d+(?:\s*[-–]\s*\d+)?\s+\p{L}+)`, 'iu');

/** The count after the ingredients' name, written with digits, as a heading states it ("4 personen", "for 12 muffins"). */
const countAfterName = (heading: string): RegExpExecArray | null => {
  const after = numbersAsDigits(afterSectionName(heading, INGREDIENTS) ?? '');
  const count = COUNT_AFTER_NAME.exec(after) ?? FOR_ANY_COUNT.exec(after);
  return count && !TIME_WORD.test(` ${count[1]}`) ? count : null;
};
/** Nothing after the ingredients' name but the count they are for: the count says how much, not what the section is. */
const countOnlyAfterName = (heading: string): boolean => {
  const count = countAfterName(heading);
  return count !== null && !count.input.slice(count[0].length).trim();
};

/** The yield a section's heading states: whom it is for ("Ingredients for 4 people"), or a count after the ingredients' name. */
function sectionYields(heading: string, section: Section): string | undefined {
  const named = headingYields(heading);
  if (named || section !== INGREDIENTS) return named;
  return countAfterName(heading)?.[1];
}

/** A value that opens with its number ("15 min", "ca. 20 Min."). */
const NUMBER_FIRST = new RegExp(String.raw`^(?:${words('about')}\s+)?\d`, 'i');
/** The line a label shares with its value set in an element beside it ("<span>Préparation</span><span>20 min</span>"), when it holds inline text only. */
function labelLine(el: Cheerio<AnyNode>): string | undefined {
  const line = el.parent();
  // Short first: a heading set straight in a big block would otherwise have the whole block searched.
  const text = line.length ? shortText(line.get(0) as AnyNode) : undefined;
  return text !== undefined && !holdsTag(line, ['br', 'p', 'div', 'ul', 'ol', 'li', 'table']) ? text : undefined;
}
/**
 * "Preparation time: 15 min", "Préparation : 15 min": a label and its value state a fact and head
 * no section, though the label holds a section's name ("Zubereitung (ca. 30 Min.)" may head one);
 * so does a label beside its value in an element of its own.
 */
const statesFact = ($: CheerioAPI, el: Cheerio<AnyNode>): boolean =>
  [el.text(), labelLine(el), besideLine($, el)].some((text) => text !== undefined && NUMBER_FIRST.test(factMatch(collapse(text))?.[5] ?? ''));

/** A value with its unit ("20 minuti"), not a bare number (a step's "1" set apart from its text). */
const COUNTED_VALUE = /^\d[\d\s.,/–-]*\p{L}/u;
/**
 * The label and the value set beside the wrapper that holds it with an icon
 * ("<div><img><label>Preparazione</label></div><span>20 minuti</span>").
 */
function besideLine($: CheerioAPI, el: Cheerio<AnyNode>): string | undefined {
  const value = $(headingWrapper(el.get(0) as AnyNode)).next();
  const text = value.length ? shortText(value.get(0) as AnyNode) : undefined;
  return text !== undefined && COUNTED_VALUE.test(collapse(text)) ? `${collapse(el.text())} ${collapse(text)}` : undefined;
}

/**
 * "Method: Stovetop", "Category: Main Dish": a label with a short value beside it on one line of
 * a recipe's details names a fact, not a section.
 */
function labelsShortValue(el: Cheerio<AnyNode>): boolean {
  const line = el.parent();
  // A line longer than a heading is no label with a short value; its blocks are not looked for.
  const lineText = line.length ? shortText(line.get(0) as AnyNode) : undefined;
  if (lineText === undefined || holdsTag(line, ['br', 'p', 'div', 'ul', 'ol', 'li', 'table'])) return false;
  const label = collapse(el.text()).replace(/:$/, '');
  const text = collapse(lineText);
  // What follows the label and its colon; a heading with no colon ("Procedure [edit]") has none.
  const value = text.startsWith(label) ? /^\s*:\s*(.+)$/.exec(text.slice(label.length))?.[1] : undefined;
  // A count after it ("Ingredients: for 4") says whom the section serves.
  return value !== undefined && value.length <= MAX_VALUE_LENGTH && !/\d/.test(value);
}

/**
 * A heading in a form that lists nothing labels one of its fields (a search form's "Ingredients"
 * box); a page wrapped whole in a form still lists its recipe.
 */
const labelsField = (el: Cheerio<AnyNode>): boolean => {
  const form = el.closest('form');
  return form.length > 0 && !holdsTag(form, ['li']);
};

/**
 * Most headings naming a section that are read after: a page names it in a few (a jump link, the
 * recipe card, a print copy; five at most on the fixture pages). Reading after each of hundreds
 * (a listing's, or a page built to be slow) would cost hundreds of readings of the page.
 */
const MAX_SECTION_HEADINGS = 10;

/** A section's lines, and the yields a heading naming it states ("Ingredients for 4 people"). */
function findSection($: CheerioAPI, section: Section): { lines: string[]; yields?: string } {
  // "Method" alone is a surer sign than a phrase such as "Cooking method: Oven"; page order otherwise.
  const candidates = headingsMatching($, section.heading).filter(
    (el) => !statesFact($, el) && !labelsField(el) && !labelsShortValue(el) && !(inLabelRow(el) && !(isToggle(el.get(0) as AnyNode) && panelOf($, el))),
  );
  const yields = candidates.map((el) => sectionYields(collapse(el.text()), section)).find(Boolean);
  const ranked = [...candidates.filter((el) => namesOnly(el, section)), ...candidates.filter((el) => !namesOnly(el, section))];
  const reading = sectionReading($, section);
  for (const candidate of ranked.slice(0, MAX_SECTION_HEADINGS)) {
    const panel = isToggle(candidate.get(0) as AnyNode) ? panelOf($, candidate) : undefined;
    const lines = panel ? panelLines($, openedPanel(panel), section) : contentAfter($, candidate, section, reading);
    // A phrase holding the word ("Simple 10 ingredients or less") heads ingredients only when
    // an amount among them shows it.
    if (section === INGREDIENTS && !namesOnly(candidate, section) && !lines.some((line) => /\d/.test(line))) continue;
    if (lines.length) return { lines, yields };
  }
  // Steps in a container, as under a heading, without the bare numbers counting them.
  const contained = section === INSTRUCTIONS ? withoutCountedNumbers(containerLines($, section)) : containerLines($, section);
  if (contained.length) return { lines: contained, yields };
  if (section === INGREDIENTS) return { lines: amountLists($).lines, yields };
  const numbered = numberedParagraphs($);
  return { lines: numbered.length ? numbered : stepsAfterAmounts($), yields };
}

const sectionLines = ($: CheerioAPI, section: Section): string[] => findSection($, section).lines;

/** "&" or the word for "and" standing alone: a name writes either ("Banana, chocolate & oatmeal bread"). */
const AND_SIGN = new RegExp(String.raw`&|(?<![\p{L}\p{N}])${words('and')}(?![\p{L}\p{N}])`, 'giu');
/** A name's words as a reader compares them: without case, punctuation, or how "and" is written. */
const nameWords = (text: string): string => caseless(text).toLowerCase().replace(AND_SIGN, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The photo of the dish: an image whose alt text names the recipe, else the first photo after the
 * title, else (no title, or a banner photo set above it) the first of the content.
 */
function dishImage($: CheerioAPI, title: string | undefined): string | undefined {
  const name = title ? nameWords(title) : '';
  if (name) {
    const named = $('img[alt]').filter((_, img) => nameWords($(img).attr('alt') ?? '').includes(name) && isPhoto($(img)));
    const src = imageSource(named.first());
    if (src) return src;
  }
  const heading = pageHeading($);
  const after = heading.length ? imageAfter($, heading) : undefined;
  if (after) return after;
  // The first photo of the content, else of the page.
  const content = $('article, main, [role="main"]').first();
  return imageSource($(tagsUnder(content.length ? content : $('body'), ['img']).filter((img) => isPhoto($(img)))).first());
}

/**
 * Wrappers out from the title that the photo after it is looked for in: a table layout sets the
 * title in a cell of a table of its own, and the photo in a cell of the next one.
 */
const IMAGE_SEARCH_DEPTH = 6;

/** The first photo (no logo, icon or avatar) after an element in document order, looking up to a few wrappers out. */
function imageAfter($: CheerioAPI, start: Cheerio<AnyNode>): string | undefined {
  for (let current = start, depth = 0; depth < IMAGE_SEARCH_DEPTH && current.length; depth++, current = current.parent()) {
    for (const sibling of current.nextAll().toArray()) {
      const $sibling = $(sibling);
      const images = $sibling.is('img') ? $sibling : $(tagsUnder($sibling, ['img']));
      const photo = images.filter((_, img) => isPhoto($(img))).first();
      if (photo.length) return imageSource(photo);
    }
  }
  return undefined;
}

/**
 * A dialog laid over the page: a sign-up box, a cookie notice, a search overlay. Not the page's
 * <body> or <html>, whose class a script marks while a dialog is open ("modal-open").
 */
const DIALOG_ROLE = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
const DIALOG_CLASS = /(?:^|[\s_-])(?:modal|popup)(?:$|[\s_-])/i;
const inDialog = (el: Cheerio<AnyNode>): boolean => {
  const dialog = el.closest(`${DIALOG_ROLE}, body [class*="modal" i], body [class*="popup" i]`);
  return dialog.is(DIALOG_ROLE) || DIALOG_CLASS.test(dialog.attr('class') ?? '');
};

/** A link to the site's home page ("/", "https://cook.example/"). */
const HOME_LINK = /^(?:(?:https?:)?\/\/[^/]+)?\/?(?:index\.\w+)?$/i;

/**
 * The page's own heading: the first <h1> that is not the site's name linking home (older themes
 * set the site title as an <h1> in every page's header, inside or around the link) and not in a menu.
 */
function pageHeading($: CheerioAPI): Cheerio<AnyNode> {
  return $('h1')
    .filter((_, el) => {
      // A menu's headings name the pages it links to (featured dishes under "Recipes"), not this one;
      // a dialog's ("Subscribe") name the box it pops up.
      if ($(el).closest(NAVIGATION).length || inDialog($(el))) return false;
      const around = $(el).closest('a[href]');
      if (around.length && HOME_LINK.test(around.attr('href') ?? '')) return false;
      const link = $(tagsUnder($(el), ['a'])).filter('[href]');
      return !(link.length === 1 && HOME_LINK.test(link.attr('href') ?? '') && collapse(link.text()) === collapse($(el).text()));
    })
    .first();
}

/** A headline's tagline after a colon: "Fluffy sponge roll with cream: the dough stays soft". */
const TAGLINE = /^(.+?):\s+\S/u;
/** Fewest words of a dish's name found within a headline. */
const MIN_NAME_WORDS = 2;

/**
 * The dish's own name when the page heading is a headline around it: a later heading whose whole
 * text stands within the headline before its tagline ("Pillekönnyű piskótatekercs párizsi krémmel
 * töltve: a tészta puha…" over the card's "Piskótatekercs párizsi krémmel").
 */
function nameInHeadline($: CheerioAPI, headline: string): string | undefined {
  const lead = TAGLINE.exec(headline)?.[1]?.toLowerCase();
  if (!lead) return undefined;
  for (const el of $('h2, h3, h4, h5, h6').toArray()) {
    const text = collapse(shortText(el) ?? '');
    if (text.split(' ').length >= MIN_NAME_WORDS && text.length < lead.length && lead.includes(text.toLowerCase())) return text;
  }
  return undefined;
}

/**
 * The rest of the dish's name in the subheading right under the page heading, when it goes on in
 * lower case ("BBQ Chickpeas & Farro" over "with Corn, Cucumbers & Eggs") and the page names the
 * dish so whole: in its title, or in the alt text of a picture (the dish's photo, when the title
 * shortens the name). It is the name set on two lines, as meal-kit pages set a dish's sides. A
 * byline ("by Jo Cook") or a tagline is no part of the name the page gives.
 */
function nameGoingOn($: CheerioAPI, heading: Cheerio<AnyNode>, name: string): string {
  const next = heading.next();
  const text = next.is('h2, h3, h4, h5, h6') ? collapse(next.text()) : '';
  if (!/^\p{Ll}/u.test(text)) return '';
  const whole = nameWords(`${name} ${text}`);
  const titles = [$('title').first().text(), $('meta[property="og:title"]').attr('content') ?? ''];
  const alts = $('img[alt]').toArray().map((img) => $(img).attr('alt') ?? '');
  return [...titles, ...alts].some((title) => nameWords(title).includes(whole)) ? text : '';
}

/** Most wrappers out from the ingredients' heading that the recipe card's own title is looked for in. */
const MAX_CARD_DEPTH = 3;

/**
 * The headline's name as the recipe card spells it ("Bean & Corn Salad" under the headline "Bean
 * and Corn Salad"): a heading before the ingredients' heading, in a block around it, with the
 * same words. The card writes the name its recipe data gives; a card heading naming the dish
 * otherwise (shorter, or another dish) leaves the headline as it is.
 */
function cardSpelling($: CheerioAPI, headline: string): string | undefined {
  const words = nameWords(headline);
  const ingredients = words ? headingsMatching($, INGREDIENTS.heading).find((el) => namesOnly(el, INGREDIENTS)) : undefined;
  let block = ingredients?.parent();
  for (let depth = 0; ingredients && block?.length && depth < MAX_CARD_DEPTH; depth++, block = block.parent()) {
    // In page order, the ingredients' heading among the headings of the block.
    const headings = block.find('h2, h3, h4, h5, h6').add(ingredients).toArray();
    const before = headings.slice(0, headings.indexOf(ingredients.get(0) as AnyNode)).reverse();
    const spelled = before.map((el) => collapse($(el).text())).find((text) => text !== headline && nameWords(text) === words);
    if (spelled) return spelled;
  }
  return undefined;
}

/** Text typed in one case throughout ("winterse pompoenpizza", "LEMON TART"): a style sets the case it is shown in. */
const oneCase = (text: string): boolean => !/\p{Lu}/u.test(text) || !/\p{Ll}/u.test(text);

/**
 * The headline as its author capitalised it, when the heading is typed in one case and a style
 * sets the case it is shown in: the page's og:title or <title> (before the site's name) with the
 * same words in mixed case ("winterse pompoenpizza" under the og:title "Winterse pompoenpizza").
 */
function titleSpelling($: CheerioAPI, headline: string): string | undefined {
  const words = nameWords(headline);
  if (!words || !oneCase(headline)) return undefined;
  const titles = [$('meta[property="og:title"]').attr('content') ?? '', $('title').first().text()];
  return titles.map((title) => collapse(title).split(TITLE_SEPARATOR)[0] ?? '').find((title) => !oneCase(title) && nameWords(title) === words);
}

/** "Cookbook:Pumpkin Pie" → "Pumpkin Pie": a wiki namespace is not part of the name. */
function titleOf($: CheerioAPI): string | undefined {
  const h1 = pageHeading($);
  // A byline in <small> inside the heading ("… by 30Seconds Food") is not part of the title.
  const heading = collapse(h1.contents().not('small').text());
  const spelled = cardSpelling($, heading) ?? titleSpelling($, heading);
  if (spelled) return spelled;
  const name = nameInHeadline($, heading) ?? (heading.replace(/^[\p{Lu}][\p{L}]*:(?=\S)/u, '') || undefined);
  const rest = name && nameGoingOn($, h1, name);
  return rest ? `${name} ${rest}` : name;
}

/** A line that is only a duration: "30mins", "1 hr 15 min", "1 Std. 30 Min.", "1h50" (its minutes after the hours' unit). */
const DURATION_ALONE = String.raw`${DURATION_RUN}(?:\d{2})?`;
const BARE_DURATION = new RegExp(`^${DURATION_ALONE}$`, 'i');
/** A duration alone or a range of them, as a recipe's header writes the time it takes ("20-30 min."). */
const BARE_TIME_SPAN = new RegExp(String.raw`^(?:\d+\s*[-–]\s*)?${DURATION_ALONE}$`, 'i');
/** A heading of what it makes and how long it takes: "4 servings — 20 minutes". */
const YIELD_AND_TIME = /^(\d+\s+\p{L}+)\s+[—–|·•]\s+(.+)$/u;

/** Most wrappers holding an icon alone (a component around the <img>) looked past for the value beside it. */
const MAX_ICON_WRAPPERS = 3;

/** The element holding an icon and its value: the icon's parent, or the element around the wrappers that hold the icon alone. */
function iconHolder(img: AnyNode): AnyNode | null {
  let holder = img.parent;
  for (let wrappers = 0; holder?.parent && wrappers < MAX_ICON_WRAPPERS && shortText(holder)?.trim() === ''; wrappers++) holder = holder.parent;
  return holder;
}

/**
 * Values beside an icon whose alt text is their label, as "time: 30mins". The text around an icon
 * is a value only when short: a block of many icons is read once in the page's lines, not once per icon.
 */
const iconLines = ($: CheerioAPI): string[] =>
  $('img[alt]')
    .toArray()
    .flatMap((img) => {
      const label = collapse($(img).attr('alt') ?? '');
      const holder = ICON_LABEL.test(label) ? iconHolder(img) : null;
      if (!holder || shortText(holder) === undefined) return [];
      const value = elementText($(holder));
      return value && !value.toLowerCase().startsWith(label.toLowerCase()) ? [`${label}: ${value}`] : [];
    });

/** A count alone: "4", "6-8". */
const BARE_COUNT = /^\d+(?:\s*[-–]\s*\d+)?$/;
/**
 * Words of a class or id that name the fact an element holds ("recipe-prep-time", "duration",
 * "yield"), by the label they stand for, with the values that fit it.
 */
const FACT_CLASSES: [RegExp, string, RegExp][] = [
  [/^prep/i, 'Prep time', BARE_DURATION],
  [/^cook/i, 'Cook time', BARE_DURATION],
  // A clock icon ("glyph--clock") beside a time with no label: the time the whole recipe takes.
  [/^(?:total|duration|ready|clock)/i, 'Total time', BARE_TIME_SPAN],
  [/^(?:yields?|servings?|serves|portions?)$/i, 'Servings', /\d/],
  // "person-amount" holding "4": these words also name an author's box, so only a count alone.
  [/^(?:persons?|people)$/i, 'Servings', BARE_COUNT],
];

/**
 * A short value in an element whose class or id names its fact, with no label shown beside it
 * (an icon and "30 MIN" in <span class="duration">), or beside an icon so named, as "Total time:
 * 30 MIN"; times only as bare durations, and not in comments nor in a <template>, whose content a browser never shows.
 */
const classLines = ($: CheerioAPI): string[] =>
  $('[class], [id]')
    .toArray()
    .flatMap((el) => {
      const words = `${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''}`.split(/[^a-z]+/i);
      const fact = FACT_CLASSES.find(([word]) => words.some((w) => word.test(w)));
      if (!fact) return [];
      const [, label, fits] = fact;
      // An icon named for its fact ("icon--time-preparation") labels the value beside it.
      const holder = elementText($(el)) ? el : iconHolder(el);
      const value = holder && shortText(holder) !== undefined ? elementText($(holder)) : '';
      return fits.test(value) && value.length <= MAX_VALUE_LENGTH && !$(el).closest(`${COMMENTS}, template`).length ? [`${label}: ${value}`] : [];
    });

/** Rows of label and value cells (an infobox's "Servings | 8") as "Servings: 8". */
const rowLines = ($: CheerioAPI): string[] =>
  $('tr')
    .toArray()
    .map((row) => $(row).children('th, td').toArray().map((cell) => elementText($(cell))))
    .filter((cells) => cells.length === 2 && cells.every(Boolean))
    .map((cells) => cells.join(': '));

/** A row of label cells over a row of values ("Prep time | Yields" above "15 minutes | 4 servings") as "Prep time: 15 minutes", … */
const columnLines = ($: CheerioAPI): string[] =>
  $('tr')
    .toArray()
    .flatMap((row) => {
      const labels = $(row).children('th').toArray();
      const values = $(row).next('tr').children('td').toArray();
      if (labels.length < 2 || labels.length !== $(row).children().length || values.length !== labels.length) return [];
      return labels.flatMap((label, i) => {
        const value = values[i];
        return value ? [`${elementText($(label))}: ${elementText($(value))}`] : [];
      });
    });

/**
 * A count of servings opening a short line of a recipe's header ("4 servings", "6-8 portions", "4 to 6 servings", "4人分"); the
 * next cell of a flex row may touch it with no space ("4 servings30 minutes"). A count of people is
 * one only as a whole cell ("4 Personen"): "12 people found this helpful" is none.
 */
const SERVINGS_COUNT = new RegExp(
  String.raw`^(${COUNT_OR_RANGE}\s*(?:${words('portions')}${LETTER_END}|${words('people')}(?=\s*$|\d)))`,
  'i',
);
/** Longest value taken from the line after its label ("Servings" then "4"). */
const MAX_VALUE_LENGTH = 24;

/** The verb for preparing standing alone ("Prepare"): the prep time's label over its value. */
const PREP_VERB = new RegExp(`^${words('prepVerb')}$`, 'i');

/** A line that labels a fact alone ("Servings", "Prep Time:", "Prepare"), as the label. */
function labelOf(line: string | undefined): string | undefined {
  const label = line?.replace(/\s*:$/, '');
  if (label && PREP_VERB.test(caseless(label))) return 'Prep';
  return label && ICON_LABEL.test(caseless(label)) ? label : undefined;
}
const isValueLine = (line: string | undefined): boolean => line !== undefined && line.length <= MAX_VALUE_LENGTH && /\d/.test(line);
/** A bare count or time, as a recipe header may set it above its label ("20" over "Servings", "10hr" over "Cook Time"). */
const isBareValue = (line: string | undefined): boolean => line !== undefined && (BARE_COUNT.test(line) || BARE_DURATION.test(line));

/** A time written with its unit ("1h50", "20 min") over the label of a time, not of a yield. */
const timeOverTimeLabel = (value: string | undefined, label: string | undefined): boolean => {
  if (value === undefined || label === undefined || !BARE_DURATION.test(value) || !/\p{L}/u.test(value)) return false;
  const [, prep, cook, total] = FACT_LINE.exec(caseless(`${label}: ${value}`)) ?? [];
  return Boolean(prep ?? cook ?? total);
};
/** A value written without any word: a bare count or amount ("589.15"). */
const unitless = (line: string | undefined): boolean => line !== undefined && !/\p{L}/u.test(line);

/**
 * A label and its value laid out as two lines as one: "Servings" above "4" → "Servings: 4". A run
 * of bare values each above its label that ends with a label ("20", "Prep Time", "10hr", "Cook
 * Time") puts the values first; read the other way, each label would take the next fact's value.
 * So does a run whose last value is a time with its unit over a time's label while a number
 * without one follows ("1h50", "Total", "589", "Kcal"): that number is another fact's.
 */
function pairedLines(lines: string[]): string[] {
  const paired: string[] = [];
  // A run read the other way from each of its later values ends where it ends, and is refused
  // again: it is scanned once (else a page of thousands of pairs is read in quadratic time).
  let refused = { from: -1, to: -1 };
  for (let i = 0; i < lines.length; i++) {
    let end = i;
    const inRefused = i < refused.to && (i - refused.from) % 2 === 0;
    while (!inRefused && isBareValue(lines[end]) && labelOf(lines[end + 1])) end += 2;
    if (end > i && (!isValueLine(lines[end]) || (timeOverTimeLabel(lines[end - 2], lines[end - 1]) && unitless(lines[end])))) {
      for (let j = i; j < end; j += 2) paired.push(`${labelOf(lines[j + 1])}: ${lines[j]}`);
      i = end - 1;
      continue;
    }
    if (end > i) refused = { from: i, to: end };
    const label = labelOf(lines[i]);
    if (label && isValueLine(lines[i + 1])) paired.push(`${label}: ${lines[i + 1]}`);
  }
  return paired;
}

/** Separators between facts set on one line. */
const FACT_SEPARATOR = /\s+[·|•]\s+/;
/**
 * A line's pieces between separators; a label alone before a number ("Prep time | 15 minutes")
 * is that value's label, as a colon would set it, no fact of its own.
 */
function separatedFacts(line: string): string[] {
  const pieces: string[] = [];
  for (const piece of line.split(FACT_SEPARATOR)) {
    const label = labelOf(pieces.at(-1));
    if (label && /^\d/.test(piece)) pieces[pieces.length - 1] = `${label}: ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}
/**
 * Where a line of facts without separators is split: before each labelled time or yield ("Serves: 4
 * Total time: 45 mins", "Arbeitszeit ca. 20 Min. Ruhezeit ca. 1 Std.", "Prep: 30 min / Ready in: 1 hour").
 * Baking and resting times are facts of their own.
 */
const FACT_START = new RegExp(
  String.raw`(?:[,;]\s*|\s+)(?=(?:${(['prep', 'cook', 'total', 'yields', 'otherTimes', 'readyIn'] as const).map(words).join('|')}|bake)` +
    String.raw`${WORD_END}(?:\s*time)?\s*:?\s*(?:${words('about')}\s+)?\d)`,
  'i',
);
/** A label joined to the next one ("Prep &" of "Prep & Cook Time: 30 min"): the two name one fact. */
const JOINED_LABEL = new RegExp(String.raw`(?:[&+/]|\s${words('and')})$`, 'i');
/**
 * A run of facts split before each labelled one; a word that is no label and holds no value
 * belongs to the label after it ("Całkowity" of "Całkowity czas przygotowania: 30 min", the
 * total, not a prep time), and so does a label joined to it by "&" or "and" ("Prep & Cook Time").
 */
function factsOfRun(run: string): string[] {
  const facts: string[] = [];
  let opening = '';
  for (const part of run.split(FACT_START)) {
    if (!/\d/.test(part) && (!FACT_LINE.test(part) || JOINED_LABEL.test(part))) {
      opening = opening ? `${opening} ${part}` : part;
      continue;
    }
    facts.push(opening ? `${opening} ${part}` : part);
    opening = '';
  }
  return opening ? [...facts, opening] : facts;
}

/** A line's facts one by one: "Prep 10 min · Cook 25 min", "Serves: 4 Total time: 45 mins". */
export const splitFacts = (line: string): string[] => separatedFacts(line).flatMap(factsOfRun);

/** The verbs that tell a yield: "serves", "makes", "rinde". */
const SERVES = new RegExp(wordsFromStart('serves'), 'i');
/**
 * A yield told in a sentence: "This soup serves six", "makes about 12 muffins", "enough to feed
 * 8 people", "serves 4 to 6". The number must follow the verb (with at most "about"), and what
 * it counts must not be time ("makes 10 minutes of work").
 */
const PROSE_YIELD = new RegExp(
  String.raw`${SERVES.source}\s+(?:${words('about')}\s+)?(\d+(?:\s*(?:-|–|to|or)\s*\d+)?(?:\s+[\p{L}-]+)?)`,
  'iu',
);
const TIME_WORD = new RegExp(String.raw`\s(?:${(['days', 'hours', 'minutes', 'seconds'] as const).map(words).join('|')}|(?:week|month|year|time)s?)$`, 'i');
/** A short line that starts with "for": "For 4 people", "Pour 6 personnes". */
const FOR_LINE = new RegExp(`^${words('for')}\\s`, 'i');
/**
 * A short line naming what the recipe makes, whatever it counts: "Recipe for about 12 pancakes",
 * "Recept voor circa 12 American pancakes"; the count and the word after it.
 */
const RECIPE_FOR = new RegExp(String.raw`^${words('recipe')}\s+${words('for')}\s+(?:${words('about')}\s+)?(\d+(?:\s*[-–]\s*\d+)?\s+\p{L}+)`, 'iu');
/** Sections of other people's words: comments and reviews. */
const COMMENTS = '[id*="comment" i], [class*="comment" i], [class*="review" i]';

/**
 * The yield a sentence tells ("This soup serves six" → "6"), or a short line for whom it is
 * ("For 4 people") or what the recipe makes ("Recipe for 12 pancakes"), if any.
 */
export function sentenceYields(line: string): string | undefined {
  const forWhom = line.length <= MAX_HEADING_LENGTH && FOR_LINE.test(line) ? headingYields(numbersAsDigits(line)) : undefined;
  if (forWhom) return forWhom;
  const made = line.length <= MAX_HEADING_LENGTH ? RECIPE_FOR.exec(numbersAsDigits(line))?.[1] : undefined;
  if (made && !TIME_WORD.test(` ${made}`)) return made;
  if (!SERVES.test(line)) return undefined;
  const found = PROSE_YIELD.exec(numbersAsDigits(line))?.[1];
  return found && !TIME_WORD.test(` ${found}`) ? found : undefined;
}

/** The first yield the page's text tells in a sentence, outside comments. */
function proseYields($: CheerioAPI, bodyLines: string[]): string | undefined {
  let commentLines: Set<string> | undefined;
  for (const line of bodyLines) {
    const found = sentenceYields(line);
    if (!found) continue;
    commentLines ??= new Set(elementLines($(COMMENTS)));
    if (!commentLines.has(line)) return found;
  }
  return undefined;
}

/** "Ready in around 20 mins", "Fertig in 30 Min.", "Ready in: 1 hour": the total time told as a phrase, on a short line of its own. */
const READY_IN = new RegExp(String.raw`^${words('readyIn')}\s*:?\s*(?:${words('about')}\s+)?(?=\d)`, 'i');

/** A time before what it is for: "5 mins to prepare", "about 25 mins to cook"; the time's text and which it is. */
const TIME_BEFORE_WHAT = String.raw`(?:${words('about')}\s+)?(\d[^,;&]*?)\s+(?:(${words('prepAfter')})|${words('cookAfter')})${LETTER_END}`;
/** A line made only of such times ("5 mins to prepare and 25 mins to cook"): a step would say more. */
const TIMES_BEFORE_WHAT = new RegExp(String.raw`^${TIME_BEFORE_WHAT}(?:\s*(?:,|&|\band\b)\s*${TIME_BEFORE_WHAT})*\.?$`, 'i');
const TIME_BEFORE_WHAT_ALL = new RegExp(TIME_BEFORE_WHAT, 'gi');

/** A time with its label after it, as a line of its own: "20 min prep", "40 min cook", "1 hr total". */
const TIME_THEN_LABEL = new RegExp(
  String.raw`^((?:\d+\s*(?:${words('hours')}|${words('minutes')})\.?\s*)+?)\s*(?:(${words('prep')})|(${words('cook')})|${words('total')})${LETTER_END}$`,
  'i',
);

export type Facts = Pick<RecipeFields, 'prepMinutes' | 'cookMinutes' | 'totalMinutes' | 'yields'>;

/**
 * Times and yields that short lines state ("Prep Time: 5 minutes", "Serves: 4", "Ready in 20 mins"); a line of several
 * facts ("Prep 10 min · Cook 25 min · Serves 4–6") is read fact by fact. The first of each wins.
 */
export function lineFacts(text: string[]): Facts {
  const facts: Facts = {};
  // Only a run of facts that opens with one is split: "Stir well, cook 10 minutes" is a step's words.
  const lines = text.map(caseless).flatMap(separatedFacts).flatMap((piece) => (FACT_LINE.test(piece) ? factsOfRun(piece) : [piece]));
  // A bare time on the line after the count of servings ("4 personen", "25 min"): the header's
  // run of facts, set a line each, that YIELD_AND_TIME reads on one line. A labelled total wins.
  let besideYields: number | undefined;
  for (const [i, line] of lines.entries()) {
    if (i > 0 && BARE_DURATION.test(line) && SERVINGS_COUNT.test(lines[i - 1] ?? '')) besideYields ??= parseDuration(line) ?? undefined;
    const both = YIELD_AND_TIME.exec(line);
    if (both?.[1] && both[2] && BARE_DURATION.test(both[2])) {
      facts.yields ??= both[1];
      facts.totalMinutes ??= parseDuration(both[2]) ?? undefined;
      continue;
    }
    const counted = line.length <= MAX_HEADING_LENGTH ? SERVINGS_COUNT.exec(line)?.[1] : undefined;
    if (counted) {
      facts.yields ??= counted;
      continue;
    }
    if (line.length <= MAX_LABELLED_FACT_LENGTH && TIMES_BEFORE_WHAT.test(line)) {
      for (const [, time = '', prep] of line.matchAll(TIME_BEFORE_WHAT_ALL)) {
        const minutes = parseDuration(time) ?? undefined;
        if (prep) facts.prepMinutes ??= minutes;
        else facts.cookMinutes ??= minutes;
      }
      continue;
    }
    const labelledAfter = TIME_THEN_LABEL.exec(line);
    if (labelledAfter?.[1]) {
      const minutes = parseDuration(labelledAfter[1]) ?? undefined;
      if (labelledAfter[2]) facts.prepMinutes ??= minutes;
      else if (labelledAfter[3]) facts.cookMinutes ??= minutes;
      else facts.totalMinutes ??= minutes;
      continue;
    }
    const ready = line.length <= MAX_HEADING_LENGTH ? READY_IN.exec(line) : null;
    if (ready) {
      facts.totalMinutes ??= parseDuration(line.slice(ready[0].length)) ?? undefined;
      continue;
    }
    const fact = factMatch(line);
    // A total given as its parts ("Total Time: Prep: 20 min. Cook: 5 min."): the parts are read
    // as themselves, and the total is added up from them.
    const parts = fact?.[3] ? FACT_LINE.exec(fact[5] ?? '') : null;
    const [, prep, cook, total, yields, value = ''] = (parts && (parts[1] || parts[2]) ? parts : fact) ?? [];
    if (yields) {
      if (/\d/.test(numbersAsDigits(value))) facts.yields ??= value;
      continue;
    }
    const minutes = parseDuration(value) ?? undefined;
    if (minutes === undefined) continue;
    if (prep) facts.prepMinutes ??= minutes;
    else if (cook) facts.cookMinutes ??= minutes;
    else if (total) facts.totalMinutes ??= minutes;
  }
  if (besideYields !== undefined) facts.totalMinutes ??= besideYields;
  return facts;
}

/** Facts a card's own lines state, a label set above its value ("Servings:" then "6") read with it. */
export const cardFacts = (lines: string[]): Facts => lineFacts([...lines, ...pairedLines(lines)]);

/** The page's facts: its short lines, labels above their values, label and value table rows and icons' labels, else a sentence's yield. */
export function pageFacts($: CheerioAPI): Facts {
  const bodyLines = elementLines($('body'));
  const facts = lineFacts([...bodyLines, ...pairedLines(bodyLines), ...rowLines($), ...columnLines($), ...iconLines($), ...classLines($)]);
  facts.yields ??= proseYields($, bodyLines);
  return facts;
}

/** The ingredient lines the page shows under its "Ingredients" heading (or container). */
export const shownIngredientLines = ($: CheerioAPI): string[] => sectionLines($, INGREDIENTS);

/** The steps the page shows under its "Method" heading (or container, or numbered paragraphs). */
export const shownStepLines = ($: CheerioAPI): string[] => sectionLines($, INSTRUCTIONS);

/** Elements hidden by their own style, as a card a script reveals is until the page has run. */
const STYLE_HIDDEN = '[style*="display:none"], [style*="display: none"]';

/**
 * A recipe card kept hidden until a script shows it: when every heading of the ingredients is in
 * an element hidden by its own style, those elements that hold words of both the ingredients and
 * the method are what a reader sees once the page has loaded, and are shown. Beside a shown
 * recipe, hidden ones stay hidden (the other units of a tab).
 */
function revealScriptedCard($: CheerioAPI): void {
  const cards = $(STYLE_HIDDEN).filter((_, el) => {
    const text = elementText($(el));
    return INGREDIENTS_HEADING.test(text) && INSTRUCTIONS_HEADING.test(text);
  });
  if (cards.length && headingsMatching($, INGREDIENTS_HEADING).every((heading) => heading.closest(STYLE_HIDDEN).length > 0)) {
    cards.removeAttr('style');
    hiddenAbove.delete($);
  }
}

/**
 * Recipe fields guessed from the page's layout: "Ingredients" / "Instructions" headings followed
 * by lists or paragraphs, else containers whose class names them, and "Serves 4"-style lines.
 * Only the wanted fields are looked for, as the section search is the costliest step.
 */
export function extractHeuristic($: CheerioAPI, wanted: ReadonlySet<keyof RecipeFields>): RecipeFields {
  const itemImage = $('[itemprop="image"]').first();
  const name = titleOf($);
  revealScriptedCard($);
  const ingredients = wanted.has('ingredients') ? findSection($, INGREDIENTS) : undefined;
  const instructions = wanted.has('instructions') ? sectionLines($, INSTRUCTIONS) : undefined;
  // Page text is read for times and yields only when no recipe data gave the lines.
  const facts = wanted.has('ingredients') && wanted.has('instructions') ? pageFacts($) : {};
  return {
    name,
    image: itemImage.attr('content') ?? itemImage.attr('src') ?? dishImage($, name),
    ingredients: ingredients?.lines,
    instructions,
    ...facts,
    yields: facts.yields ?? ingredients?.yields,
  };
}
