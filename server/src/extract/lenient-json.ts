const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
/** Raw line breaks in strings keep their meaning (they often separate steps). */
const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Rewrites the JSON mistakes seen in published JSON-LD into strict JSON: invalid escapes such as
 * `\'`, raw control characters (newlines, tabs) inside strings and trailing commas.
 */
function repairJson(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inString) {
      if (ch === '\\') {
        const next = text[i + 1] ?? '';
        out += VALID_ESCAPES.has(next) ? ch + next : next;
        i++;
      } else if (ch === '"') {
        inString = false;
        out += ch;
      } else out += ch < ' ' ? (CONTROL_ESCAPES[ch] ?? ' ') : ch;
    } else if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === ',' && /^\s*[}\]]/.test(text.slice(i + 1, i + 64))) {
      continue;
    } else out += ch;
  }
  return out;
}

/** Parses JSON-LD text, repairing it when strict JSON rejects it; undefined when beyond repair. */
export function parseLenientJson(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim()
    .replace(/;$/, '');
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(repairJson(trimmed));
    } catch {
      return undefined;
    }
  }
}
