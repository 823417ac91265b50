import type { CheerioAPI } from 'cheerio';
import { MAX_HEADING_LENGTH } from './heuristic.js';
import { STEP_LABEL, STEP_PREFIX } from './step-numbers.js';
import { collapse, elementLines, SKIPPED_TAGS, type AnyNode } from './text.js';

/** How much of the run-on text the shown blocks must hold to stand for it. */
const MIN_COVERAGE = 0.9;
/**
 * How much of it they must hold when the page shows more between them (tips set in the method):
 * nearly all, so that leaving out what the text does not hold loses no step.
 */
const MIN_COVERAGE_WITH_ASIDES = 0.97;
/** Characters of each end of the text that locate it in the page. */
const END_LENGTH = 20;

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/** The innermost element whose text holds both ends of the run-on text, if any. */
function containerOf($: CheerioAPI, head: string, tail: string): AnyNode | undefined {
  let found: DomNode | undefined;
  // Bottom-up, so the first element holding both ends is an innermost one.
  const textOf = (node: DomNode): string => {
    if (node.type === 'text') return node.data ?? '';
    if (found || !node.children || (node.name && (SKIPPED_TAGS.has(node.name) || node.name === 'textarea'))) return '';
    const text = collapse(node.children.map(textOf).join(' '));
    if (!found && node.type === 'tag' && text.includes(head) && text.includes(tail)) found = node;
    return text;
  };
  textOf($('body').get(0) as unknown as DomNode);
  return found as AnyNode | undefined;
}

/** Lines of the element with each bare step label joined to the line it numbers. */
function labelledLines($: CheerioAPI, el: AnyNode): string[] {
  const lines: string[] = [];
  let label = '';
  for (const line of elementLines($(el))) {
    if (STEP_LABEL.test(line)) label = `${label}${line} `;
    else {
      lines.push(`${label}${line}`);
      label = '';
    }
  }
  return lines;
}

/** A stage's title and its colon opening the run-on text ("Preparation: Heat …"), shown on the page as a heading. */
const LEADING_STAGE_TITLE = new RegExp(String.raw`^[^.!?:]{1,${MAX_HEADING_LENGTH}}:\s+`);

/**
 * Structured data that gives the whole method as one run-on text, while the page shows that text
 * in blocks ("Step 1" cards, paragraphs): the blocks as shown are the steps. Lines around them
 * that the text does not hold (the "How to Make It" heading) are left out, and so are lines
 * between them (a tip boxed inside a step), which the text's author did not count as method.
 * The titles of the stages the text writes before a colon ("Preparation: … Cooking: …") are the
 * page's headings over the stages' blocks, no steps.
 */
export function shownSteps($: CheerioAPI, steps: string[]): string[] {
  const [only] = steps;
  if (steps.length !== 1 || !only || only.length < END_LENGTH * 4) return steps;
  const text = collapse(only);
  const start = text.replace(LEADING_STAGE_TITLE, '');
  const container = containerOf($, start.slice(0, END_LENGTH), text.slice(-END_LENGTH));
  if (!container) return steps;
  const held = (line: string): boolean => text.includes(line.replace(STEP_PREFIX, ''));
  const stageTitle = (line: string): boolean => !/[.!?]$/.test(line) && text.includes(`${line}: `);
  const all = labelledLines($, container);
  const lines = all.filter((line) => !stageTitle(line));
  // The text the blocks must cover, without its stages' titles and their colons.
  const method = text.length - all.filter(stageTitle).reduce((sum, title) => sum + title.length + 2, 0);
  // After a stage's title the first block is the title itself where the page shows it with its
  // colon, else the one opening the text: not a line (an amount among the ingredients) the text
  // happens to hold further on.
  const title = text.slice(0, text.length - start.length).trim();
  const opensText = (line: string): boolean => line === title || start.startsWith(line.replace(STEP_PREFIX, '').slice(0, END_LENGTH));
  const first = start === text ? lines.findIndex(held) : lines.findIndex(opensText);
  const last = lines.findLastIndex(held);
  const between = first < 0 ? [] : lines.slice(first, last + 1);
  const shown = between.filter(held);
  const covered = shown.reduce((sum, line) => sum + line.length, 0);
  const coverage = shown.length === between.length ? MIN_COVERAGE : MIN_COVERAGE_WITH_ASIDES;
  return shown.length > 1 && covered >= method * coverage ? shown : steps;
}

/** A sentence's end touching the next sentence's capital ("3 minutes.Add the tomatoes"). */
const GLUED_SENTENCES = /(?<=\p{Ll}[.!?])(?=\p{Lu}\p{Ll})/u;

/**
 * Recipe data that gives the whole method as one text whose steps were run together without a
 * space ("…for 3 minutes.Add the tomatoes…", the page's paragraphs stripped of their tags): where
 * the page shows no blocks to go by, each sentence end touching the next one's capital starts a
 * step, as that is where the page's blocks met.
 */
export function gluedSteps(steps: string[]): string[] {
  const [only] = steps;
  if (steps.length !== 1 || !only) return steps;
  const parts = only.split(GLUED_SENTENCES).map((part) => part.trim()).filter(Boolean);
  return parts.length > 1 ? parts : steps;
}
