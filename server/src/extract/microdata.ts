import type { CheerioAPI } from 'cheerio';
import { fieldsFromSchemaRecipe, schemaTypes, type SchemaNode } from './schema-recipe.js';
import { collapse, elementLines, type AnyNode } from './text.js';
import type { RecipeFields } from './types.js';

/** Microdata (itemscope/itemprop) and RDFa (typeof/property) differ only in attribute names. */
interface Vocabulary {
  scope: string;
  type: string;
  prop: string;
}
const MICRODATA: Vocabulary = { scope: 'itemscope', type: 'itemtype', prop: 'itemprop' };
const RDFA: Vocabulary = { scope: 'typeof', type: 'typeof', prop: 'property' };

/** Property value per the microdata rules (content, URL attributes, datetime, else the text). */
function propertyValue($: CheerioAPI, el: AnyNode, name: string): string {
  const $el = $(el);
  const content = $el.attr('content');
  if (content !== undefined) return content;
  const tag = $el.prop('tagName')?.toLowerCase();
  if (tag === 'img' || tag === 'source') return $el.attr('src') ?? $el.attr('data-src') ?? '';
  if (tag === 'a' || tag === 'link') return $el.attr('href') ?? '';
  if (tag === 'time') return $el.attr('datetime') ?? $el.text();
  if (tag === 'meta') return '';
  // Instructions keep their line breaks so a single element with several steps splits into steps.
  const lines = elementLines($el);
  return /instructions/i.test(name) ? lines.join('\n') : collapse(lines.join(' '));
}

function readNode($: CheerioAPI, scope: AnyNode, vocab: Vocabulary): SchemaNode {
  const node: SchemaNode = { '@type': ($(scope).attr(vocab.type) ?? '').split(/\s+/) };
  $(scope)
    .find(`[${vocab.prop}]`)
    .each((_, el) => {
      if ($(el).parent().closest(`[${vocab.scope}]`)[0] !== scope) return;
      const names = ($(el).attr(vocab.prop) ?? '').split(/\s+/).filter(Boolean);
      const nested = $(el).is(`[${vocab.scope}]`);
      for (const qualified of names) {
        const name = qualified.replace(/^.*[/:#]/, '');
        const value = nested ? readNode($, el, vocab) : propertyValue($, el, name);
        const previous = node[name];
        node[name] = previous === undefined ? value : [previous, value].flat();
      }
    });
  return node;
}

/** Recipe fields from schema.org microdata or RDFa, or undefined when the page has neither. */
export function extractMicrodata($: CheerioAPI): RecipeFields | undefined {
  for (const vocab of [MICRODATA, RDFA]) {
    const scope = $(`[${vocab.type}]`)
      .toArray()
      .find((el) => schemaTypes({ '@type': ($(el).attr(vocab.type) ?? '').split(/\s+/) }).includes('Recipe'));
    if (scope) return fieldsFromSchemaRecipe(readNode($, scope, vocab), (value) => value);
  }
  return undefined;
}
