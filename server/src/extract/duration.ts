import { LETTER_END, WORD_END, words } from './vocabulary.js';

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
/** Units in the order of TEXT_PART's groups after the number, with their minutes. */
const UNITS = [
  ['days', 1440],
  ['hours', 60],
  ['minutes', 1],
  ['seconds', 1 / 60],
] as const;
const FRACTIONS: Record<string, number> = { '½': 1 / 2, '¼': 1 / 4, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3 };
/**
 * "15", "1.5", "2,5", "1/2", "1 1/2", "½", "1½", "1 ½": a whole number and a fraction or either;
 * "1:30", a unit and sixtieths of it ("1:30 Std.").
 */
const AMOUNT = String.raw`(?:\d+:\d{2}|\d+(?:[.,]\d+)?(?:\s*(?:\d+\/\d+|[½¼¾⅓⅔]))?|\d+\/\d+|[½¼¾⅓⅔])`;
/** A number and its unit ("15 mins", "1 Std.", "½ heure"); the group holding the unit names it. */
const TEXT_PART = new RegExp(String.raw`(${AMOUNT})\s*(?:${UNITS.map(([kind]) => `(${words(kind)})`).join('|')})${LETTER_END}`, 'gi');
/** "1h30", "1 hr 30", "1 heure 10": minutes written without their unit after hours. */
const TRAILING_MINUTES = new RegExp(String.raw`${words('hours')}\.?\s*(\d{1,2})\s*$`, 'i');

/** A number and its unit anywhere in a text (TEXT_PART keeps no state between texts this way). */
const UNIT_PART = new RegExp(TEXT_PART.source, 'i');
/** A lower end closed by its unit: in "2 hours 30-40 minutes" the dash joins minutes, not two times. */
const UNIT_END = /\p{L}\.?$/u;
/**
 * Two times around a dash or the word for "to" ("40 minutes to 50 minutes", "30 min – 1 hr"):
 * the text before and after it, the latter opening with its number.
 */
const RANGE = new RegExp(String.raw`^(.*?)\s*(?:[-–—]|\s${words('to')})\s*(?=\d|[½¼¾⅓⅔])(.*)$`, 'i');

const num = (value: string | undefined): number => (value ? Number(value.replace(',', '.')) : 0);

