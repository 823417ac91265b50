/**
 * How amounts are shown (DESIGN §8 "Units"): quantities stay stored exactly as parsed; the
 * household's unit system only changes what a recipe line, a plan card and the grocery list read.
 * Used by the browser (every remote) and available to the server through `shared-api/units`.
 */
import { ingredientKey, knownUnit, singularize, type Amount, type Dimension, type KnownUnit } from './units';

export const UNIT_SYSTEMS = ['metric', 'us', 'as_written'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = { metric: 'Metric', us: 'US', as_written: 'As written' };
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'as_written';

/** The fractions recipes write, smallest first. */
const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
/** A stored 0.13 is a scaled ⅛ (round2 keeps two decimals), 0.33 a ⅓. */
const WRITTEN_TOLERANCE = 0.015;

function joinWhole(whole: number, glyph: string): string {
  if (!glyph) return String(whole);
  return whole > 0 ? `${whole} ${glyph}` : glyph;
}

/** Nearest of whole, ⅛ … ¾: for converted amounts, which are estimates anyway. */
function snapped(value: number): string {
  if (value >= 10) return String(Math.round(value));
  let whole = Math.floor(value);
  let best = { distance: value - whole, glyph: '' };
  for (const [fraction, glyph] of FRACTIONS) {
    const distance = Math.abs(value - whole - fraction);
    if (distance < best.distance) best = { distance, glyph };
  }
  if (whole + 1 - value < best.distance) {
    whole += 1;
    best = { distance: 0, glyph: '' };
  }
  return joinWhole(whole, best.glyph);
}

/**
 * A stored quantity as a recipe writes it: "1 ½", "⅓", "12"; a value no fraction is close to
 * keeps up to two decimals ("0.38").
 */
export function formatQuantity(value: number): string {
  const whole = Math.floor(value + WRITTEN_TOLERANCE);
  const rest = value - whole;
  if (Math.abs(rest) < WRITTEN_TOLERANCE) return String(whole);
  for (const [fraction, glyph] of FRACTIONS) {
    if (Math.abs(rest - fraction) < WRITTEN_TOLERANCE) return joinWhole(whole, glyph);
  }
  return String(Math.round(value * 100) / 100);
}

const PLURAL_LABELS: Record<string, string> = { cup: 'cups', pint: 'pints', quart: 'quarts', gallon: 'gallons' };

/** Words that size a thing rather than count it: "2 large" stays "2 large". */
const SIZE_WORDS = new Set(['large', 'medium', 'small', 'whole', 'fresh', 'extra large']);

/** "2 cups", "1 cup", "3 cans", "½ can", "2" (no unit). */
function withUnit(quantity: string, unit: string, one: boolean): string {
  if (!unit) return quantity;
  const singular = singularize(unit);
  let label = unit;
  if (PLURAL_LABELS[unit]) label = one ? unit : (PLURAL_LABELS[unit] as string);
  else if (one) label = singular;
  else if (singular === unit && /^[a-z]{3,}$/i.test(unit) && !knownUnit(unit) && !SIZE_WORDS.has(unit.toLowerCase())) label = /(ch|sh|s|x|z)$/i.test(unit) ? `${unit}es` : `${unit}s`;
  return `${quantity} ${label}`;
}

const isOne = (value: number, text: string) => value <= 1 || text === '1';

/** Metric amounts converted from US ones, rounded as a cook would: 454 g → 450 g, 1134 g → 1.1 kg. */
function metricAmount(base: number, dimension: Dimension): string {
  const [small, large] = dimension === 'mass' ? ['g', 'kg'] : ['ml', 'l'];
  if (base >= 1000) return `${Math.round(base / 100) / 10} ${large}`;
  const step = base >= 100 ? 10 : base >= 10 ? 5 : 0.5;
  return `${Math.max(step, Math.round(base / step) * step)} ${small}`;
}

const TBSP_ML = 14.7868;
const CUP_ML = 236.588;
const OZ_G = 28.3495;
const LB_G = 453.592;

/** US amounts in the unit a US recipe would use: spoons under ¼ cup, cups under a gallon, oz under a pound. */
function usAmount(base: number, dimension: Dimension): string {
  const [size, label] =
    dimension === 'mass'
      ? base >= LB_G
        ? [LB_G, 'lb']
        : [OZ_G, 'oz']
      : base < TBSP_ML
        ? [4.92892, 'tsp']
        : base < CUP_ML / 4
          ? [TBSP_ML, 'tbsp']
          : base < CUP_ML * 16
            ? [CUP_ML, 'cup']
            : [3785.41, 'gallon'];
  const value = base / size;
  const text = snapped(value);
  return withUnit(text, label, isOne(value, text));
}

/** Spoon amounts stay in spoons in every system: metric kitchens measure with them too. */
function spoonAmount(base: number): string {
  const [size, label] = base < TBSP_ML ? [4.92892, 'tsp'] : [TBSP_ML, 'tbsp'];
  return `${snapped(base / size)} ${label}`;
}

/**
 * Grams per millilitre of ingredients a metric cook weighs: cups of these become grams in Metric.
 * Only where the density is known; liquids stay volumes.
 */
const DENSITY: Record<string, number> = {
  flour: 0.53,
  'all-purpose flour': 0.53,
  'bread flour': 0.54,
  'whole wheat flour': 0.51,
  sugar: 0.85,
  'granulated sugar': 0.85,
  'brown sugar': 0.93,
  'powdered sugar': 0.51,
  'icing sugar': 0.51,
  butter: 0.96,
  'peanut butter': 1.09,
  rice: 0.78,
  oat: 0.38,
  'rolled oat': 0.38,
  'cocoa powder': 0.36,
  cocoa: 0.36,
  honey: 1.42,
  'grated parmesan': 0.42,
  'shredded cheese': 0.47,
  'chocolate chip': 0.72,
};

/** Density of an ingredient by its longest known ending ("all-purpose flour" → flour's), or null. */
export function densityOf(name: string): number | null {
  const words = ingredientKey(name).split(' ');
  for (let start = 0; start < words.length; start++) {
    const density = DENSITY[words.slice(start).join(' ')];
    if (density) return density;
  }
  return null;
}

interface Bucket {
  dimension: Dimension;
  base: number;
  /** Units seen, by label: one label means the amounts can keep it when the system allows. */
  units: Map<string, KnownUnit>;
  /** Some amount came through a density (cups of flour in grams): round it like any conversion. */
  converted: boolean;
}

/** Units that name a tiny amount: one of them reads "a pinch", never a count to buy. */
const TINY_UNITS = new Set(['pinch', 'dash', 'smidgen', 'drop', 'splash']);
const QUARTER_TSP_ML = 4.92892 / 4;

function bucketOf(amounts: readonly Amount[], system: UnitSystem, name: string) {
  const density = system === 'metric' ? densityOf(name) : null;
  const known = new Map<Dimension, Bucket>();
  const other = new Map<string, { unit: string; quantity: number }>();
  for (const { quantity, unit } of amounts) {
    let info = knownUnit(unit);
    let base = info ? quantity * info.base : quantity;
    const viaDensity = Boolean(info && density && info.dimension === 'volume' && info.system === 'us');
    if (viaDensity) {
      base *= density as number;
      info = knownUnit('g');
    }
    if (!info) {
      const key = singularize(unit.trim().toLowerCase());
      const bucket = other.get(key);
      if (bucket) bucket.quantity += quantity;
      else other.set(key, { unit: unit.trim(), quantity });
      continue;
    }
    const bucket = known.get(info.dimension) ?? { dimension: info.dimension, base: 0, units: new Map(), converted: false };
    bucket.base += base;
    bucket.converted ||= viaDensity;
    bucket.units.set(info.label, info);
    known.set(info.dimension, bucket);
  }
  return { known: [...known.values()].filter((bucket) => bucket.base > 0), other: [...other.values()].filter((bucket) => bucket.quantity > 0) };
}

/** A convertible total in the household's system, or as written when its one unit already fits. */
function knownText(bucket: Bucket, system: UnitSystem): string {
  const units = [...bucket.units.values()];
  const only = units.length === 1 ? units[0] : undefined;
  const fits = only && !bucket.converted && (system === 'as_written' || only.system === system || only.system === 'both');
  // Under ¼ cup a recipe writes spoons: "0.19 cup" reads as "3 tbsp".
  const tiny = only?.label === 'cup' && bucket.base < CUP_ML / 4;
  if (only && fits && !tiny) {
    const value = bucket.base / only.base;
    const text = formatQuantity(value);
    return withUnit(text, only.label, isOne(value, text));
  }
  if (units.every((unit) => unit.system === 'both')) return spoonAmount(bucket.base);
  const target = system === 'as_written' ? largest(units).system : system;
  return target === 'metric' ? metricAmount(bucket.base, bucket.dimension) : usAmount(bucket.base, bucket.dimension);
}

const largest = (units: readonly KnownUnit[]) => units.reduce((a, b) => (b.base > a.base ? b : a));

/** One recipe amount for a recipe line or plan card: converted, in fractions, never rounded up. */
export function displayAmount(amount: Amount, system: UnitSystem, name = ''): string {
  if (!(amount.quantity > 0)) return amount.unit.trim();
  const { known, other } = bucketOf([amount], system, name);
  const [bucket] = known;
  if (bucket) return knownText(bucket, system);
  const [rest] = other;
  if (!rest) return '';
  const text = formatQuantity(rest.quantity);
  return withUnit(text, rest.unit, isOne(rest.quantity, text));
}

/** What the grocery list shows for an ingredient: what to buy, and the exact need when they differ. */
export interface ShoppingAmount {
  /** "1 can", "450 g", "1 ¼ cups", "a pinch", "to taste". */
  text: string;
  /** "½ can", "⅛ tsp": the amount the recipes need, when `text` rounds it; else null. */
  exact: string | null;
}

/**
 * Sums one ingredient's amounts across recipes for shopping: masses with masses and volumes with
 * volumes whatever their system (200 g + ½ lb), shown in the household's system; whole things
 * (a pepper, a can) round up to what must be bought; under ¼ tsp reads "a pinch"; nothing
 * measurable reads "to taste".
 */
export function shoppingAmount(amounts: readonly Amount[], system: UnitSystem, name = ''): ShoppingAmount {
  const { known, other } = bucketOf(amounts, system, name);
  const texts: string[] = [];
  const exacts: string[] = [];
  for (const bucket of known) {
    const tiny = bucket.dimension === 'volume' ? bucket.base < QUARTER_TSP_ML - 1e-9 : bucket.base < 1;
    if (tiny) {
      texts.push('a pinch');
      exacts.push(knownText(bucket, system));
    } else texts.push(knownText(bucket, system));
  }
  for (const { unit, quantity } of other) {
    if (TINY_UNITS.has(singularize(unit.toLowerCase())) && quantity <= 1) {
      texts.push(`a ${singularize(unit.toLowerCase())}`);
      continue;
    }
    const buy = Math.ceil(quantity - 1e-9);
    texts.push(withUnit(String(buy), unit, buy <= 1));
    if (buy !== quantity) {
      const exact = formatQuantity(quantity);
      exacts.push(withUnit(exact, unit, isOne(quantity, exact)));
    }
  }
  if (texts.length === 0) return { text: amounts.length ? 'to taste' : '', exact: null };
  return { text: texts.join(' + '), exact: exacts.length ? exacts.join(' + ') : null };
}
