/** Stores with a colour of their own in styles.css, keyed by name without case, spaces or dashes. */
const KNOWN_STORES: Readonly<Record<string, string>> = {
  costco: 'costco',
  amazon: 'amazon',
  hyvee: 'hy-vee',
  target: 'target',
  unassigned: 'unassigned',
};

/** CSS colour for a store name: `var(--store-costco)` for "Costco", `var(--store-other)` for unknown stores. */
export function storeColor(name: string): string {
  const slug = name.toLowerCase().replace(/[\s_-]+/g, '');
  return `var(--store-${KNOWN_STORES[slug] ?? 'other'})`;
}
