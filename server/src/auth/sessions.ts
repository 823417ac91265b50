import { LRUCache } from 'lru-cache';
import type { LiveUpdates } from '../grocery/live-updates';

/** What authenticating a request needs of the account row. */
export interface Session {
  id: string;
  role: string;
  status: string;
  tokenVersion: number;
  lastActiveAt: Date | null;
}

/**
 * How long an instance trusts a remembered session without news of a change: the bound on a
 * change missed while the LISTEN connection reconnects. Changes themselves arrive at once.
 */
export const SESSION_TTL_MS = 10_000;
export const SESSION_CHANNEL = 'session_changes';

export interface Sessions {
  /** The remembered session, else `load`'s answer (remembered when no change raced it). */
  find: (id: string, load: (id: string) => Promise<Session | undefined>) => Promise<Session | undefined>;
  /** The account's role, status or token version changed, or it went: every instance forgets it. */
  changed: (id: string) => Promise<void>;
  /** Calls `listener` whenever the account changes, on any instance; returns the way to stop. */
  watch: (id: string, listener: () => void) => () => void;
}

/**
 * Sessions remembered per user id, so a signed-in call costs no SELECT. Changes are broadcast over
 * `news` (LISTEN/NOTIFY on PostgreSQL), so another instance forgets them as soon as it hears.
 */
export function createSessions(news: Pick<LiveUpdates, 'publish' | 'subscribe'>): Sessions {
  /** Counts changes, so a load that raced one is not remembered. */
  let changes = 0;
  /** Remembered (or being loaded) ids listen for their own news. */
  const listening = new Map<string, () => void>();
  const stopListening = (id: string): void => {
    listening.get(id)?.();
    listening.delete(id);
  };
  const cache = new LRUCache<string, Session>({
    max: 10_000,
    ttl: SESSION_TTL_MS,
    dispose: (_session, id, reason) => {
      if (reason !== 'set') stopListening(id);
    },
  });
  const forget = (id: string): void => {
    changes += 1;
    cache.delete(id);
  };

  return {
    async find(id, load) {
      const known = cache.get(id);
      if (known) return known;
      if (!listening.has(id)) listening.set(id, news.subscribe(id, () => forget(id)));
      const seen = changes;
      const session = await load(id);
      if (session && seen === changes) cache.set(id, session);
      else if (!session && !cache.has(id)) stopListening(id);
      return session;
    },
    async changed(id) {
      forget(id);
      await news.publish(id);
    },
    watch: news.subscribe,
  };
}
