import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** `charset` of a Content-Type, lower-cased and unquoted; undefined without one. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";]*)\1/i.exec(contentType ?? '');
  return match ? match[2]!.trim().toLowerCase() : undefined;
}

const FORBIDDEN_KEY = /"(?:__proto__|constructor)"\s*:/;

/**
 * JSON bodies are UTF-8 (RFC 8259). Fastify's parser decodes whatever arrives as UTF-8: a body
 * declared as charset=latin1 or utf-16, or with broken bytes, was stored with U+FFFD in place of
 * the letters sent. Refused instead: 415 for another declared charset, 400 for bytes that are not
 * UTF-8. Parsing itself stays Fastify's (prototype-poisoning keys refused), with a clearer detail.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      return done(new HttpError(415, `Unsupported charset "${charset.slice(0, 40)}": JSON bodies must be UTF-8`), undefined);
    }
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new HttpError(400, 'Request body is not valid UTF-8'), undefined);
    const text = bytes.toString('utf8');
    parse(request, text, (error, value) => {
      if (error && FORBIDDEN_KEY.test(text)) return done(new HttpError(400, 'Request body contains a forbidden key (__proto__ or constructor)'), undefined);
      done(error, value);
    });
  });
}
