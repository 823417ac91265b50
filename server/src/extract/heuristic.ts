import type { Cheerio, CheerioAPI } from 'cheerio';
import { parseDuration } from './duration.js';
import { collapse, elementLines, elementText, SKIPPED_TAGS, type AnyNode } from './text.js';
import type { RecipeFields } from './types.js';

/** Section names, matched anywhere in a short heading ("🛒 What You'll Need", "Here's how to make it:"). */
const INGREDIENTS_HEADING = /\b(ingredients?|what you(?:'|’)?ll need|you will need)\b/i;
const INSTRUCTIONS_HEADING = /\b(instructions?|directions?|method|preparation|procedure|steps|how to make)\b/i;
/** Sections that end the steps; only at the start of a heading ("Notes, tips and variations"). */
const AFTER_STEPS_HEADING = /^(notes?|nutrition|tips?|variations?|storage|faq|video)\b/i;
/** Class or id words of ingredient / step containers when no heading names them. */
const INGREDIENTS_CLASS = /ingredients?\b/i;
const INSTRUCTIONS_CLASS = /(instructions?|directions?|method|steps?|preparation)\b/i;
const HEADING = /^h[1-6]$/;
/** Longest text still taken for a heading ("Ingredients for the dough:"). */
const MAX_HEADING_LENGTH = 40;
/** Inline tags whose whole-line text is a group label ("Sauce"), not an ingredient or a step. */
const LABEL_TAGS = new Set(['strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface Section {
  heading: RegExp;
  /** A heading that ends the section. */
  stop: RegExp;
  containerClass: RegExp;
}
const INGREDIENTS: Section = { heading: INGREDIENTS_HEADING, stop: INSTRUCTIONS_HEADING, containerClass: INGREDIENTS_CLASS };
const INSTRUCTIONS: Section = { heading: INSTRUCTIONS_HEADING, stop: AFTER_STEPS_HEADING, containerClass: INSTRUCTIONS_CLASS };

const tagName = (el: Cheerio<AnyNode>): string => el.prop('tagName')?.toLowerCase() ?? '';

/** Heading text without leading emoji or numbering ("🛒 What You'll Need" → "What You'll Need"). */
const headingText = (text: string): string => collapse(text).replace(/^[^\p{L}]+/u, '');

const isHeadingText = (text: string, pattern: RegExp): boolean => {
  const heading = headingText(text);
  return heading.length <= MAX_HEADING_LENGTH && pattern.test(heading);
};

/** DOM node fields the line walker reads. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/**
 * Lines of a block split at <br> and block children, without lines that are wholly bold or a
 * heading: those name a group ("Meatballs", "For the sauce") and are not lines of their own.
 */
function unlabelledLines(el: Cheerio<AnyNode>): string[] {
  const lines: { text: string; plain: boolean }[] = [{ text: '', plain: false }];
  const walk = (nodes: readonly DomNode[], label: boolean): void => {
    for (const node of nodes) {
      const current = lines[lines.length - 1] ?? { text: '', plain: false };
      if (node.type === 'text') {
        current.text += node.data ?? '';
        if (!label && collapse(node.data ?? '')) current.plain = true;
      } else if (node.name === 'br') lines.push({ text: '', plain: false });
      else if (node.name && !SKIPPED_TAGS.has(node.name) && node.children) {
        const block = ['p', 'div', 'li', 'ul', 'ol'].includes(node.name);
        if (block) lines.push({ text: '', plain: false });
        walk(node.children, label || LABEL_TAGS.has(node.name));
        if (block) lines.push({ text: '', plain: false });
      }
    }
  };
  walk(el.toArray() as unknown as DomNode[], false);
  return lines.filter((line) => line.plain).map((line) => collapse(line.text)).filter(Boolean);
}

/** Content a reader does not see: hidden elements and inactive tab panes (the other units). */
const HIDDEN = '[hidden], [aria-hidden="true"], [style*="display:none"], [style*="display: none"], .tab-pane:not(.active)';
/** Lists that navigate rather than list: menus, tabs, tag clouds (every item a lone link). */
const NAVIGATION = 'nav, [role="tablist"], [role="menu"], [role="navigation"]';

function isNavigationList($: CheerioAPI, list: Cheerio<AnyNode>): boolean {
  if (list.is(NAVIGATION) || list.closest(NAVIGATION).length) return true;
  const items = list.children('li').toArray();
  return items.length > 1 && items.every((li) => {
    const link = $(li).children('a');
    return link.length === 1 && collapse(link.text()) === collapse($(li).text());
  });
}

/** Items of the innermost visible lists in an element (nested lists are items of their own). */
function listItems($: CheerioAPI, el: Cheerio<AnyNode>): string[] {
  const shown = new Map<AnyNode, boolean>();
  const isShown = (list: AnyNode): boolean => {
    let value = shown.get(list);
    if (value === undefined) {
      value = !$(list).closest(HIDDEN).length && !isNavigationList($, $(list));
      shown.set(list, value);
    }
    return value;
  };
  return el
    .find('li')
    .toArray()
    .filter((li) => $(li).find('li').length === 0 && li.parent !== null && isShown(li.parent))
    .map((li) => elementText($(li)))
    .filter(Boolean);
}

/** Lines of one element after a heading: list items, else (when allowed) its paragraphs' lines. */
function blockLines($: CheerioAPI, el: Cheerio<AnyNode>, paragraphs: boolean): string[] {
  const tag = tagName(el);
  if (tag === 'ul' || tag === 'ol' || el.find('li').length) return listItems($, el.is('li') ? el.parent() : el);
  if (!paragraphs) return [];
  if (tag === 'p') return unlabelledLines(el);
  return el.find('p').filter((_, p) => !$(p).closest(HIDDEN).length).toArray().flatMap((p) => unlabelledLines($(p)));
}

/** 1 for <h1> … 6 for <h6>; 7 for anything else. */
const headingRank = (el: Cheerio<AnyNode>): number => {
  const tag = tagName(el);
  return HEADING.test(tag) ? Number(tag.slice(1)) : 7;
};

/** A heading of the section's rank or above starts the next section; lower ones name groups. */
const endsSection = (el: Cheerio<AnyNode>, rank: number): boolean => {
  const own = headingRank(el);
  return own <= Math.min(rank, 6) || (own === 7 && headingRank(el.children('h1, h2, h3, h4, h5, h6').first()) <= rank);
};

/**
 * Lines of what follows a heading: lists (several when sub-headed groups follow) or paragraphs,
 * up to the next section heading. Climbs out of wrappers the heading sits in.
 */
function contentAfter($: CheerioAPI, heading: Cheerio<AnyNode>, section: Section, paragraphs: boolean): string[] {
  const rank = headingRank(heading.closest('h1, h2, h3, h4, h5, h6'));
  let current = heading;
  for (let depth = 0; depth < 4 && current.length; depth++, current = current.parent()) {
    const lines: string[] = [];
    for (const sibling of current.nextAll().toArray()) {
      const $sibling = $(sibling);
      const text = collapse($sibling.text());
      if (isHeadingText(text, section.stop) || (lines.length && isHeadingText(text, section.heading))) break;
      if (lines.length && endsSection($sibling, rank)) break;
      lines.push(...blockLines($, $sibling, paragraphs));
    }
    if (lines.length) return lines;
  }
  return [];
}

/** Tags a heading is written with; divs only as leaves (reading every div's text is quadratic). */
const HEADING_TAGS = 'h1, h2, h3, h4, h5, h6, strong, b, p, dt, th, span, header, legend, label';

/** Elements whose whole text is a short heading matching the pattern. */
function headingsMatching($: CheerioAPI, pattern: RegExp): Cheerio<AnyNode>[] {
  return $(HEADING_TAGS)
    .add($('div').filter((_, el) => $(el).children().length === 0))
    .toArray()
    .map((el) => $(el))
    .filter((el) => isHeadingText(collapse(el.text()), pattern));
}

/** Lines of the first element whose class or id names the section ("ingredients-list", "steps"). */
function containerLines($: CheerioAPI, section: Section, paragraphs: boolean): string[] {
  for (const el of $('[class], [id]').toArray()) {
    const $el = $(el);
    if (HEADING.test(tagName($el)) || $el.is('li, span, a, img, input, button, label')) continue;
    const names = `${$el.attr('class') ?? ''} ${$el.attr('id') ?? ''}`;
    if (!section.containerClass.test(names)) continue;
    const lines = blockLines($, $el, paragraphs);
    if (lines.length) return lines;
  }
  return [];
}

function sectionLines($: CheerioAPI, section: Section, paragraphs: boolean): string[] {
  for (const candidate of headingsMatching($, section.heading)) {
    const lines = contentAfter($, candidate, section, paragraphs);
    if (lines.length) return lines;
  }
  return containerLines($, section, paragraphs);
}

const imageSource = (img: Cheerio<AnyNode>): string | undefined => {
  const src = img.attr('data-src') ?? img.attr('src');
  return src && !src.startsWith('data:') ? src : undefined;
};

/** The photo of the dish: an image whose alt text names the recipe, else the first after the title. */
function dishImage($: CheerioAPI, title: string | undefined): string | undefined {
  const name = title?.toLowerCase();
  if (name) {
    const named = $('img[alt]').filter((_, img) => ($(img).attr('alt') ?? '').toLowerCase().includes(name));
    const src = imageSource(named.first());
    if (src) return src;
  }
  return imageAfter($, $('h1').first());
}

/** The first image after an element in document order, looking up to a few wrappers out. */
function imageAfter($: CheerioAPI, start: Cheerio<AnyNode>): string | undefined {
  for (let current = start, depth = 0; depth < 4 && current.length; depth++, current = current.parent()) {
    for (const sibling of current.nextAll().toArray()) {
      const src = imageSource($(sibling).is('img') ? $(sibling) : $(sibling).find('img').first());
      if (src) return src;
    }
  }
  return undefined;
}

/** "Cookbook:Pumpkin Pie" → "Pumpkin Pie": a wiki namespace is not part of the name. */
function titleOf($: CheerioAPI): string | undefined {
  const h1 = $('h1').first();
  // A byline in <small> inside the heading ("… by 30Seconds Food") is not part of the title.
  const text = collapse(h1.contents().not('small').text());
  return text.replace(/^[\p{Lu}][\p{L}]*:(?=\S)/u, '') || undefined;
}

const FACT_LINE = /^(prep(?:aration)?(?: time)?|cook(?:ing)?(?: time)?|total(?: time)?|serves|servings?|yields?|makes)\s*:?\s*(.+)$/i;

/** "Prep Time: 5 minutes", "Serves: 4" lines of the page; only short lines count. */
function pageFacts($: CheerioAPI): Pick<RecipeFields, 'prepMinutes' | 'cookMinutes' | 'totalMinutes' | 'yields'> {
  const facts: Pick<RecipeFields, 'prepMinutes' | 'cookMinutes' | 'totalMinutes' | 'yields'> = {};
  for (const line of elementLines($('body'))) {
    if (line.length > MAX_HEADING_LENGTH) continue;
    const match = FACT_LINE.exec(line);
    const [, label = '', value = ''] = match ?? [];
    const kind = label.slice(0, 2).toLowerCase();
    if (kind === 'se' || kind === 'yi' || kind === 'ma') {
      if (/\d/.test(value)) facts.yields ??= value;
      continue;
    }
    const minutes = parseDuration(value) ?? undefined;
    if (minutes === undefined) continue;
    if (kind === 'pr') facts.prepMinutes ??= minutes;
    else if (kind === 'co') facts.cookMinutes ??= minutes;
    else if (kind === 'to') facts.totalMinutes ??= minutes;
  }
  return facts;
}

/**
 * Recipe fields guessed from the page's layout: "Ingredients" / "Instructions" headings followed
 * by lists or paragraphs, else containers whose class names them, and "Serves 4"-style lines.
 * Only the wanted fields are looked for, as the section search is the costliest step.
 */
export function extractHeuristic($: CheerioAPI, wanted: ReadonlySet<keyof RecipeFields>): RecipeFields {
  const itemImage = $('[itemprop="image"]').first();
  const name = titleOf($);
  const ingredients = wanted.has('ingredients') ? sectionLines($, INGREDIENTS, true) : undefined;
  const instructions = wanted.has('instructions') ? sectionLines($, INSTRUCTIONS, true) : undefined;
  return {
    name,
    image: itemImage.attr('content') ?? itemImage.attr('src') ?? dishImage($, name),
    ingredients,
    instructions,
    // Page text is read for times and yields only when no recipe data gave the lines.
    ...(wanted.has('ingredients') && wanted.has('instructions') ? pageFacts($) : {}),
  };
}