/** A unit a half can be taken of. */
const UNIT = `(?:${(['days', 'hours', 'minutes'] as const).map(words).join('|')})`;
/** "1 hora y media", "an hour and a half", "une heure et demie": a number of units (or one) and half of one. */
const UNIT_AND_A_HALF = new RegExp(
  String.raw`(?:(${AMOUNT})|(?<![\p{L}\p{N}])${words('one')})\s*(${UNIT})\.?\s+${words('and')}\s+${words('half')}${WORD_END}`,
  'giu',
);
/** "1 und 1/2 Stunden", "1 und eine halbe Stunde": a whole and its half joined by "and", before the unit. */
const WHOLE_AND_HALF = new RegExp(String.raw`(\d+)\s+${words('and')}\s+(?:(\d+\/\d+|[½¼¾⅓⅔])|${words('halfA')})\s*(?=${UNIT}${LETTER_END})`, 'gi');
/** "half an hour", "media hora", "anderthalb Stunden": a half, or one and a half, written in words. */
const HALF_UNIT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(${words('oneAndAHalf')})|${words('halfA')})\s*(?=${UNIT}${LETTER_END})`, 'giu');

/** Halves written in words as numbers, so the units read them: "1 hora y media" → "1.5 hora". */
const halvesAsNumbers = (text: string): string =>
  text
    .replace(UNIT_AND_A_HALF, (_, whole: string | undefined, unit: string) => `${(whole ? amount(whole) : 1) + 0.5} ${unit}`)
    .replace(WHOLE_AND_HALF, (_, whole: string, fraction: string | undefined) => `${num(whole) + (fraction ? amount(fraction) : 0.5)} `)
    .replace(HALF_UNIT, (_, oneAndAHalf: string | undefined) => (oneAndAHalf ? '1.5 ' : '0.5 '));

/** The value of an AMOUNT: "1 1/2" → 1.5, "½" → 0.5, "1:30" → 1.5. */
function amount(text: string): number {
  const [whole, sixtieths] = text.split(':');
  if (sixtieths !== undefined) return num(whole) + num(sixtieths) / 60;
  return (text.match(/\d+\/\d+|[½¼¾⅓⅔]|\d+(?:[.,]\d+)?/g) ?? []).reduce((sum, part) => {
    const [numerator, denominator] = part.split('/');
    return sum + (FRACTIONS[part] ?? (denominator ? num(numerator) / num(denominator) : num(part)));
  }, 0);
}

/** Longest text read as a time ("1 hour 15 minutes, plus 8 hours to chill overnight" is 52). */
const MAX_DURATION_TEXT = 200;

/**
 * Minutes in an ISO-8601 duration ("PT1H15M", "P0DT0H45M") or a human one ("1 hour 15 mins",
 * "45 min", "1h30"); a bare number counts as minutes. Null when nothing is recognised.
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // A time is a few words; reading a page's long run of digits as one took seconds per thousand.
  if (text.length > MAX_DURATION_TEXT) return null;
  const compact = text.replace(/\s+/g, '');
  // "PT-471406H28M55S": an ISO time with a minus sign is a plugin's date sum gone wrong, no time.
  if (/^-?P[\dT]/i.test(compact) && compact.includes('-')) return null;
  // "PTH50MS", "PT1HMS": a template printed each unit with its number left blank; a unit with no number counts none.
  const iso = ISO_DURATION.exec(/^P/i.test(compact) ? compact.replace(/(?<=[A-Z])[YMWDHS]/gi, '') : compact);
  if (iso && text.length > 1) {
    const [, years, months, weeks, days, hours, minutes, seconds] = iso;
    const total =
      num(years) * 525600 + num(months) * 43800 + num(weeks) * 10080 + num(days) * 1440 +
      num(hours) * 60 + num(minutes) + num(seconds) / 60;
    return Math.round(total);
  }
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text));
  let total = 0;
  let found = false;
  // "8 hours on low or 4 hours on high": the first way is the one to count.
  const [oneWay = text] = halvesAsNumbers(text).split(/\s+or\s+/i);
  // A range with a unit at both ends counts its upper end, as "10-15 minutes" does: the two ends
  // are no parts of one time to add up.
  const range = RANGE.exec(oneWay);
  const firstWay = range?.[1] && range[2] && UNIT_PART.test(range[1]) && UNIT_END.test(range[1]) && UNIT_PART.test(range[2]) ? range[2] : oneWay;
  for (const match of firstWay.matchAll(TEXT_PART)) {
    const unit = UNITS.findIndex((_, i) => match[i + 2] !== undefined);
    total += amount(match[1] ?? '') * (UNITS[unit]?.[1] ?? 0);
    found = true;
  }
  const trailing = TRAILING_MINUTES.exec(firstWay);
  if (found && trailing) total += num(trailing[1]);
  return found ? Math.round(total) : null;
}

/** The lower end of a time written as a range ("27-30 minutes" → 27, "30 min – 1 hr" → 30); null for one time. */
export function lowerEnd(value: string): number | null {
  const range = value.length <= MAX_DURATION_TEXT ? RANGE.exec(value.trim()) : null;
  if (!range?.[1] || !range[2]) return null;
  // "27-30 minutes": a bare lower end takes the upper end's unit.
  return parseDuration(UNIT_PART.test(range[1]) ? range[1] : range[2].replace(/^[\d.,/\s½¼¾⅓⅔]+/, `${range[1]} `));
}

/** "1 hr 15 mins", "45 mins", "2 hrs": what clients parse back into hours and minutes; none for no time or an endless one. */
export function formatMinutes(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || minutes <= 0 || !Number.isFinite(minutes)) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hr' : 'hrs'}`);
  if (rest) parts.push(`${rest} ${rest === 1 ? 'min' : 'mins'}`);
  return parts.join(' ');
}
