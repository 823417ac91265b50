import type { FastifyInstance } from 'fastify';
import { GROCERY_CHANGED_EVENT, groceryEvents } from 'shared-api/contract';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { LiveUpdates } from './live-updates';

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** A burst of changes (e.g. a recipe's 12 ingredients) reaches the browser as one event. */
const COALESCE_MS = 50;
/**
 * Open streams one account may hold on an instance: a household's phones and tabs fit many times
 * over, while one stolen token cannot pin sockets and timers without bound.
 */
export const MAX_STREAMS_PER_ACCOUNT = 20;

/** Server-sent events: one `changed` event per change of the household's grocery list. */
export default function groceryEventRoutes(app: FastifyInstance, live: LiveUpdates): void {
  const open = new Set<() => void>();
  const openPerAccount = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  route(app, groceryEvents, {}, async (request, reply) => {
    // HEAD (Fastify answers it with the GET handler) gets the stream's headers and no stream, at once.
    if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').header('Cache-Control', 'no-cache').send();
    const account = request.user.id;
    const held = openPerAccount.get(account) ?? 0;
    if (held >= MAX_STREAMS_PER_ACCOUNT) {
      throw new HttpError(429, 'Too many open live update streams for this account. Close some tabs and try again.');
    }
    openPerAccount.set(account, held + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      // Headers set by hooks (CORS, security) would be lost with hijack; copy them.
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write('retry: 2000\n\n');

    let pending: NodeJS.Timeout | undefined;
    const unsubscribe = live.subscribe(account, () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        raw.write(`event: ${GROCERY_CHANGED_EVENT}\ndata: {}\n\n`);
      }, COALESCE_MS);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = (): void => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      clearTimeout(pending);
      unsubscribe();
      stopWatching();
      const left = (openPerAccount.get(account) ?? 1) - 1;
      if (left > 0) openPerAccount.set(account, left);
      else openPerAccount.delete(account);
      if (!raw.writableEnded) raw.end();
    };
    // A new password, a suspension or a deletion ends the stream: reconnecting signs in again.
    const stopWatching = app.sessions.watch(account, end);
    open.add(end);
    request.raw.on('close', end);
    // A client gone while the request was authenticated has closed already: no close event will come.
    if (request.raw.socket?.destroyed) end();
    // Fastify ignores what a hijacked handler returns; the stream above is the answer.
    return '';
  });
}
