import { load, type Cheerio, type CheerioAPI, type contains } from 'cheerio';

/** htmlparser2 instead of parse5: several times faster on large pages and lenient enough. */
export function loadHtml(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

/** Any parsed node (domhandler's AnyNode, which cheerio does not re-export by name). */
export type AnyNode = Parameters<typeof contains>[0];

/** The subset of a parsed DOM node the text walker needs. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section',
  'table', 'td', 'th', 'tr', 'ul',
]);
export const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'iframe']);

function collectText(nodes: readonly DomNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') out.push(node.data ?? '');
    else if (node.name && SKIPPED_TAGS.has(node.name)) continue;
    else if (node.children) {
      const block = node.name !== undefined && BLOCK_TAGS.has(node.name);
      if (block) out.push('\n');
      collectText(node.children, out);
      if (block) out.push('\n');
    } else if (node.name === 'br') out.push('\n');
  }
}

/** Whitespace (including no-break spaces) collapsed to single spaces, trimmed. */
export function collapse(text: string): string {
  return text.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

/** Lines of an element's text; block elements and <br> start a new line. */
export function elementLines(el: Cheerio<DomNode>): string[] {
  const parts: string[] = [];
  collectText(el.toArray(), parts);
  return parts.join('').split('\n').map(collapse).filter(Boolean);
}

/** An element's plain text on one line. */
export function elementText(el: Cheerio<DomNode>): string {
  return elementLines(el).join(' ');
}

const MARKUP = /[<&]/;

/** Lines of a string that may hold markup or entities (JSON-LD values often do). */
export function markupLines(value: string): string[] {
  if (!MARKUP.test(value)) return value.split(/\r?\n/).map(collapse).filter(Boolean);
  // Entities can be escaped twice ("&amp;#39;"): decode the text once more when they are.
  const lines = elementLines(loadHtml(value).root());
  return lines.map((line) => (/&(#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(line) ? elementText(loadHtml(line).root()) : line));
}

/** A string that may hold markup or entities, as plain text on one line. */
export function markupText(value: string): string {
  return markupLines(value).join(' ');
}
