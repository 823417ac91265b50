import { joinLines } from './text.js';
import { words } from './vocabulary.js';

/** "Step", "Schritt", "Étape" … */
export const STEP = words('step');

/** Chinese, Japanese and Korean writing, which sets no space after a step's number ("1.奶油奶酪软化"). */
const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`;

/**
 * "1. ", "2) ", "Step 3: ", "Step 3 | " or "Step 3 " opening a line; the number is captured (in the first
 * group after "Step", else the second). A bare number needs its mark: "2 eggs" is no step. "Step 1"
 * set in an element of its own may touch the step's first word ("Step 1Preheat"), and so may a
 * number before Chinese or Japanese text ("1.奶油", "2、加入") and a number and point set in an
 * element of their own before the first word ("1.Place"; "1.5 cups" is an amount).
 */
export const STEP_NUMBER = new RegExp(
  String.raw`^(?:${STEP}\s*(\d{1,2})\s*[.:)|\u2013\u2014-]?(?:\s+|(?=\p{L}))|(\d{1,2})(?:\s*[.:)]\s+|[.:)、](?=${CJK})|\.(?=\p{L})))(?=\S)`,
  'iu',
);

/**
 * "1- Mix …", "2 – Bake …": a number and a dash opening a paragraph, as a blog numbers its steps
 * by hand. Read only where paragraphs count 1, 2, 3 in a row: a lone "2 - 3 eggs" is an amount.
 */
const DASHED_NUMBER = /^(\d{1,2})\s*[-–]\s+(?=\S)/;

/** The number a paragraph gives itself as a step, a dash after it too ("1- Mix" → 1). */
export function paragraphNumber(line: string): number | undefined {
  const dashed = DASHED_NUMBER.exec(line)?.[1];
  return stepNumber(line) ?? (dashed === undefined ? undefined : Number(dashed));
}

/** A paragraph without the number it gives itself as a step. */
export const withoutParagraphNumber = (line: string): string => withoutNumber(line).replace(DASHED_NUMBER, '');

/** A text that only numbers the step after it ("Step 1", "2."). */
export const STEP_LABEL = new RegExp(String.raw`^(?:${STEP}\s*)?\d+[.:)]?$`, 'i');
/** A step's number opening a line, with or without "Step" and a mark ("Step 1 ", "2. ", "3 "). */
export const STEP_PREFIX = new RegExp(String.raw`^(?:${STEP}\s*)?\d+[.:)]?\s+(?=\S)`, 'i');

/** The number a line gives itself as a step ("Step 2: …" → 2), if any. */
export function stepNumber(line: string): number | undefined {
  const match = STEP_NUMBER.exec(line);
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/** "Step 1" touching the first word of a line ("Step 1Preheat …"): a label set in an element of its own. */
const STEP_LABEL_TOUCHING = new RegExp(String.raw`^${STEP}\s*\d{1,2}(?=\p{L})`, 'iu');

/**
 * An item of a method without the "Step 1" label a page sets in an element of its own before the
 * words (shown above them); a label typed into the text ("Step 1: Preheat") is left as written.
 */
export const withoutStepLabel = (line: string): string => line.replace(STEP_LABEL_TOUCHING, '');

/** A line without the step number typed before it: a list marker written as text. */
export const withoutNumber = (line: string): string => line.replace(STEP_NUMBER, '');

/**
 * "2. ", "3) ", "Step 4: " inside a run of text, where a sentence has ended ("1. Day 2: Place…"
 * is one step).
 */
const INLINE_NUMBER = new RegExp(
  String.raw`(?<=[.!?]\s+)(?:${STEP}\s*(\d{1,2})\s*[.:)\u2013\u2014-]?|(\d{1,2})[.)])\s+(?=\S)|(?<=${CJK}\s*)(\d{1,2})[.)、](?=${CJK})`,
  'giu',
);
/** Numbers that go on counting at a text's end with nothing after them ("… 11. 12."): empty steps. */
const EMPTY_NUMBERS = /(?:\s\d{1,2}[.)、])+$/u;

/**
 * A text numbering its steps 1, 2, 3 … in a row split before each number ("1. Mix. 2. Bake." → two
 * steps); a text going on with a count its earlier lines began (done steps) starts with the rest of
 * the last step, and ends before numbers left empty.
 */
function splitRunOn(text: string, done = 0): string[] {
  const opens = stepNumber(text) === done + 1;
  if (!opens && !done) return [text];
  const starts = opens ? [0] : [];
  for (const match of text.matchAll(INLINE_NUMBER)) {
    if (Number(match[1] ?? match[2] ?? match[3]) === done + starts.length + 1) starts.push(match.index);
  }
  if (!starts.length) return [text];
  const steps = starts.map((start, i) => text.slice(start, starts[i + 1]).trim());
  const last = steps.length - 1;
  const empty = EMPTY_NUMBERS.exec(steps[last] ?? '');
  const numbers = empty?.[0].match(/\d+/g)?.map(Number) ?? [];
  if (empty && numbers.every((n, i) => n === done + steps.length + i + 1)) steps[last] = (steps[last] ?? '').slice(0, empty.index);
  return opens ? steps : [text.slice(0, starts[0]).trim(), ...steps];
}

/** A bare number opening a line ("3 Stir …"), as a page shows a step's number in an element of its own. */
const BARE_NUMBER = /^(\d{1,2})\s+(?=\S)/;

/** A line that ends as a sentence does ("Stir well.", "煮20分钟。"), as steps do and ingredients and titles rarely. */
export const SENTENCE_END = /[.!?。！]\s*$/;

/** Longest line read as a title over steps ("Massa", "For the frosting"). */
const MAX_TITLE_LENGTH = 40;
/** A short line that ends no sentence: a title over steps, or a group's name. */
const isTitle = (line: string): boolean => line.length <= MAX_TITLE_LENGTH && !SENTENCE_END.test(line);

/**
 * Steps that each open with a bare number counting them 1, 2, 3 … (the number set in a cell or
 * badge of its own): the numbers are list markers, not text, also where the names of groups of
 * steps stand between them ("Massa", "1 Em um …", "2 Despeje …", "Cobertura", "3 Em uma …").
 * So are the numbers of step cards' titles counting 1, 2, 3 … from the first line, each title over
 * its text ("1 Cook the pasta", "Boil …", "2 Make the sauce", "Melt …"); a title is no sentence.
 * A lone "2 eggs" keeps its number.
 */
export function withoutCountedNumbers(lines: string[]): string[] {
  const numbered = lines.filter((line) => BARE_NUMBER.test(line));
  const others = lines.filter((line) => !BARE_NUMBER.test(line));
  const opens = BARE_NUMBER.test(lines[0] ?? '') || (others.length > 0 && others.every(isTitle));
  const counting = numbered.length >= 2 && opens && numbered.every((line, i) => Number(BARE_NUMBER.exec(line)?.[1]) === i + 1);
  const markers = counting && (others.every(isTitle) || !numbered.some((line) => SENTENCE_END.test(line)));
  return markers ? lines.map((line) => line.replace(BARE_NUMBER, '')) : lines;
}

/** Whether the numbered lines among these count 1, 2, 3 … (two at least). */
function counted(lines: string[]): boolean {
  const numbers = lines.map(stepNumber).filter((n) => n !== undefined);
  return numbers.length >= 2 && numbers.every((n, i) => n === i + 1);
}

/**
 * Lines of a method numbered 1, 2, 3 …: from the first numbered line to the last, without their
 * numbers (a closing "Enjoy!" after them is no step); other lines as they are.
 */
export function numberedRun(lines: string[]): string[] {
  if (!counted(lines)) return lines;
  const first = lines.findIndex((line) => stepNumber(line) !== undefined);
  const last = lines.findLastIndex((line) => stepNumber(line) !== undefined);
  return lines.slice(first, last + 1).map(withoutNumber);
}

/**
 * "Step 3" heading the text below it, alone or with a short title ("Step 1: Prepare the onions");
 * a title that ends its sentence ("Step 1: Preheat the oven.") is the step itself.
 */
const STEP_HEADING = new RegExp(String.raw`^${STEP}\s*(\d{1,2})\s*(?:[.:)\u2013\u2014-]\s*[^.!?]{0,60})?$`, 'iu');

/**
 * Lines without the "Step 1" … "Step n" headings set above each step's text, as a page shows its
 * method in cards (the heading in an element of its own, the directions under it): the headings
 * count 1, 2, 3 … and each has text of its own after it, so they label the steps and are none.
 */
export function withoutStepHeadings(lines: string[]): string[] {
  const headings = lines.flatMap((line, i) => {
    const match = STEP_HEADING.exec(line);
    return match ? [{ at: i, number: Number(match[1]) }] : [];
  });
  const labels =
    headings.length >= 2 &&
    headings.every(({ at, number }, i) => number === i + 1 && at + 1 < lines.length && !STEP_HEADING.test(lines[at + 1] ?? ''));
  if (!labels) return lines;
  const at = new Set(headings.map((heading) => heading.at));
  return lines.filter((_, i) => !at.has(i));
}

/**
 * The steps of a method given as one text: its lines, and a line numbering several steps in a
 * row split into them. Numbers counting the lines 1, 2, 3 … are list markers and are left out;
 * a lone number ("2 eggs", "350 F") is text.
 */
export function numberedSteps(text: string[]): string[] {
  const lines = withoutStepHeadings(text);
  const split: string[] = [];
  // The last number of steps counted 1, 2, 3 … so far; -1 once a number breaks the count.
  let done = 0;
  for (const line of lines) {
    const steps = splitRunOn(line, Math.max(done, 0));
    // A line of a step broken in two before the count goes on: its head ends that step.
    if (done > 0 && stepNumber(line) === undefined && steps.length > 1) {
      split[split.length - 1] = joinLines([split[split.length - 1] ?? '', steps.shift() ?? '']);
    }
    for (const step of steps) {
      const n = stepNumber(step);
      if (n !== undefined && done >= 0) done = n === done + 1 ? n : -1;
    }
    split.push(...steps);
  }
  return counted(split) ? split.map(withoutNumber).filter(Boolean) : split;
}
