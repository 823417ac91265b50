import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';

export type Listener = () => void;

/**
 * "The grocery list of household X changed", delivered to every API instance that has a browser of
 * that household connected. Instances hold no other state, so any number can run side by side.
 */
export interface LiveUpdates {
  publish: (householdId: string) => Promise<void>;
  subscribe: (householdId: string, listener: Listener) => () => void;
  close: () => Promise<void>;
}

/** One process (PGlite, tests): an in-memory emitter. */
export function inProcessLiveUpdates(): LiveUpdates {
  const emitter = new EventEmitter();
  // Each open browser tab is a listener; the default warning at 10 is not a leak here.
  emitter.setMaxListeners(0);
  return {
    publish: async (householdId) => void emitter.emit(householdId),
    subscribe: (householdId, listener) => {
      emitter.on(householdId, listener);
      return () => emitter.off(householdId, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

export const NOTIFY_CHANNEL = 'grocery_changes';
const RECONNECT_MS = 2000;

/**
 * PostgreSQL LISTEN/NOTIFY: every instance listens on one channel on a dedicated connection and
 * fans out to its own browsers; publishing is a NOTIFY, delivered to this instance too.
 */
export function postgresLiveUpdates(pool: pg.Pool, log: FastifyBaseLogger, channel = NOTIFY_CHANNEL): LiveUpdates {
  const local = inProcessLiveUpdates();
  /** Gives the listening connection back to be ended; once only, whoever comes first. */
  let letGo: (() => void) | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    try {
      const next = await pool.connect();
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        next.release(true);
        if (letGo === release) letGo = null;
      };
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) void local.publish(message.payload);
      });
      next.on('error', (error) => {
        // After close() let it go, the server ending the connection is expected.
        if (released) return;
        log.warn({ err: error }, 'live updates connection lost; reconnecting');
        release();
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await next.query(`LISTEN ${channel}`);
      if (closed) release();
      else letGo = release;
    } catch (error) {
      log.warn({ err: error }, 'live updates could not listen; retrying');
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  const ready = connect();

  return {
    publish: async (householdId) => {
      await pool.query('select pg_notify($1, $2)', [channel, householdId]);
    },
    subscribe: local.subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await ready;
      letGo?.();
      await local.close();
    },
  };
}

/**
 * LISTEN/NOTIFY when the app runs on PostgreSQL, in-process on PGlite (one process by nature).
 * Another channel carries other news the same way (auth/sessions.ts: accounts that changed).
 */
export function createLiveUpdates(database: Pick<Database, 'pool'>, log: FastifyBaseLogger, channel = NOTIFY_CHANNEL): LiveUpdates {
  return database.pool ? postgresLiveUpdates(database.pool, log, channel) : inProcessLiveUpdates();
}
