import { load, type Cheerio, type CheerioAPI, type contains } from 'cheerio';
import { NUMBER_WORDS } from './vocabulary.js';

/**
 * htmlparser2 instead of parse5: several times faster on large pages and lenient enough. Nesting
 * is cut as a browser cuts it, so no reader walks a page nested thousands deep, and text a wrong
 * charset garbled is read again (repairMojibake).
 */
export function loadHtml(html: string): CheerioAPI {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  settle($.root().get(0) as unknown as DomNode, mayBeGarbled(html));
  addBody($);
  return $;
}

/**
 * A page that leaves its `<body>` tag out, as HTML allows, gets one as a browser gives it: the
 * readers look for the page's content there, and a selector run from a root holding thousands of
 * elements compares each with its siblings (quadratic). So body and html are found by walking.
 */
function addBody($: CheerioAPI): void {
  if (tagsUnder($.root(), ['body'], 1).length) return;
  const top = (tagsUnder($.root(), ['html'], 1)[0] ?? $.root().get(0)) as unknown as DomNode;
  const body = $('<body></body>').get(0) as unknown as DomNode;
  const stays = (node: DomNode): boolean => node.type === 'directive' || (node.type === 'tag' && node.name === 'head');
  const kept = (top.children ?? []).filter(stays);
  // Moved by hand in one pass: cheerio's append takes each node out of its old parent's list one by one.
  const moved = (top.children ?? []).filter((node) => !stays(node));
  moved.forEach((node, i) => Object.assign(node, { parent: body, prev: moved[i - 1] ?? null, next: moved[i + 1] ?? null }));
  const last = kept.at(-1);
  if (last) last.next = body;
  Object.assign(body, { children: moved, parent: top, prev: last ?? null, next: null });
  top.children = [...kept, body];
}

/** Any parsed node (domhandler's AnyNode, which cheerio does not re-export by name). */
export type AnyNode = Parameters<typeof contains>[0];

/** The subset of a parsed DOM node the text walker needs, with the links a tree edit keeps right. */
interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  data?: string;
  children?: DomNode[];
  parent?: DomNode | null;
  prev?: DomNode | null;
  next?: DomNode | null;
}

/**
 * Deepest level at which an element holds others. Chromium's parser stops nesting at 512: what a
 * page opens deeper is set beside, not inside, the element there (and deeper elements hold
 * nothing). The deepest of the fixture pages nests 30.
 */
const MAX_DEPTH = 512;

/**
 * Nodes nested past MAX_DEPTH laid out in document order beside each other, as a browser builds
 * them; on a page that may be garbled, the text and attribute values of all read again (repairMojibake).
 */
function settle(root: DomNode, garbled: boolean): void {
  const stack: [DomNode, number][] = [[root, 0]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    if (garbled) {
      if (node.data !== undefined) node.data = repairMojibake(node.data);
      for (const name in node.attribs) node.attribs[name] = repairMojibake(node.attribs[name] ?? '');
    }
    const children = node.children ?? [];
    if (depth < MAX_DEPTH) {
      for (const child of children) stack.push([child, depth + 1]);
      continue;
    }
    if (!children.some((child) => child.children?.length)) continue;
    const flat: DomNode[] = [];
    const waiting = [...children].reverse();
    for (let next = waiting.pop(); next; next = waiting.pop()) {
      flat.push(next);
      waiting.push(...(next.children ?? []).reverse());
      if (next.children) next.children = [];
    }
    node.children = flat;
    flat.forEach((child, i) => Object.assign(child, { parent: node, prev: flat[i - 1] ?? null, next: flat[i + 1] ?? null }));
    for (const child of flat) stack.push([child, depth + 1]);
  }
}

/** Tags that set their text apart as a block of its own (a line, a box), not within a line. */
export const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section',
  'table', 'td', 'th', 'tr', 'ul',
]);
/** Element node types (scripts and styles are elements of their own types). */
export const ELEMENT_TYPES = new Set(['tag', 'script', 'style']);
export const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'iframe']);

