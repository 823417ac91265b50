/** Units the grocery list knows how to convert, each with its size in the dimension's base unit (ml or g). */
type Dimension = 'volume' | 'mass';

interface KnownUnit {
  /** How the unit is shown in totals. */
  label: string;
  dimension: Dimension;
  /** Size in ml (volume) or g (mass). */
  base: number;
}

const UNITS: Record<string, KnownUnit> = {
  tsp: { label: 'tsp', dimension: 'volume', base: 4.92892 },
  tbsp: { label: 'tbsp', dimension: 'volume', base: 14.7868 },
  floz: { label: 'fl oz', dimension: 'volume', base: 29.5735 },
  cup: { label: 'cup', dimension: 'volume', base: 236.588 },
  pint: { label: 'pint', dimension: 'volume', base: 473.176 },
  quart: { label: 'quart', dimension: 'volume', base: 946.353 },
  gallon: { label: 'gallon', dimension: 'volume', base: 3785.41 },
  ml: { label: 'ml', dimension: 'volume', base: 1 },
  l: { label: 'l', dimension: 'volume', base: 1000 },
  mg: { label: 'mg', dimension: 'mass', base: 0.001 },
  g: { label: 'g', dimension: 'mass', base: 1 },
  kg: { label: 'kg', dimension: 'mass', base: 1000 },
  oz: { label: 'oz', dimension: 'mass', base: 28.3495 },
  lb: { label: 'lb', dimension: 'mass', base: 453.592 },
};

const ALIASES: Record<string, string> = {
  t: 'tsp', teaspoon: 'tsp', teaspoons: 'tsp', tsps: 'tsp',
  tbs: 'tbsp', tbl: 'tbsp', tbsps: 'tbsp', tablespoon: 'tbsp', tablespoons: 'tbsp',
  'fl oz': 'floz', 'fluid ounce': 'floz', 'fluid ounces': 'floz', 'fl. oz': 'floz',
  c: 'cup', cups: 'cup',
  pt: 'pint', pints: 'pint',
  qt: 'quart', quarts: 'quart',
  gal: 'gallon', gallons: 'gallon',
  milliliter: 'ml', milliliters: 'ml', millilitre: 'ml', millilitres: 'ml', mls: 'ml',
  liter: 'l', liters: 'l', litre: 'l', litres: 'l', ltr: 'l',
  milligram: 'mg', milligrams: 'mg', mgs: 'mg',
  gram: 'g', grams: 'g', gr: 'g', gm: 'g', gms: 'g',
  kilogram: 'kg', kilograms: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg',
  ounce: 'oz', ounces: 'oz',
  pound: 'lb', pounds: 'lb', lbs: 'lb',
};

/** Lower case, single spaces, no trailing dot: "Tbsp." → "tbsp". */
function cleanUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
}

/** Simple English singular for units and names we do not know ("cloves" → "clove", "berries" → "berry"). */
export function singularize(word: string): string {
  if (word.length <= 3) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/toes$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Key that makes "Tomatoes", "tomato " and "TOMATO" one item group (server and client agree on it). */
export function ingredientKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ').split(' ').map(singularize).join(' ');
}

/** Key of a known unit, or null for units we cannot convert ("clove", "can", ""). */
export function knownUnitKey(unit: string): string | null {
  // Cooks write a capital T for tablespoon and a small t for teaspoon.
  if (unit.trim() === 'T') return 'tbsp';
  const clean = cleanUnit(unit);
  if (clean in UNITS) return clean;
  return ALIASES[clean] ?? null;
}

export interface Amount {
  quantity: number;
  unit: string;
}

/**
 * Rounds to 2 decimals, halves up as written in decimal (1.005 → 1.01: the epsilon lifts values
 * that binary floating point stores a hair below the half). Summed amounts and scaled quantities use it.
 */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Sums amounts of one ingredient: convertible units are added up in the largest unit among them
 * (1 cup + 4 tbsp → 1.25 cup; 500 g + 1 kg → 1.5 kg); other units are summed per unit and listed
 * side by side, in order of first appearance.
 */
export function sumAmounts(amounts: readonly Amount[]): Amount[] {
  interface Bucket {
    unit: string;
    quantity: number;
    known?: KnownUnit;
  }
  const buckets = new Map<string, Bucket>();
  for (const { quantity, unit } of amounts) {
    const key = knownUnitKey(unit);
    const known = key ? UNITS[key] : undefined;
    const bucketKey = known ? `=${known.dimension}` : singularize(cleanUnit(unit));
    const bucket = buckets.get(bucketKey);
    if (!known) {
      if (bucket) bucket.quantity += quantity;
      else buckets.set(bucketKey, { unit: unit.trim(), quantity });
      continue;
    }
    // Known units: quantity is kept in the base unit; the label follows the largest unit seen.
    if (!bucket) buckets.set(bucketKey, { unit: known.label, quantity: quantity * known.base, known });
    else {
      bucket.quantity += quantity * known.base;
      if (bucket.known && known.base > bucket.known.base) {
        bucket.known = known;
        bucket.unit = known.label;
      }
    }
  }
  return [...buckets.values()].map((bucket) => ({
    unit: bucket.unit,
    quantity: round2(bucket.known ? bucket.quantity / bucket.known.base : bucket.quantity),
  }));
}

/** "1.25 cup", "3" (no unit), joined with " + " when units cannot be combined; zero amounts ("to taste") are left out. */
export function formatAmounts(amounts: readonly Amount[]): string {
  return amounts
    .filter(({ quantity }) => quantity > 0)
    .map(({ quantity, unit }) => (unit ? `${quantity} ${unit}` : String(quantity)))
    .join(' + ');
}
