import { draftFromFields } from './draft.js';
import {
  AFTER_STEPS_HEADING,
  EQUIPMENT_HEADING,
  headingYields,
  INGREDIENTS_HEADING,
  INSTRUCTIONS_HEADING,
  isFactLine,
  isCaptionLine,
  isHeadingText,
  LEADING_AMOUNT,
  lineFacts,
  MAX_HEADING_LENGTH,
  sentenceYields,
  splitFacts,
} from './heuristic.js';
import { parseDuration } from './duration.js';
import type { Facts } from './heuristic.js';
import { parseIngredientLine, tidyIngredientLine } from './ingredient-parser.js';
import { STEP, STEP_NUMBER } from './step-numbers.js';
import { collapse } from './text.js';
import type { ExtractResult, RecipeFields } from './types.js';
import { LETTER_END, WORD_END, words } from './vocabulary.js';

/**
 * A recipe pasted as text (a message, a PDF or a note) read with the page heuristics' rules:
 * the same section headings ("Ingredients", "Method", "Notes"), fact lines ("Serves 4", "Prep:
 * 10 mins") and step numbers, on lines instead of elements.
 */

/** The sender and time a chat app puts before a copied message ("[14/03/2025, 19:02] Mum: "). */
const CHAT_PREFIX = /^(?:\[[\d/.,:\sAPMapm-]{8,30}\]|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\s+-)\s*[^:\n]{1,40}:\s+/;
/** List marks before a line: bullets, check boxes, dashes, Markdown's "#", "*" and "+", a task list's "- [ ]". */
const BULLET = /^(?:(?:[•·▪▫◦●○■□▢☐✓✔➤►▶→*+#>]|\[[ xX]?\](?=\s)|[-–—](?=\s))\s*)+/u;
/** Pictographs that dress a social post's lines ("🥗 Soup 🥗", "👉 2 eggs", "✨ Method ✨"). */
const LEADING_PICTOGRAPHS = /^[\p{Extended_Pictographic}\uFE0F\u200D]+(?:\s+[\p{Extended_Pictographic}\uFE0F\u200D]+)*\s*/u;
const DRESSING = /[\p{Extended_Pictographic}\uFE0F\u200D\s]/u;
/** The pictographs that close a line, read from its end (a pattern anchored at the end would retry from every character). */
function trailingPictographs(text: string): string {
  const characters = [...text];
  let start = characters.length;
  while (start > 0 && DRESSING.test(characters[start - 1] ?? '')) start--;
  return characters.slice(start).join('');
}
/**
 * What a PDF's typesetting puts in copied text: ligatures ("ﬁnely" for "finely") and the fraction
 * slash ("1⁄2"), written out as the letters and the slash a reader types.
 */
const TYPESET = /[\uFB00-\uFB06\u2044]/g;
const untypeset = (text: string): string => text.replace(TYPESET, (glyph) => (glyph === '\u2044' ? '/' : glyph.normalize('NFKC')));
/**
 * "gar-" closing a line before "lic": a word a PDF hyphenated where its line broke. A compound
 * broken at its own hyphen ("sugar-" / "free") loses it too, a rarer break in justified text.
 */
const BROKEN_WORD = /(\p{Ll}{2})-$/u;
/** "1️⃣ Blend …": a keycap digit numbers a step. */
const KEYCAP_NUMBER = /^(\d)\uFE0F?\u20E3\s*/u;
/** "#vegan #dinner": a post's tags, no part of the recipe. */
const HASHTAGS_ONLY = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;
/** One tag: a "#10 can" is no tag. */
const HASHTAG = /^#\p{L}[\p{L}\p{N}_]*$/u;
/** A line without the tags that close it ("Save this 📌 #appetizers #party"), read word by word from its end. */
function withoutClosingTags(text: string): string {
  const words = text.split(' ');
  let end = words.length;
  while (end > 1 && HASHTAG.test(words[end - 1] ?? '')) end--;
  return end === words.length ? text : words.slice(0, end).join(' ');
}
/** "*the zest is optional": an asterisk touching the first word marks a footnote, not a bullet. */
const FOOTNOTE = /^\*(?=\p{L})/u;
/** Emphasis around a whole line or label: WhatsApp's *bold* and _italic_, Markdown's **bold**. */
const EMPHASIS = /(\*{1,2}|_{1,2})(?=\S)(.+?)(?<=\S)\1/g;
/** A line that ends a sentence or a list item as written. */
const ENDS_SENTENCE = /[.!?…)"”]$/;
/** Wrapped lines of a PDF or a narrow note are about this long; a shorter line ends where it should. */
const WRAPPED_LINE = 50;
/** Longest line without a final full stop still read as an ingredient when no heading says so. */
const MAX_INGREDIENT_LENGTH = 80;
/** Sections after the steps that are the cook's notes (nutrition, FAQ and video are not). */
const NOTES_HEADING = new RegExp(`^${words('notes')}${WORD_END}`, 'i');
/**
 * What a browser prints around a page saved as PDF: a header with the date and time, a footer with
 * the address and the page number ("https://site/recipe 1/2"), "Page 1 of 2".
 */
const PRINT_ARTEFACT = /^(?:\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\s|https?:\/\/\S+(?:\s+\d+\s*\/\s*\d+)?$|page\s+\d+(?:\s+of\s+\d+)?$)|\spage\s+\d+\s+of\s+\d+$/i;
/**
 * A recipe card's controls, copied with its text: the buttons that scale it ("Scale 1x2x3x",
 * "½x1x2x", "1/2X"), its units switch ("Units US Metric"), its buttons ("Save to my recipes", "Print
 * Recipe", "Show Images") and the switch that keeps the screen on ("Cook Mode Prevent your screen from going dark").
 */
const CARD_CONTROL =
  /^(?:(?:scale\s*)?(?:(?:\d+(?:[./]\d+)?|\.\d+|[½¼¾])x\s*)+|cook mode\b.*|units?(?:\s+(?:us|usm|metric|imperial|customary)\b)+|(?:save|print|pin|jump)(?:\s+(?:to|my|this|the|recipes?))*|(?:show|hide)\s+(?:images|photos|pictures))$/i;
/** "Hi Jo", "Hallo ihr Lieben": the greeting that opens a message. */
const GREETING = new RegExp(`^${words('greetings')}${WORD_END}`, 'i');
/**
 * The header lines of a forwarded e-mail ("From: Jo", "Subject: Fwd: Soup") and the line a mail
 * app sets above them ("---------- Forwarded message ---------", "Begin forwarded message:").
 */
const MAIL_HEADER = /^(?:(?:from|to|cc|date|sent|subject):\s|-{2,}\s*(?:forwarded|original)\s+message\s*-{2,}$|begin\s+forwarded\s+message:?$)/i;
/** "1.Preheat": a step number typed without its space (not "1.5 cups"). */
const GLUED_STEP_NUMBER = /^(\d{1,2})\.(?=\p{Lu})/u;
/** A time the recipe takes that is neither prep nor cooking ("Chill time: 2 hours", "Rest: 10 min"). */
const OTHER_TIME = new RegExp(String.raw`^${words('otherTimes')}(?:\s+time)?\s*:?\s*(?=\d)`, 'i');
/** "Edit: typo", "P.S. use less salt": what a post or a letter adds after the recipe, a note. */
const POSTSCRIPT = /^(?:edit(?:ed)?|update|p\.?\s?s\.?)\s*[:.–-]\s*(?=\S)/i;
/** "Source: https://…", "Adapted from Jo's mum": where the recipe comes from, a note wherever it stands. */
const SOURCE = new RegExp(String.raw`^${words('source')}\s*:?\s+\S`, 'i');
/**
 * What a reading app adds to a copied passage: Apple Books quotes it and appends "Excerpt From",
 * the book and its copyright line; Kindle appends the citation ("… (p. 112). Kindle Edition.").
 * Only spaces, not line breaks, are looked past around the marker: a run of blank lines is no
 * place to start the search over from each time.
 */
const BOOK_CITATION = /\n[ \t]*Excerpt From[ \t]*\n[\s\S]*$|\n[^\n]*\bKindle Edition\.?[ \t\n]*$/;
const QUOTED = /^\s*[“"]([\s\S]*)[”"]\s*$/;
/** The passage without the citation a reading app appended, and without the quotes it set around it. */
function withoutBookCitation(text: string): string {
  const passage = text.replace(BOOK_CITATION, '');
  return passage === text ? text : passage.replace(QUOTED, '$1');
}
/** Value before its label ("4 servings", "20 min total") or a phrase for the total ("Ready in 30 min"). */
const NUMBER_FIRST_FACTS: [RegExp, string][] = [
  [new RegExp(String.raw`^(\d+(?:\s*[-–]\s*\d+)?)\s+(?:${words('portions')}|${words('people')})$`, 'i'), 'Servings: $1'],
  [/^(\d.*?)\s+(prep|cook|total|bake|roast)(?:\s+time)?$/i, '$2: $1'],
  [new RegExp(String.raw`^${words('readyIn')}\s+(\d.*)$`, 'i'), 'Total: $1'],
  [/^(?:bake|roast|grill|fry)(?:\s+time)?\s*:?\s*(\d.*)$/i, 'Cook: $1'],
];
/** A fact as the shared fact reader knows it: label first ("Total: 20 min"), baking as cooking. */
const labelledFact = (piece: string): string => NUMBER_FIRST_FACTS.reduce((text, [pattern, label]) => text.replace(pattern, label), piece);
/** A label on a line of its own, its value on the next ("Preparation time" / "1 to 2 hours", "Prep:" / "30"). */
const LONE_FACT_LABEL = /^(?:(?:(?:prep(?:aration)?|cook(?:ing)?|total|bake|baking)\s+time|serves|servings|yields?)\s*:?|(?:prep|cook|total)\s*:)$/i;

/** A piece of a value a card sets after a lone label: a number, or a unit and the minutes after it ("hrs 30"). */
const VALUE_PIECE = new RegExp(String.raw`^(?:\d+(?:[.,/]\d+)?|(?:${words('hours')}|${words('minutes')})${LETTER_END}\.?(?:\s+\d+)?)$`, 'i');

/** "20 minutes", "1-2 hrs", "1 Std. 30 Min.": a time in any language's units. */
// From the start of a number only: a match tried inside a long run of digits costs the run again.
const DURATION = String.raw`(?<!\d)\d+(?:\s*(?:-|–|to)\s*\d+)?\s*(?:${words('hours')}|${words('minutes')})${LETTER_END}\.?(?:\s*(?:${words('and')}\s+)?\d+\s*${words('minutes')}${LETTER_END}\.?)?`;
const ABOUT = String.raw`(?:(?:about|around|approx\.?|roughly|just)\s+)?`;
/**
 * Times and servings a card's head runs together with other labels on one line ("Author: Jo Cook
 * Prep Time: 5 minutes Cook Time: 3 minutes", "Cuisine: MexicanPrep Time: 30 minutesCook Time: …").
 */
const RUN_ON_FACT = new RegExp(String.raw`(?:(?:prep(?:aration)?|cook(?:ing)?|total)\s+time|servings|yield)\s*:\s*(?:${DURATION}|\d+(?:\s*[-–]\s*\d+)?(?![\d.,]))`, 'gi');
/** The facts of a run-on line, a small letter touching a capital read as two labels' edge. */
const runOnFacts = (text: string): string[] => text.replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ').match(RUN_ON_FACT) ?? [];
/** Times told in a sentence before the ingredients ("Prep takes about 15 minutes and they bake in 20 minutes (35 minutes total)"). */
const PROSE_TIMES: [keyof Facts, RegExp][] = [
  ['prepMinutes', new RegExp(String.raw`\bprep(?:aration)?(?:\s+time)?\s*(?:takes\s+|is\s+|of\s+)?${ABOUT}(${DURATION})|\btakes\s+${ABOUT}(${DURATION})\s+to\s+prep`, 'i')],
  ['cookMinutes', new RegExp(String.raw`\b(?:cook|bake|roast)(?:s|ing)?(?:\s+time)?\s*(?:takes\s+|is\s+|in\s+|of\s+)?${ABOUT}(${DURATION})`, 'i')],
  ['totalMinutes', new RegExp(String.raw`(${DURATION})\s+(?:in\s+)?total\b|\btotal(?:\s+time)?\s*(?:of\s+|is\s+)?${ABOUT}(${DURATION})|\b${words('readyIn')}\s+${ABOUT}(${DURATION})|(${DURATION})\s+start\s+to\s+finish|(?:^|,\s*)${ABOUT}(${DURATION})\s*(?:[,.]|$)`, 'i')],
];

function proseTimes(text: string): Facts {
  const found = PROSE_TIMES.map(([key, pattern]) => [key, parseDuration(pattern.exec(text)?.slice(1).find(Boolean)) ?? undefined] as const);
  return Object.fromEntries(found.filter(([, minutes]) => minutes !== undefined));
}
/** "Enjoy!! ❤️", "Love, Jo", "Save this for your next party", "Sent from my iPhone": a short closing line of a message or a post. */
const SIGN_OFF = /^(enjoy|love|cheers|thanks|xx|save this|follow|sent from my)\b.{0,30}$/i;

type Kind = 'ingredients' | 'instructions' | 'notes' | 'other';

interface Line {
  text: string;
  /** The line had a bullet, a step number or "Step n" before it. */
  marked: boolean;
  /** A blank line came before it. */
  afterBlank: boolean;
  /** A note written on its label's line: it belongs to the notes wherever it stands. */
  noted?: boolean;
  /** Its only mark is a pictograph ("⏱ Prep 15 min"): an icon before a fact, as much as a bullet. */
  pictograph?: boolean;
  /** A line of a copied page before its recipe card's ingredients: the head's, whatever it says ("Ingredients" over the post's talk). */
  beforeCard?: boolean;
  /** A line of a copied page outside its recipe card: it may tell a fact, and is nothing else. */
  outside?: boolean;
}

/**
 * A line without chat prefix, emphasis, pictographs and list marks; a step number is kept (it is
 * stripped later). A pictograph before a line is its bullet; the same one on both sides frames a
 * title or heading ("✨ Method ✨"), and one after an item is part of it ("2 eggs 🥚").
 */
function cleanLine(raw: string): { text: string; bulleted: boolean; footnote: boolean; pictograph: boolean } {
  const unprefixed = collapse(untypeset(raw).replace(CHAT_PREFIX, '')).replace(KEYCAP_NUMBER, '$1. ');
  const untagged = withoutClosingTags(unprefixed);
  if (HASHTAGS_ONLY.test(untagged)) return { text: '', bulleted: false, footnote: false, pictograph: false };
  const before = LEADING_PICTOGRAPHS.exec(untagged)?.[0].trim();
  const after = trailingPictographs(untagged);
  const framed = before !== undefined && after.trim() === before;
  const undressed = framed ? untagged.slice(0, untagged.length - after.length) : untagged;
  const text = undressed.replace(LEADING_PICTOGRAPHS, '').replace(EMPHASIS, '$2');
  const bare = text.replace(BULLET, '');
  const footnote = FOOTNOTE.test(text);
  return {
    text: collapse(footnote ? text.slice(1) : bare).replace(GLUED_STEP_NUMBER, '$1. '),
    bulleted: (before !== undefined && !framed) || bare !== text,
    footnote,
    pictograph: before !== undefined && !framed && bare === text,
  };
}

/** The section a heading line opens, if it is one ("Ingredients:", "*Steps*", "How to make it"). */
function headingKind(text: string, inSteps: boolean): Kind | undefined {
  // A colon is all a section's name leaves for the fact reader's value ("Zubereitung:", "Preparation:");
  // "Preparation time:" is a fact's label without the colon too.
  if (isFactLine(text) && isFactLine(text.replace(/\s*:$/, ''))) return undefined;
  const heading = text.replace(/[:\s]+$/, '');
  // A numbered line or a sentence names a section only by starting with its name ("2. Ingredients"):
  // "1. Cook per package directions." and "Repeat the steps." are steps. So, among the steps, is
  // "Mix ingredients".
  const stepLike = STEP_NUMBER.test(heading) || /[.!?]$/.test(heading);
  const opens = (pattern: RegExp): boolean => isHeadingText(heading, pattern) && pattern.exec(heading.replace(/^[^\p{L}]+/u, ''))?.index === 0;
  if (isHeadingText(heading, INGREDIENTS_HEADING) && (!(inSteps || stepLike) || opens(INGREDIENTS_HEADING))) return 'ingredients';
  if (isHeadingText(heading, INSTRUCTIONS_HEADING) && (!stepLike || opens(INSTRUCTIONS_HEADING))) return 'instructions';
  if (isHeadingText(heading, NOTES_HEADING)) return 'notes';
  // The tools a recipe needs ("Equipment", "Tools") are neither ingredients nor steps.
  if (!stepLike && isHeadingText(heading, EQUIPMENT_HEADING)) return 'other';
  if (isHeadingText(heading, AFTER_STEPS_HEADING)) return 'other';
  return undefined;
}

/** "Ingredients: 2 eggs, 1 cup rice", "Steps: Heat the oil…": a heading with its section on the same line, as a message writes it. */
const INLINE_SECTION = /^([^:\d]{3,30}):\s*(\S.*)$/;
/** Ingredients written on one line: a comma before the next amount ends one ("2 eggs, 1 cup rice"), others stay ("1 onion, diced"). */
const INLINE_INGREDIENT_END = new RegExp(String.raw`\s*[,;]\s+(?=${LEADING_AMOUNT.source.replace(/^\^/, '')})`);

/**
 * The lines a line stands for: a heading and its section's lines for an inline section, else the
 * line. A note ("Note: use a big pan") goes to the notes alone: the steps around it stay steps.
 */
function inlineSection(line: Line): Line[] {
  const [, label = '', rest = ''] = INLINE_SECTION.exec(line.text) ?? [];
  // "Czas przygotowania: 20 min": a fact whose label names a section.
  const kind = label && !factPieces(line.text).every(isFactLine) && headingKind(label, false);
  if (kind === 'notes') return [{ text: rest, marked: false, afterBlank: line.afterBlank, noted: true }];
  if (kind !== 'ingredients' && kind !== 'instructions') return [line];
  const heading = { text: `${label}:`, marked: false, afterBlank: line.afterBlank };
  const pieces = kind === 'ingredients' ? rest.split(INLINE_INGREDIENT_END) : [rest];
  return [heading, ...pieces.map((text) => ({ text, marked: false, afterBlank: false }))];
}

/** "Buen provecho! 💛": a short exclamation that pictographs close. */
const isCheer = (text: string): boolean => {
  const words = withoutClosingPictographs(text).trimEnd();
  return text.length <= 40 && words !== text && words.endsWith('!');
};

/** "Step 2" alone on its line: the number of the step that follows. */
const STEP_LABEL = new RegExp(String.raw`^${STEP}\s*\d{1,2}\s*[.:)]?$`, 'i');

/**
 * Steps from lines: numbered or bulleted lines start steps and the lines after them continue it
 * (a PDF breaks a step across lines); unmarked, a blank line or a finished sentence ends a step,
 * and a line wrapped mid-sentence goes on.
 */
function stepsOf(lines: Line[]): string[] {
  const marked = lines.some((line) => line.marked);
  const steps: string[] = [];
  let open = false;
  let labelled = false;
  let lastLineLength = 0;
  for (const line of lines) {
    if (STEP_LABEL.test(line.text)) {
      labelled = true;
      continue;
    }
    // A closing line of a message after the steps ("Enjoy!! ❤️") is no step; one in a step's place is.
    const closing = SIGN_OFF.test(line.text) && !line.marked && !labelled && line.afterBlank && steps.length > 0;
    if (closing) continue;
    const text = line.text.replace(STEP_NUMBER, '');
    const last = steps[steps.length - 1];
    const starts = line.marked || labelled || line.afterBlank;
    const continues = marked
      ? !starts && open
      : !starts && open && last !== undefined && !ENDS_SENTENCE.test(last) && (/^\p{Ll}/u.test(text) || lastLineLength >= WRAPPED_LINE);
    // A word hyphenated at the line's end is one word again ("gar-" + "lic, and sauté").
    if (continues && last !== undefined) steps[steps.length - 1] = BROKEN_WORD.test(last) && /^\p{Ll}/u.test(text) ? `${last.slice(0, -1)}${text}` : `${last} ${text}`;
    else steps.push(text);
    open = true;
    labelled = false;
    lastLineLength = line.text.length;
  }
  return steps;
}

/** A line wrapped inside an ingredient: it starts in lower case after a comma, "or", "and" or an open bracket. */
const continuesIngredient = (previous: string, line: string): boolean =>
  /^\p{Ll}/u.test(line) && (/(,|\bor|\band|\bof|\()$/.test(previous) || (previous.split('(').length > previous.split(')').length));

/**
 * Captions of groups written without a colon ("Curry sauce", "Glaze"): short unmarked lines with no
 * amount that set themselves apart from the ingredients. Where the ingredients have bullets, every
 * such line is one (the last may head the steps that follow); in a list without bullets, one that
 * comes first or after a blank line and opens a run of amounts, where at least two groups open so.
 */
function bareCaptions(lines: Line[]): Set<Line> {
  // A name under an amount set on its own line ("3/4 c.", then "all-purpose flour") is that amount's,
  // and a line under a caption ("For the cake:", then "Cooking spray") is its group's first.
  const named = new Set(lines.filter((_, index) => index > 0 && (isAmountOnly(lines[index - 1]?.text ?? '') || isCaptionLine(lines[index - 1]?.text ?? ''))));
  const bare = (line: Line): boolean =>
    !line.marked && !LEADING_AMOUNT.test(line.text) && !ENDS_SENTENCE.test(line.text) && line.text.length <= MAX_HEADING_LENGTH && !named.has(line);
  if (lines.filter((line) => line.marked).length * 2 > lines.length) return new Set(lines.filter(bare));
  const opensRun = (index: number): boolean => LEADING_AMOUNT.test(lines[index + 1]?.text ?? '');
  const apart = lines.filter((line, index) => (index === 0 || line.afterBlank) && bare(line) && opensRun(index));
  // A copied page's card sets its captions apart by style alone: in capitals ("COATING") or in title
  // case ("Cilantro Lime Rice"; one word only first, as "Salt" may be an ingredient, or in a list
  // another caption shows to have groups: "Meat & Marinade", then "Sauce").
  const styledAs = (oneWord: boolean) => (line: Line, index: number): boolean => {
    const text = line.text;
    if (!bare(line) || HAS_NUMBER.test(text) || !opensRun(index)) return false;
    const capitalsOnly = /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
    return capitalsOnly || (isTitleCase(text) && (oneWord || index === 0 || /\s/.test(text)));
  };
  const colons = lines.filter((line) => isCaptionLine(line.text)).length;
  const grouped = apart.length + colons + lines.filter(styledAs(false)).length > 0;
  const captions = new Set([...apart, ...lines.filter(styledAs(grouped))]);
  if (captions.size + colons >= 2) return captions;
  // A list a card heads with the dish's name in capitals ("GREEK CHICKPEA STEW", then its amounts): that line alone.
  const [first] = lines;
  return first && styledAs(false)(first, 0) && !/\p{Ll}/u.test(first.text) && /\s/.test(first.text) ? new Set([first]) : new Set();
}

/** "3/4 c.", "12 oz.", "1": an amount a card sets on a line of its own, over the name it measures. */
const isAmountOnly = (line: string): boolean => {
  if (!LEADING_AMOUNT.test(line)) return false;
  // The parser names a line by all of it when it finds no name after the amount and the unit.
  const { unit, name } = parseIngredientLine(line);
  return name === tidyIngredientLine(line) && (unit !== '' || !/\p{L}/u.test(line));
};

function ingredientsOf(lines: Line[]): string[] {
  const out: string[] = [];
  const captions = bareCaptions(lines);
  for (const line of lines) {
    const { text } = line;
    if (isCaptionLine(text) || (isFactLine(text) && HAS_NUMBER.test(text)) || captions.has(line)) continue;
    const last = out[out.length - 1];
    if (last !== undefined && (continuesIngredient(last, text) || (isAmountOnly(last) && !LEADING_AMOUNT.test(text)))) out[out.length - 1] = `${last} ${text}`;
    else out.push(text);
  }
  return out.map(tidyIngredientLine).filter(Boolean);
}

/**
 * "Prep 10 min · Cook 25 min", "Serves: 4 Total time: 45 mins", "12 servings, 10 min prep, 40 min
 * bake": a line's facts one by one. Commas part facts only when every part is one ("Prep: 1 hour,
 * 30 minutes" is a single time).
 */
const factPieces = (text: string): string[] =>
  splitFacts(text).flatMap((piece) => {
    const parts = piece.split(/\s*,\s+/).map(labelledFact);
    return parts.length > 1 && parts.every(isFactLine) ? parts : [labelledFact(piece)];
  });

/** "Kochzeit: 30 Min.": a value after its label may end in an abbreviation's full stop, not a sentence's. */
const ABBREVIATED_VALUE = new RegExp(String.raw`^[^:]{1,30}:\s*\d.*[\d\s](?:${words('hours')}|${words('minutes')})\.$`, 'i');

/**
 * A line of facts only ("Serves 4", "Prep: 10 mins | Cook: 20 mins"); a numbered line or a
 * sentence ("Cook for 5 minutes.") is a step.
 */
const isFact = (line: Line): boolean =>
  (!line.marked || line.pictograph === true) &&
  (((!/[.!?]$/.test(line.text) || ABBREVIATED_VALUE.test(line.text)) && factPieces(line.text).every((piece) => isFactLine(piece) || OTHER_TIME.test(piece))) ||
    tellsYieldOnly(line.text));

/** Among the ingredients and steps a fact gives a number: "Cooking spray" and "COOK CHURROS" only start like one. */
const HAS_NUMBER = /\d/;
const statesFact = (line: Line): boolean => isFact(line) && HAS_NUMBER.test(line.text);

/** "Serves 4.", "Makes 12. Serves 6!": sentences that only tell the yield, which no step does ("Cook for 5 minutes." is one). */
const tellsYieldOnly = (text: string): boolean =>
  text.split(/(?<=[.!])\s+/).every((sentence) => {
    const bare = sentence.replace(/[.!]+$/, '');
    return isFactLine(bare) && sentenceYields(bare) !== undefined;
  });

/** Looks like an ingredient of a list without a heading: led by an amount or a bullet, short, no sentence. */
const ingredientLike = (line: Line): boolean => {
  const sentence = /[.!?]$/.test(line.text);
  // "1. Add the steak… Stir." is a numbered step, "* Preheat the oven." a bulleted one.
  if (STEP_NUMBER.test(line.text)) return !sentence && line.text.length <= MAX_INGREDIENT_LENGTH;
  return LEADING_AMOUNT.test(line.text) || (!sentence && (line.marked || line.text.length <= MAX_INGREDIENT_LENGTH));
};

/** "300g dried chickpeas": a line led by an amount, not a step's number. */
const isAmountLine = (line: Line): boolean => LEADING_AMOUNT.test(line.text) && !STEP_NUMBER.test(line.text);

/** A sentence before the ingredients that tells the yield or the times ("from Jo — serves 4", "Takes 5 minutes to prep."). */
const isProseFact = (line: Line): boolean =>
  !LEADING_AMOUNT.test(line.text) && (sentenceYields(line.text) !== undefined || Object.keys(proseTimes(line.text)).length > 0);

/** A line without the pictographs that close it. */
const withoutClosingPictographs = (text: string): string => text.slice(0, text.length - trailingPictographs(text).length);

/** Longest line taken for a dish's name. */
const MAX_TITLE_LENGTH = 120;
/** A line shaped as a title: short, and not closed as a sentence or a label is (pictographs after it aside). */
const titleShaped = (text: string): boolean => text.length <= MAX_TITLE_LENGTH && !/[.!?:]$/.test(withoutClosingPictographs(text));

/** Words a title leaves in lower case ("Chicken with Rice"). */
const SMALL_WORDS = /^(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with)$/i;
/** The words of a line that a title would capitalise, and how many of them open with a capital. */
function capitals(text: string): { words: number; capitalised: number } {
  const significant = text.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !SMALL_WORDS.test(word));
  return { words: significant.length, capitalised: significant.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length };
}
/** Words a message speaks with and a dish's name does not ("Here's the cake I promised you"). */
const MESSAGE_WORD = /(?:^|\s)(?:i|i'm|i've|i'd|me|my|we|our|you|your|here's|here|it's|this)(?=\s|$)/i;
/**
 * "Here's the pumpkin cake everyone asked about on Saturday": a message's sentence, no dish's name
 * ("Easy strawberry bread (one bowl)" is one in sentence case).
 */
const isMessageSentence = (text: string): boolean => {
  const { words, capitalised } = capitals(text);
  return words >= 5 && capitalised * 2 < words && MESSAGE_WORD.test(text.replace(/’/g, "'"));
};
/** "Gluten-Free Pumpkin Chocolate Cake": every word a title capitalises is capitalised; a heading in capitals is no name. */
const isTitleCase = (text: string): boolean => {
  const { words, capitalised } = capitals(text);
  return words > 0 && capitalised === words && /\p{Ll}/u.test(text);
};

/** "Recipe: Chicken Lollipop", "Recipe name: …": a label before the dish's name. */
const TITLE_LABEL = new RegExp(String.raw`^${words('recipe')}(?:\s+name)?\s*:\s*(?=\S)`, 'i');
/**
 * "… Comfort Food by 30Seconds Food": a byline a page runs on after the name, its words all
 * capitalised; "Death by Chocolate Cake" names what it lists ("chocolate") and is no byline.
 */
const TRAILING_BYLINE = /(?<=\S)\s+by\s+((?:[\p{Lu}\d][\p{L}\d'’.&-]*\s*){1,4})$/u;
const withoutByline = (name: string, listed: ReadonlySet<string>): string => {
  const byline = TRAILING_BYLINE.exec(name);
  return byline && !namesListed(byline[1] ?? '', listed) ? name.slice(0, byline.index) : name;
};
/** "Barbacoa Bowls (makes 4 bowls)": a yield in brackets after the name, which the servings take. */
const BRACKETED_END = /\s*\(([^()]+)\)$/;
/** The dish's name in a title line: no label before it, no yield in brackets after it, no pictographs closing it ("Sweetcorn Fritters 🌽"). */
function dishName(text: string): string {
  const name = withoutClosingPictographs(text).replace(TITLE_LABEL, '');
  const bracketed = BRACKETED_END.exec(name);
  return bracketed && sentenceYields(bracketed[1] ?? '') !== undefined ? name.slice(0, bracketed.index) : name;
}

/** Most lines before the ingredients that a pasted recipe's head holds (title, greeting, facts): more is a whole web page copied. */
const MAX_HEAD_LINES = 25;
/** Short lines before the ingredients from which a text is a page's head (menus, links), not a message's. */
const PAGE_HEAD_LINES = 3;
/** Lines after an ingredients heading looked through for amounts. */
const SECTION_SCAN = 40;
/** Lines before a card's ingredients heading looked through for its title (ratings, buttons, description, facts). */
const CARD_HEAD_SCAN = 30;
/** Lines after a card's ingredients heading looked through for its method's heading. */
const METHOD_SCAN = 150;
/** Least share of words a card's title and the page's heading have in common. */
const MIN_TITLE_LIKENESS = 0.5;
/**
 * How a step or a note ends: a sentence's stop (Chinese and Japanese ones too), a closing bracket or
 * quote, or a colon before what follows. Not a question mark, as ENDS_SENTENCE allows: after a card's
 * steps, a question is the page's ("Did you make this recipe?").
 */
const ENDS_ITEM = /[.!)…"”:。！）]$/u;
/** Longest line after a card's steps taken for the page's (a link, a button) when it ends as no step does; a longer one is a step left unstopped. */
const MAX_STRAY_LENGTH = 60;
/**
 * The page's line after a card's steps: short, unstopped, and a question, a word or two, a title
 * ("More Soup Recipes") or a fact ("Prep Time: 20 minutes"). A short step a card leaves unstopped
 * ("Add the milk and stir to combine") is a sentence.
 */
const isStray = (line: string): boolean =>
  CARD_META.test(line) ||
  (line.length <= MAX_STRAY_LENGTH &&
  !ENDS_ITEM.test(line) &&
  (/\?$/.test(line) || line.split(/\s+/).length < 3 || !/\p{Ll}/u.test(line) || isTitleCase(line) || (HAS_NUMBER.test(line) && factPieces(line).every(isFactLine))));
/** A step's line: a sentence of some length, stopped as a step is ("Whisk the flour and salt."). */
const isStep = (line: string): boolean => line.length > MAX_STRAY_LENGTH / 2 && ENDS_ITEM.test(line) && /\p{Ll}/u.test(line);
/** A card's line of tags after its steps: "Author: Erin", "Course: Dessert", "Keyword: …", run on as one line. */
const CARD_META = /^(?:author|course|category|cuisine|keywords?|diet|method|credit|photo)\s*:/i;
/**
 * A page's line no dish is named by: a count in brackets ("Comments (808)"), a call to act ("Get the
 * Recipe", "Jump to Recipe", "Review This Recipe", "Submit a Tip", "Add comment", "Sign up", "Skip to content").
 */
const TITLE_IMPOSTOR = /\(\d+\)|^(?:get|jump|print|save|share|pin|comments?|review|rate|submit|subscribe|sign\s?(?:in|up|out)|log\s?(?:in|out)|join|follow|search|skip|add)\b/i;
/** An ingredient line without its note, as the ingredient parser reads it: "12 Tbsp butter (chilled, cubed)" and "12 Tbsp butter" are one. */
const withoutNote = (line: string): string => {
  const { quantity, unit, name } = parseIngredientLine(line);
  return `${quantity} ${unit} ${name.toLowerCase()}`;
};
/** Ingredients run together by commas, as a card repeats them under a step ("½ cup mayonnaise,1 tsp honey"). */
const isStepIngredients = (line: string): boolean => {
  const items = line.split(/,(?=\S)/);
  return items.length >= 2 && items.filter((item) => LEADING_AMOUNT.test(item)).length * 2 > items.length && !ENDS_SENTENCE.test(line);
};
/** A line's words that could name an ingredient, singular: "Plantains" and "2 ripe plantains, sliced" share "plantain". */
const dishWords = (line: string): string[] =>
  (line.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !SMALL_WORDS.test(word)).map((word) => word.replace(/(?:es|s)$/, ''));
/** A page's line of links to other recipes: a category ("Vegan Pasta Recipes") or a list of tags ("Dinner, Make Ahead, Vegetarian, cheese"). */
const LINKS_LINE = /\brecipes$|(?:,[^,]*){3}/i;
/** Whether a line could name the dish the listed words (dishWords of its ingredients) make. */
const namesListed = (line: string, listed: ReadonlySet<string>): boolean => !LINKS_LINE.test(line) && dishWords(line).some((word) => listed.has(word));
/** A byline: "By Jo Cook", "BY: Jo Cook". */
const BYLINE = /^by\b/i;
/** A rating's line ("5 from 2211 reviews", "4.8 out of 5 stars"), which a card's head repeats from the page's. */
const RATING = /^\d+(?:[.,]\d+)?\s+(?:from|of|out of|stars?)\b/i;
/** A line a page sets right under its title: a byline, a rating ("4.8", "128 ratings", "An average of 4.4 out of 5 stars"). */
const RATED = new RegExp(String.raw`${BYLINE.source}|^(?:\d(?:[.,]\d)?$|\(?\d[\d,.]*\)?\s*(?:stars?|ratings?|reviews?|comments?|votes?)\b|an average of\b|rated\b)`, 'i');

/**
 * A title a page's style sets in capitals ("SALMON WITH GARLIC CREAM SAUCE"), as its words are
 * written: as a line of the page spells it with a capital first and small letters after ("Home /
 * Recipes / BEST Churros Recipe"), else in title case. A word without a vowel ("BBQ") is an abbreviation and stays.
 */
function spelledAsWritten(title: string, lines: readonly string[]): string {
  const wanted = title.toLowerCase();
  for (const line of lines) {
    if (!/\p{Ll}/u.test(line)) continue;
    const at = line.toLowerCase().indexOf(wanted);
    const spelled = at < 0 ? '' : line.slice(at, at + title.length);
    if (/^\p{Lu}.*\p{Ll}/u.test(spelled) && !/[\p{L}\p{N}]/u.test(line[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(line[at + title.length] ?? '')) return spelled;
  }
  return title.replace(/[\p{L}\p{N}'’]+/gu, (word, offset: number) =>
    !/[aeiouy]/i.test(word) || /\d/.test(word) ? word : offset > 0 && SMALL_WORDS.test(word) ? word.toLowerCase() : word.charAt(0) + word.slice(1).toLowerCase(),
  );
}

/** Where a page's recipe card stands among the page's lines. */
interface Card {
  /** Its title, when the page set it earlier too (as its heading). */
  title?: string;
  /** Its first line (the title's), or the page's first when no title was found. */
  start: number;
  /** Its ingredients heading: what comes before is its head, where no section starts. */
  ingredients: number;
  /** Where the page breaks in between its ingredients and its method ("Want to save this?" and a form); steps when it does not. */
  aside: number;
  /** Its method's heading: from here on each step is a line of its own. */
  steps: number;
  /** The line after its last. */
  end: number;
  /** Whether a line among its steps repeats its ingredients there. */
  repeatsIngredients: (line: string) => boolean;
}

/**
 * A whole web page copied ("select all"): menus, the post, the recipe card, comments. Only the
 * card is read: from its title to the end of its steps and notes. Its ingredients heading is the one
 * over the most lines led by an amount (a post may head its own talk about them so). Undefined for a
 * text that is the recipe alone, its ingredients close to its top. Lines are the text's, cleaned.
 */
function recipeCard(lines: readonly string[]): Card | undefined {
  const filled = lines.flatMap((line, i) => (line ? [i] : []));
  if (filled.length <= MAX_HEAD_LINES) return undefined;
  const textAt = (k: number): string => lines[filled[k] ?? -1] ?? '';
  const kinds = filled.map((i) => headingKind(lines[i] ?? '', false));
  let card: { at: number; amounts: number } | undefined;
  for (const [k, kind] of kinds.entries()) {
    if (kind !== 'ingredients') continue;
    let amounts = 0;
    for (let j = k + 1; j < Math.min(filled.length, k + 1 + SECTION_SCAN) && !kinds[j]; j++) if (LEADING_AMOUNT.test(textAt(j))) amounts++;
    if (!card || amounts >= card.amounts) card = { at: k, amounts };
  }
  if (!card || card.at < MAX_HEAD_LINES || card.amounts === 0) return undefined;
  const { at } = card;
  let method = at + 1;
  while (method < Math.min(filled.length, at + METHOD_SCAN) && kinds[method] !== 'instructions') method++;
  if (kinds[method] !== 'instructions') return undefined;
  // The steps, then the notes. A heading after them (nutrition, a video) ends the card, and so does
  // a short line no step or note ends as ("More Chicken Recipes", "Share"), and, after steps set one
  // to a line as a copied list is, a blank line.
  // The ingredients a card repeats under a step: one of its list's lines (its note may be left out), or several run together by commas.
  const listed = new Set<string>();
  for (let k = at + 1; k < method; k++) if (LEADING_AMOUNT.test(textAt(k))) listed.add(withoutNote(textAt(k)));
  const repeatsIngredients = (line: string): boolean => (LEADING_AMOUNT.test(line) && listed.has(withoutNote(line))) || isStepIngredients(line);
  // No ingredient asks a question: one after the list opens the page's own lines ("Want to save this?", an e-mail form).
  let aside = at + 1;
  while (aside < method && !/\?$/.test(textAt(aside))) aside++;
  const gapBefore = (k: number): number => (filled[k] ?? 0) - (filled[k - 1] ?? 0);
  const oneToALine = gapBefore(method + 2) === 1;
  // A step group's caption over its steps ("Whipped Cream", then "Beat the cream…") goes on with the
  // method: one the ingredients caption too, or any, in a card that opens its method with one
  // ("Barbacoa", then "Generously salt…").
  const listCaptions = new Set<string>();
  for (let k = at + 1; k < method; k++) if (!LEADING_AMOUNT.test(textAt(k)) && isStray(textAt(k))) listCaptions.add(textAt(k).toLowerCase());
  const inList = (k: number): boolean => listCaptions.has(textAt(k).toLowerCase());
  const opensGroup = (k: number): boolean =>
    !/\?$/.test(textAt(k)) && !CARD_META.test(textAt(k)) && isStep(textAt(k + 1)) && (gapBefore(k + 1) === 1 || inList(k));
  const grouped = isStray(textAt(method + 1)) && opensGroup(method + 1);
  const captionAt = (k: number): boolean => k > method + 1 && (grouped || inList(k)) && opensGroup(k);
  let end = method + 1;
  let notes = false;
  for (; end < filled.length; end++) {
    if (repeatsIngredients(textAt(end)) || CARD_CONTROL.test(textAt(end))) continue;
    if (kinds[end] === 'notes' && !notes) notes = true;
    // A method heading right under the card's names its first group ("Instructions", then "How to Make the Bread:").
    else if (kinds[end] && !(end === method + 1 && kinds[end] === 'instructions')) break;
    else if (
      end > method + 1 &&
      (notes || !captionAt(end)) &&
      ((isStray(textAt(end)) && !STEP_LABEL.test(textAt(end))) || (oneToALine && gapBefore(end) > 1 && (notes || !captionAt(end - 1))))
    )
      break;
  }
  const headStart = Math.max(0, at - CARD_HEAD_SCAN);
  // The card's title is the line of its head most like a line the page set before it, its heading
  // ("Ground Beef Tacos" under "Easy Ground Beef Tacos"): more than half of their words shared.
  const lineWords = filled.map((_, k) => new Set(textAt(k).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  // No rating, byline or bare time ("5 from 12 votes", "By Jo Cook", "15 mins") names the dish.
  const titleLike = lineWords.map((words, k) => {
    const line = textAt(k);
    return words.size >= 2 && titleShaped(line) && !RATING.test(line) && !BYLINE.test(line) && parseDuration(line) === null && !isFactLine(line) && !CARD_META.test(line) && !TITLE_IMPOSTOR.test(line);
  });
  /** How like line k the line before it most like it is: the share of their words they have in common. */
  const likest = (k: number): number => {
    const own = lineWords[k] ?? new Set<string>();
    let best = 0;
    for (let j = 0; j < k; j++) {
      const seen = lineWords[j] ?? new Set<string>();
      if (!titleLike[j]) continue;
      const shared = [...own].filter((word) => seen.has(word)).length;
      best = Math.max(best, shared / (own.size + seen.size - shared));
    }
    return best;
  };
  // A dish is mostly named by what goes in it ("Lean Chili with Plantains"); a byline a card repeats
  // from the page's ("Kevin Curry"), a link or a tag is not. The card's switches are no ingredients ("Cook Mode").
  const listedWords = new Set<string>();
  for (let k = at + 1; k < method; k++) if (!CARD_CONTROL.test(textAt(k))) for (const word of dishWords(textAt(k))) listedWords.add(word);
  // Of lines as alike, one naming what the card lists first, then the last: the card's own, nearer its ingredients than the post's lines that repeat the page's.
  let title: { line: number; likeness: number; listed: boolean } | undefined;
  for (let k = headStart; k < at; k++) {
    const likeness = titleLike[k] ? likest(k) : 0;
    if (likeness < MIN_TITLE_LIKENESS) continue;
    const listed = namesListed(textAt(k), listedWords);
    if (!title || (listed && !title.listed) || (listed === title.listed && likeness >= title.likeness)) title = { line: k, likeness, listed };
  }
  // A page that sets its title once sets its rating or byline right under it ("4.8", "By Jo Cook").
  const rated = title ? -1 : titleLike.findIndex((like, k) => like && k + 1 < at && RATED.test(textAt(k + 1)));
  if (rated >= 0) title = { line: rated, likeness: 1, listed: false };
  // A card that sets its title in capitals by its style ("GREEK CHICKEN KABOBS") names the dish as the page spells it.
  const chosen = title && textAt(title.line);
  const titleText = chosen && (/\p{Ll}/u.test(chosen) ? chosen : spelledAsWritten(chosen, lines));
  // Without a title found, the page is read from its top, as a text that is only a recipe is.
  return {
    title: titleText,
    start: title === undefined ? 0 : (filled[title.line] ?? 0),
    ingredients: filled[at] ?? 0,
    aside: filled[aside] ?? 0,
    steps: filled[method] ?? 0,
    end: (filled[end - 1] ?? 0) + 1,
    repeatsIngredients,
  };
}

/** Reads the recipe in a pasted text; fields it cannot find stay empty for the user to fill in. */
export function extractRecipeFromText(text: string): ExtractResult {
  const lines: Line[] = [];
  let blank = false;
  const cleaned = withoutBookCitation(text).split(/\r\n|\r|\n/).map(cleanLine);
  const card = recipeCard(cleaned.map((line) => line.text));
  /** The fact line a lone label's value was just joined to, which its next pieces may go on. */
  let valued: Line | undefined;
  for (const [index, { text: clean, bulleted, footnote, pictograph }] of cleaned.entries()) {
    // Around a page's card, lines only tell facts (a post's "Serves 4"); before its ingredients, they are its head.
    const outside = card !== undefined && (index < card.start || index >= card.end || (index >= card.aside && index < card.steps));
    const beforeCard = card !== undefined && index < card.ingredients;
    const item = card !== undefined && index >= card.steps;
    if (item && card.repeatsIngredients(clean)) continue;
    if (PRINT_ARTEFACT.test(clean) || CARD_CONTROL.test(clean)) continue;
    if (!clean) {
      blank = true;
      continue;
    }
    const previous = lines[lines.length - 1];
    if (previous && LONE_FACT_LABEL.test(previous.text) && /\d/.test(clean)) {
      previous.text = `${previous.text.replace(/\s*:$/, '')}: ${clean}`;
      valued = previous;
      continue;
    }
    // A copied card sets a time in pieces after its label: "30", "minutes" (for screen readers), "mins".
    if (previous && previous === valued && VALUE_PIECE.test(clean)) {
      previous.text = `${previous.text} ${clean}`;
      continue;
    }
    valued = undefined;
    if (beforeCard || outside) {
      lines.push({ text: clean, marked: false, afterBlank: blank, pictograph, beforeCard, outside });
      const facts = beforeCard && !factPieces(clean).every(isFactLine) ? runOnFacts(clean) : [];
      lines.push(...facts.map((text) => ({ text, marked: false, afterBlank: false, beforeCard, outside })));
    }
    else if (footnote || POSTSCRIPT.test(clean) || SOURCE.test(clean)) lines.push({ text: footnote ? clean : clean.replace(POSTSCRIPT, ''), marked: false, afterBlank: blank, noted: true });
    else lines.push(...inlineSection({ text: clean, marked: item || bulleted || STEP_NUMBER.test(clean) || STEP_LABEL.test(clean), afterBlank: blank, pictograph }));
    blank = false;
  }

  // Lines by section: what comes before the first heading is the head (title, facts, greeting).
  const head: Line[] = [];
  const sections: Record<Kind, Line[]> = { ingredients: [], instructions: [], notes: [], other: [] };
  let current: Line[] = head;
  let headingYield: string | undefined;
  for (const line of lines) {
    if (line.noted) {
      sections.notes.push(line);
      continue;
    }
    if (line.outside) continue;
    const kind = line.beforeCard ? undefined : headingKind(line.text, current === sections.instructions);
    if (kind) {
      current = sections[kind];
      headingYield ??= headingYields(line.text);
      continue;
    }
    current.push(line);
  }

  const content = head.filter(
    (line) => !isFact(line) && !GREETING.test(line.text) && !MAIL_HEADER.test(line.text) && !(SIGN_OFF.test(line.text) && line.afterBlank),
  );
  // A title is a short line; "Here is the soup I promised you." is a greeting's sentence. So is a
  // message's opening line in sentence case before the dish's name in title case ("Here's the cake
  // everyone asked about 🙂" over "Gluten-Free Pumpkin Cake").
  const titleLike = (line: Line | undefined): line is Line => line !== undefined && titleShaped(line.text);
  let titleIndex = content.findIndex(titleLike);
  // A copied page opens with its menus ("Skip to content", "Account", "HOME"): under several short
  // lines, the dish's name is the first set as a name (in title case, or repeated as a page repeats
  // its heading; no description's sentence, no call to act) that names what the ingredients list.
  const shortLines = content.filter(titleLike);
  const listedWords = new Set(sections.ingredients.flatMap((line) => dishWords(line.text)));
  if (shortLines.length >= PAGE_HEAD_LINES && !namesListed((shortLines[0] as Line).text, listedWords)) {
    const seen = new Map<string, number>();
    for (const { text } of shortLines) seen.set(text.toLowerCase(), (seen.get(text.toLowerCase()) ?? 0) + 1);
    const setAsName = ({ text }: Line): boolean => isTitleCase(text) || !/\p{Ll}/u.test(text) || (seen.get(text.toLowerCase()) ?? 0) > 1;
    const named = content.findIndex((line) => titleLike(line) && setAsName(line) && !TITLE_IMPOSTOR.test(line.text) && namesListed(line.text, listedWords));
    if (named >= 0) titleIndex = named;
  }
  const [first, second] = [content[titleIndex], content[titleIndex + 1]];
  if (titleLike(first) && titleLike(second) && isMessageSentence(withoutClosingPictographs(first.text)) && isTitleCase(withoutClosingPictographs(second.text))) titleIndex += 1;
  const title = content[titleIndex];
  const dish = card?.title !== undefined ? dishName(card.title) : title && dishName(title.text);
  const name = dish && withoutByline(dish, listedWords);
  // Up to the first ingredient: the title's company, where times may be told in sentences.
  const introLength = head.findIndex((line) => line !== title && (line.marked || LEADING_AMOUNT.test(line.text)));
  const intro = head.slice(0, introLength < 0 ? head.length : introLength).filter((line) => isFact(line) || isProseFact(line));
  const pieces = lines.filter(isFact).flatMap((line) => factPieces(line.text));
  const facts = { ...proseTimes(intro.map((line) => line.text).join(' ')), ...lineFacts(pieces) };
  // Chilling, freezing or rising is time the recipe takes: with no total told, the total counts it.
  const waits = pieces.filter((piece) => OTHER_TIME.test(piece)).reduce((sum, piece) => sum + (parseDuration(piece.replace(OTHER_TIME, '')) ?? 0), 0);
  if (facts.totalMinutes === undefined && waits > 0) facts.totalMinutes = (facts.prepMinutes ?? 0) + (facts.cookMinutes ?? 0) + waits;
  const afterTitle = content.slice(titleIndex + 1);

  let ingredientLines = sections.ingredients.filter((line) => !statesFact(line));
  let stepLines = sections.instructions.filter((line) => !statesFact(line));
  if (!stepLines.length) {
    // "Ingredients", then the steps with no heading: they start at the first line that reads as no
    // ingredient, or at the first numbered one in a list whose first line has no number.
    const numbered = STEP_NUMBER.test(ingredientLines[0]?.text ?? '');
    const firstStep = ingredientLines.findIndex((line, index) => index > 0 && (!ingredientLike(line) || (!numbered && STEP_NUMBER.test(line.text))));
    if (firstStep > 0) [ingredientLines, stepLines] = [ingredientLines.slice(0, firstStep), ingredientLines.slice(firstStep)];
  }
  let description: Line[] = [];
  if (!ingredientLines.length || !stepLines.length) {
    // No headings: the lines after the title that read as ingredients, then the steps.
    const unheaded = afterTitle.filter((line) => !isCaptionLine(line.text) && !intro.includes(line));
    // "All the joy of the Roman dish, with chickpeas…": a description's sentences before the first
    // run of amounts, as a book sets it, are neither ingredients nor steps; they join the notes.
    const listStart = unheaded.findIndex((line, index) => [line, unheaded[index + 1]].every((next) => next && isAmountLine(next)));
    if (listStart > 0 && unheaded.slice(0, listStart).every((line) => !line.marked && /[.!?]$/.test(line.text))) description = unheaded.slice(0, listStart);
    const rest = unheaded.slice(description.length);
    const firstStep = rest.findIndex((line) => !ingredientLike(line));
    const split = firstStep < 0 ? rest.length : firstStep;
    if (!ingredientLines.length) ingredientLines = rest.slice(0, split);
    if (!stepLines.length) stepLines = rest.slice(split);
  }

  // A short cheer set apart below numbered steps ("Buen provecho! 💛") is no step: it is kept
  // with the notes, as it may be the cook's last word ("Serve warm! 🔥").
  const cheers = new Set(
    stepLines.some((line) => line.marked)
      ? stepLines.filter((line, index) => index > 0 && !line.marked && line.afterBlank && isCheer(line.text) && !STEP_LABEL.test(stepLines[index - 1]?.text ?? ''))
      : [],
  );
  const fields: RecipeFields = {
    name,
    ingredients: ingredientsOf(ingredientLines),
    instructions: stepsOf(stepLines.filter((line) => !cheers.has(line))),
    ...facts,
    yields: facts.yields ?? headingYield ?? lines.map((line) => sentenceYields(line.text)).find(Boolean),
    notes: [...description, ...sections.notes, ...cheers].map((line) => line.text).join('\n') || undefined,
  };
  const draft = draftFromFields(fields, null);
  return { recipe: draft, ingredient_lines: fields.ingredients ?? [], sources: ['text'] };
}
