import type { CheerioAPI } from 'cheerio';
import { parseLenientJson } from './lenient-json.js';
import { fieldsFromSchemaRecipe, isNode, isRecipe, type SchemaNode } from './schema-recipe.js';
import type { RecipeFields } from './types.js';

/** Deepest nesting read: no page nests its recipe deeper, and malformed data would exhaust the stack. */
const MAX_DEPTH = 64;

/** Every node of the parsed blocks (arrays, `@graph`, nested values), in document order. */
function collectNodes(value: unknown, out: SchemaNode[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, out, depth + 1);
  } else if (isNode(value)) {
    out.push(value);
    for (const child of Object.values(value)) if (typeof child === 'object') collectNodes(child, out, depth + 1);
  }
}

/** References followed per page at most: a cycle of them (a node naming itself) ends there. */
const MAX_REFERENCES = 500;

/** The nodes of a page's JSON-LD blocks, parsed once per page. */
const parsed = new WeakMap<CheerioAPI, SchemaNode[]>();

function documentNodes($: CheerioAPI): SchemaNode[] {
  let nodes = parsed.get($);
  if (!nodes) {
    const found: SchemaNode[] = [];
    $('script').each((_, el) => {
      if (/ld\+json/i.test($(el).attr('type') ?? '')) collectNodes(parseLenientJson($(el).text()), found);
    });
    nodes = found;
    parsed.set($, nodes);
  }
  return nodes;
}

/** The images the page's JSON-LD names as a logo (its Organization's, its publisher's). */
export function schemaLogos($: CheerioAPI): string[] {
  return documentNodes($).flatMap((node) => {
    const logo = node['logo'];
    const url = isNode(logo) ? (logo['url'] ?? logo['contentUrl']) : logo;
    return typeof url === 'string' && url.trim() ? [url.trim()] : [];
  });
}

/** Recipe fields from the page's schema.org JSON-LD, or undefined when it has no Recipe. */
export function extractJsonLd($: CheerioAPI): RecipeFields | undefined {
  const nodes = documentNodes($);
  const recipes = nodes.filter(isRecipe);
  const recipe = recipes.find((r) => r['recipeIngredient'] ?? r['ingredients']) ?? recipes[0];
  if (!recipe) return undefined;
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    const id = node['@id'];
    // Only nodes with content count as targets; a bare {"@id"} is itself a reference.
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  let followed = 0;
  const resolve = (value: unknown): unknown => {
    if (isNode(value) && Object.keys(value).length === 1 && typeof value['@id'] === 'string' && followed < MAX_REFERENCES) {
      followed++;
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
  return fieldsFromSchemaRecipe(recipe, resolve);
}
