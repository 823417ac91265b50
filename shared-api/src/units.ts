/** Units the grocery list knows how to convert, each with its size in the dimension's base unit (ml or g). */
export type Dimension = 'volume' | 'mass';

export interface KnownUnit {
  /** How the unit is shown in totals. */
  label: string;
  dimension: Dimension;
  /** Size in ml (volume) or g (mass). */
  base: number;
  /** Measuring spoons are used in metric and US kitchens alike. */
  system: 'metric' | 'us' | 'both';
}

const UNITS: Record<string, KnownUnit> = {
  tsp: { label: 'tsp', dimension: 'volume', base: 4.92892, system: 'both' },
  tbsp: { label: 'tbsp', dimension: 'volume', base: 14.7868, system: 'both' },
  floz: { label: 'fl oz', dimension: 'volume', base: 29.5735, system: 'us' },
  cup: { label: 'cup', dimension: 'volume', base: 236.588, system: 'us' },
  pint: { label: 'pint', dimension: 'volume', base: 473.176, system: 'us' },
  quart: { label: 'quart', dimension: 'volume', base: 946.353, system: 'us' },
  gallon: { label: 'gallon', dimension: 'volume', base: 3785.41, system: 'us' },
  ml: { label: 'ml', dimension: 'volume', base: 1, system: 'metric' },
  l: { label: 'l', dimension: 'volume', base: 1000, system: 'metric' },
  mg: { label: 'mg', dimension: 'mass', base: 0.001, system: 'metric' },
  g: { label: 'g', dimension: 'mass', base: 1, system: 'metric' },
  kg: { label: 'kg', dimension: 'mass', base: 1000, system: 'metric' },
  oz: { label: 'oz', dimension: 'mass', base: 28.3495, system: 'us' },
  lb: { label: 'lb', dimension: 'mass', base: 453.592, system: 'us' },
};

/** Size, dimension and system of a unit we can convert, or null ("clove", "can", ""). */
export function knownUnit(unit: string): KnownUnit | null {
  const key = knownUnitKey(unit);
  return key ? (UNITS[key] ?? null) : null;
}

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