/**
 * A node's child elements, or undefined when it has more than max: a question each of a thousand
 * siblings asks of their parent then costs a few looks, not the thousand.
 */
export function childElementsUpTo(node: AnyNode | null | undefined, max: number): AnyNode[] | undefined {
  const found: AnyNode[] = [];
  for (const child of node && 'children' in node ? node.children : []) if (ELEMENT_TYPES.has(child.type) && found.push(child) > max) return undefined;
  return found;
}

function collectText(nodes: readonly DomNode[], out: string[], preformatted = false): void {
  for (const node of nodes) {
    // A line break in the source shows as a space, except in <pre>; blocks and <br> break lines.
    if (node.type === 'text') out.push(preformatted ? (node.data ?? '') : (node.data ?? '').replaceAll('\n', ' '));
    else if (node.name && SKIPPED_TAGS.has(node.name)) continue;
    else if (node.children) {
      const block = node.name !== undefined && BLOCK_TAGS.has(node.name);
      if (block) out.push('\n');
      const start = out.length;
      collectText(node.children, out, preformatted || node.name === 'pre');
      if (isTouchingCell(node) && WORD_AFTER.test(out.slice(start).join('')) && WORD_BEFORE.test(lastText(out, start))) out.splice(start, 0, ' ');
      if (block) out.push('\n');
    } else if (node.name === 'br') out.push('\n');
  }
}

/**
 * A word's end, and a word's start, where two cells touch ("1" | "kilogram" | "(doğranmış)"); a
 * number after a word stays touching, as the value beside its label is read ("6 personen45 min").
 */
const WORD_BEFORE = /[\p{L}\p{N})]$/u;
const WORD_AFTER = /^[\p{L}(]/u;
/** A <span> of text only. */
const isTextSpan = (node: DomNode | null | undefined): boolean =>
  node?.type === 'tag' && node.name === 'span' && (node.children ?? []).every((child) => child.type === 'text');
/**
 * A <span> of text right after another, no text between: cells of one line (amount, unit, name,
 * note) that the page's style sets apart, not one word ("<span>2</span><span>yemek kaşığı</span>").
 * Spans of one class are runs of one text a word processor cut where it liked, mid-word too
 * ("<span class=\"run\">L</span><span class=\"run\">evel 2</span>"): they touch as written.
 */
const isTouchingCell = (node: DomNode): boolean => isTextSpan(node) && isTextSpan(node.prev) && !sameClass(node, node.prev);
const sameClass = (node: DomNode, other: DomNode | null | undefined): boolean => Boolean(node.attribs?.['class']) && node.attribs?.['class'] === other?.attribs?.['class'];

/** The collected text just before a position, past empty pieces. */
function lastText(out: readonly string[], end: number): string {
  for (let i = end - 1; i >= 0; i--) if (out[i]) return out[i] ?? '';
  return '';
}

/**
 * Elements under el (of the tags named, if any), in document order, up to a number of them. The
 * tree is walked here: cheerio's find() first checks its context, the element's children, against
 * each other, which costs the square of their number (seconds for a wrapper of 20,000 paragraphs).
 */
export function tagsUnder(el: Cheerio<AnyNode>, names?: readonly string[], limit = Infinity): AnyNode[] {
  const found: AnyNode[] = [];
  // Nodes to visit, the next one last, so they come in document order with no recursion to run out of.
  const stack: DomNode[] = [];
  const push = (nodes: readonly DomNode[] = []): void => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i] as DomNode);
  };
  for (const root of (el.toArray() as unknown as DomNode[]).reverse()) push(root.children);
  for (let node = stack.pop(); node && found.length < limit; node = stack.pop()) {
    if (ELEMENT_TYPES.has(node.type) && (!names || names.includes(node.name ?? ''))) found.push(node as unknown as AnyNode);
    push(node.children);
  }
  return found;
}

/**
 * The elements matching a selector that els hold, as els.find(selector) gives them, but matched
 * from the document's root: find() on an element checks its many children against each other
 * first (see tagsUnder), the root has few.
 */
export function findHeld($: CheerioAPI, els: Cheerio<AnyNode>, selector: string): Cheerio<AnyNode> {
  const holders = new Set(els.toArray());
  const held = $(selector).filter((_, el) => {
    for (let node = el.parent; node; node = node.parent) if (holders.has(node)) return true;
    return false;
  });
  // From the root, ".steps li" would also take every list item of a card that a theme wrapped whole
  // in an element of that class: then, as find() has it, the container must lie inside els.
  const containers = selector
    .split(',')
    .map((part) => part.trim().replace(/\s*[>+~]?\s*[^\s>+~]+$/, ''))
    .filter(Boolean)
    .join(', ');
  if (!containers || !els.parents().is(containers)) return held;
  return held.filter((_, el) => {
    for (let node = el.parent; node && !holders.has(node); node = node.parent) if ($(node).is(containers)) return true;
    return false;
  });
}

/**
 * Whether node or an ancestor of it passes test, looking no higher than a node stop names (itself
 * still tested). Each node is tested once a memo: in lists nested thousands deep, each list asking
 * all its ancestors again would cost the depth squared.
 */
export function passedDown(node: AnyNode, test: (node: AnyNode) => boolean, memo: Map<AnyNode, boolean>, stop: (node: AnyNode) => boolean = () => false): boolean {
  const path: AnyNode[] = [];
  let above = false;
  for (let cur: AnyNode | null = node; cur; cur = stop(cur) ? null : cur.parent) {
    const known = memo.get(cur);
    if (known !== undefined) {
      above = known;
      break;
    }
    path.push(cur);
  }
  for (const cur of path.reverse()) memo.set(cur, (above ||= test(cur)));
  return above;
}

/** Whether el holds an element of one of these tags. */
export const holdsTag = (el: Cheerio<AnyNode>, names: readonly string[]): boolean => tagsUnder(el, names, 1).length > 0;

/** Letters and digits only, lower case: "Cook Magazine" → "cookmagazine", the same words whatever quotes, commas or spaces set them. */
export const letters = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The characters windows-1252 shows for the bytes 0x80–0x9F; its five holes keep their C1 code point. */
export const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CONTINUATION = `[\\u0080-\\u00bf${WINDOWS_1252}]`;
/**
 * UTF-8 read as windows-1252, as a page reads whose server names the wrong charset: "1Â½ cups",
 * "cafÃ©", "donâ€™t". The two-byte forms of Latin-1 signs and letters and the three-byte forms of
 * punctuation; not "Ã" after a capital, a Portuguese word's own letter ("IRMÃ").
 */
const MOJIBAKE = new RegExp(`Â[\\u00a0-\\u00bf]|(?<!\\p{Lu})Ã${CONTINUATION}|â${CONTINUATION}{2}`, 'gu');
/** The first character of every garbled form, looked for before the whole pattern. */
const GARBLE_LEAD = /[ÂÃâ]/;
/** Such a first character, or an entity a serialiser writes for it ("&#xc2;", "&#195;", "&acirc;"). */
const GARBLE_LEAD_IN_HTML = /[ÂÃâ]|&(?:#x0*(?:c[23]|e2)|#0*(?:19[45]|226)|acirc|atilde);/i;
const mayBeGarbled = (html: string): boolean => GARBLE_LEAD_IN_HTML.test(html);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const byteOf = (char: string): number => (char.charCodeAt(0) <= 0xff ? char.charCodeAt(0) : 0x80 + WINDOWS_1252.indexOf(char));

/** Text with UTF-8 that was read as windows-1252 read again as UTF-8; what does not decode stays as it is. */
function repairMojibake(text: string): string {
  if (!GARBLE_LEAD.test(text)) return text;
  return text.replace(MOJIBAKE, (bytes) => {
    try {
      return strictUtf8.decode(Uint8Array.from(bytes, byteOf));
    } catch {
      return bytes;
    }
  });
}

/** Whitespace as a reader sees it: no-break and zero-width spaces too. */
const SPACE = String.raw`\s\u00a0\u200b\ufeff`;
const SPACES = new RegExp(`[${SPACE}]+`, 'g');
const NOT_SPACE = new RegExp(`[^${SPACE}]`);

/** Whitespace (including no-break spaces) collapsed to single spaces, trimmed. */
export function collapse(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

/** Whether node holds no words, its text all whitespace as collapse counts it; read no further than the first word. */
export function blank(node: AnyNode): boolean {
  const stack = [node];
  for (let cur = stack.pop(); cur; cur = stack.pop()) {
    if (cur.type === 'text' && NOT_SPACE.test(cur.data)) return false;
    if ('children' in cur) for (let i = cur.children.length - 1; i >= 0; i--) stack.push(cur.children[i] as AnyNode);
  }
  return true;
}

/** Lines of an element's text; block elements and <br> start a new line. */
export function elementLines(el: Cheerio<DomNode>): string[] {
  const parts: string[] = [];
  collectText(el.toArray(), parts);
  return parts.join('').split('\n').map(collapse).filter(Boolean);
}

/** Tags whose whole-line text is a group label ("Sauce"), not an ingredient or a step. */
const LABEL_TAGS = new Set(['strong', 'b', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/**
 * Classes of captions ("group-label", "ingredient-heading"), of text set like a heading (bold,
 * underlined, enlarged) and of text only screen readers get.
 */
const LABEL_CLASS = /(?:^|[\s_-])(?:label|heading|bold|u(?:nder)?line|big\d*|sr-only|screen-reader-text|visually-hidden)(?:$|\s)/i;
/** The same words ending a class written in camel case ("ingHeading", "groupLabel"). */
const CAMEL_LABEL_CLASS = /[a-z](?:Label|Heading)(?:$|\s)/;
const isLabelClass = (className: string): boolean => LABEL_CLASS.test(className) || CAMEL_LABEL_CLASS.test(className);

interface MarkedLine {
  text: string;
  /** Some of its text is set plainly, not all as a label. */
  plain: boolean;
}

/** Lines of an element split at <br> and blocks, each marked whether it is all label. */
function markedLines(el: Cheerio<AnyNode>): MarkedLine[] {
  const lines: MarkedLine[] = [{ text: '', plain: false }];
  const walk = (nodes: readonly DomNode[], label: boolean): void => {
    for (const node of nodes) {
      const current = lines[lines.length - 1] ?? { text: '', plain: false };
      if (node.type === 'text') {
        current.text += node.data ?? '';
        if (!label && collapse(node.data ?? '')) current.plain = true;
      } else if (node.name === 'br') lines.push({ text: '', plain: false });
      else if (node.children && !SKIPPED_TAGS.has(node.name ?? '')) {
        // The document root (of a value's markup) has no name.
        const name = node.name ?? '';
        const block = BLOCK_TAGS.has(name);
        if (block) lines.push({ text: '', plain: false });
        walk(node.children, label || LABEL_TAGS.has(name) || isLabelClass(node.attribs?.['class'] ?? ''));
        if (block) lines.push({ text: '', plain: false });
      }
    }
  };
  walk(el.toArray() as unknown as DomNode[], false);
  return lines.map((line) => ({ text: collapse(line.text), plain: line.plain })).filter((line) => line.text);
}

/**
 * Lines of a block split at <br> and block children, without lines that are wholly bold or a
 * heading: those name a group ("Meatballs", "For the sauce") and are not lines of their own. Among
 * ingredients, such a line with an amount among plain ones is an ingredient set apart.
 */
export function unlabelledLines(el: Cheerio<AnyNode>, ingredients = false): string[] {
  const lines = markedLines(el);
  const setApart = ingredients && lines.some((line) => line.plain);
  return lines.filter((line) => line.plain || (setApart && /\d/.test(line.text))).map((line) => line.text);
}

/** Ingredient lines without the names of groups; a block set all bold is all lines. */
export function ungroupedLines(el: Cheerio<AnyNode>): string[] {
  const lines = unlabelledLines(el, true);
  return lines.length ? lines : markedLines(el).map((line) => line.text);
}

/** Any language's number word as a whole word, longest first ("half a dozen" before "a dozen"). */
const NUMBER_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${[...NUMBER_WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, String.raw`\s+`))
    .join('|')})(?![\p{L}\p{N}])`,
  'giu',
);

/** Small numbers written as words in digits: "Serves eight to ten" → "Serves 8 to 10", "Für vier Personen" → "Für 4 Personen". */
export const numbersAsDigits = (text: string): string =>
  text.replace(NUMBER_WORD, (word) => String(NUMBER_WORDS.get(word.toLowerCase().replace(/\s+/g, ' ')) ?? word));

/** Chinese and Japanese writing and its full-width punctuation ("，", "。"), which set no space between words (Korean does). */
const UNSPACED = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]`;
const UNSPACED_BREAK = new RegExp(String.raw`(?<=${UNSPACED})\n(?=${UNSPACED})`, 'gu');

/**
 * Lines run on as one: with a space between them, but none where Chinese or Japanese text goes on
 * from one line to the next ("搅拌融化<br>奶油奶酪"), as a browser joins them.
 */
export const joinLines = (lines: string[]): string => lines.join('\n').replace(UNSPACED_BREAK, '').replace(/\n/g, ' ');

/** An element's plain text on one line. */
export function elementText(el: Cheerio<DomNode>): string {
  return joinLines(elementLines(el));
}

const MARKUP = /[<&]/;
/** Markdown's strong emphasis, which some sites write into their recipe data ("**Añadir el chocolate**"): the words alone. */
const MARKDOWN_STRONG = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*/g;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+\d*);/i;
const TAG = /<\/?[a-z][^>]*>/gi;
const FORMATTING_TAG = /^<\/?(?:p|br|strong|b|em|i|u|span|a|li|ul|ol|div|sup|sub|small)\b[^>]*>$/i;

/**
 * Text formatting markup escaped twice ("&lt;p&gt;1 cup&lt;/p&gt;"): markup, not words. Other
 * escaped tags ("&lt;script&gt;") are text the page shows as such.
 */
const escapedFormatting = (line: string): boolean => line.match(TAG)?.every((tag) => FORMATTING_TAG.test(tag)) ?? false;

/**
 * A line with a letter or a number; punctuation alone is what a site's join left between its
 * paragraphs ("<p>Preheat…</p>\n, <p>Weigh…</p>"), no step or ingredient of its own.
 */
const hasWords = (line: string): boolean => /[\p{L}\p{N}]/u.test(line);

/**
 * Lines of a string that may hold markup or entities (JSON-LD values often do); for ingredients,
 * without the names of groups the markup sets as labels.
 */
export function markupLines(marked: string, ingredients = false): string[] {
  const value = marked.replace(MARKDOWN_STRONG, '$1');
  if (!MARKUP.test(value)) return value.split(/\r?\n/).map(collapse).filter(hasWords);
  // A line break in a recipe's data separates lines, as in its plain values.
  const root = loadHtml(value.replace(/\r?\n/g, '<br>')).root();
  const lines = ingredients ? ungroupedLines(root) : elementLines(root);
  // Entities and markup can be escaped twice ("&amp;#39;", "&lt;p&gt;"): decode the text once more when they are.
  return lines.map((line) => (ENTITY.test(line) || escapedFormatting(line) ? elementText(loadHtml(line).root()) : line)).filter(hasWords);
}

/** A string that may hold markup or entities, as plain text on one line. */
export function markupText(value: string): string {
  return joinLines(markupLines(value));
}

/** "data-amount" / "data-unit", with or without a prefix ("data-primary-amount"). */
export const AMOUNT_ATTRIBUTE = /^data-(.*?)amount$/;

/** Most characters after an amount looked through for the unit the page prints itself. */
const UNIT_LOOK_AHEAD = 40;
/** The other end of a range an amount opens ("–8" of "6–8"). */
const RANGE_END = /^\s*[-–—]\s*[\d.,/¼½¾⅓⅔⅛⅜⅝⅞]+/;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the page prints the amount's unit itself right after it, or after the range it opens,
 * singular or plural ("<span data-amount=6 data-unit=cup>6</span>–<span …>8</span> <span>cups</span>"):
 * the attributes then only tell a converter what it reads, and nothing is left for a script to add.
 */
function unitShownAfter($: CheerioAPI, el: AnyNode, unit: string): boolean {
  let after = '';
  for (let node = el.next; node && after.length < UNIT_LOOK_AHEAD; node = node.next) after += $(node).text();
  const rest = after.replace(RANGE_END, '');
  return new RegExp(String.raw`^\s*${escapeRegExp(unit.trim())}(?:e?s)?\.?(?![\p{L}\p{N}])`, 'iu').test(rest);
}

/**
 * Unit converters print a bare amount and let a script add its unit, and the other system's
 * measure, from data attributes ("195" with data-primary-unit="g" data-secondary-amount="1.5"
 * data-secondary-unit="cup"). Written out here as the script would show them: "195 g (1.5 cup)".
 */
export function writeOutScriptedUnits($: CheerioAPI): void {
  for (const el of $('*').toArray()) {
    if (!('attribs' in el)) continue;
    // This runs over every element of the page: no allocation until an amount attribute shows.
    let measures: { amount: string; unit: string }[] | undefined;
    for (const name in el.attribs) {
      if (!name.endsWith('amount')) continue;
      const prefix = AMOUNT_ATTRIBUTE.exec(name)?.[1];
      const amount = el.attribs[name];
      const unit = prefix === undefined ? undefined : el.attribs[`data-${prefix}unit`];
      if (amount && unit) (measures ??= []).push({ amount, unit });
    }
    const [shown, ...others] = measures ?? [];
    if (!shown || Number($(el).text()) !== Number(shown.amount) || unitShownAfter($, el, shown.unit)) continue;
    const converted = others.map(({ amount, unit }) => ` (${amount} ${unit})`).join('');
    $(el).text(`${shown.amount} ${shown.unit}${converted}`);
  }
}

/** A count typed in a field: what a servings adjuster shows ("Serves: [12]"). */
const FIELD_COUNT = /^\d{1,4}(?:[.,]\d+)?$/;

/**
 * A field holding a count (a servings adjuster: "Serves: <input type="number" value="12">") shows
 * a reader its value; written out as text so the line reads "Serves: 12". Checkboxes and other
 * fields keep their markup. A drop-down shows only its chosen option ("Makes: [6 jars]"), the
 * first unless one is marked, not every choice it offers.
 */
export function writeOutFieldCounts($: CheerioAPI): void {
  $('input[value]').each((_, el) => {
    const field = $(el);
    const type = (field.attr('type') ?? 'text').toLowerCase();
    const value = field.attr('value')?.trim() ?? '';
    if ((type === 'number' || type === 'text' || type === 'tel') && FIELD_COUNT.test(value)) field.replaceWith(` ${value} `);
  });
  $('select').each((_, el) => {
    const field = $(el);
    const item = field.closest('li');
    // An item that is only a labelled drop-down ("<li><label>Scale to:</label> <select>…") is the list's control, no line of it.
    if (item.length && !collapse(item.clone().find('label, select').remove().end().text())) return void item.remove();
    const options = field.find('option');
    const chosen = options.filter('[selected]').first();
    field.replaceWith(` ${collapse((chosen.length ? chosen : options.first()).text())} `);
  });
}
