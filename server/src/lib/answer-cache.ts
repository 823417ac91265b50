import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PROFILE_NOT_FOUND } from 'shared-api/contract';
import type { Db } from '../db/client';
import { householdVersions, profiles, users } from '../db/schema';
import { isUuid } from './ids';
import { notFound } from './http-error';

/** What a cached read's answer depends on besides its route and the household's data. */
export interface AnswerScope {
  /** The profile the read is for: it must be the household's (404 otherwise). */
  profileId?: string;
  /** Everything else the answer depends on (query, page, the current week…), as one string. */
  variant?: string;
}

type Encoding = 'br' | 'gzip';

interface Answer {
  body: Buffer;
  /** A hash of the JSON bytes; each encoding's ETag adds its name (a different representation). */
  hash: string;
  /** The body compressed, per encoding a client asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The answers of every household together stay below this; old versions simply age out. */
const MAX_BYTES = 16 * 1024 * 1024;
/** Smaller answers go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a small part of its top level's time (once per answer and version).
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: promisify(gzip),
};
const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Serialized answers of the hot reads, per household data version. A hit costs one indexed SELECT
 * (the version, with the profile's ownership) and no serializing. The version comes from the
 * database on every request and triggers bump it in each transaction that changes the answers, so
 * a write by any instance or connection makes the next read fresh. The version is read before the
 * answer's own queries: an answer is never older than the version it is stored under.
 */
export function createAnswerCache(db: Db) {
  const answers = new LRUCache<string, Answer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer, key) => key.length + answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0),
  });

  // Its own statement, prepared once: it runs on every hot read. No version row yet reads as 0.
  const householdState = db
    .select({
      version: householdVersions.version,
      ownProfile: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.id} = ${sql.placeholder('profileId')} and ${profiles.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(householdVersions, eq(householdVersions.householdId, users.id))
    .where(eq(users.id, sql.placeholder('householdId')))
    .prepare('household_state');

  return {
    /**
     * Answers from the cache, or runs `compute` and keeps its serialized answer; compressed as the
     * client accepts (br or gzip), once per answer. Sends an ETag and answers 304 when the client
     * already holds those bytes.
     */
    async reply(request: FastifyRequest, reply: FastifyReply, route: string, scope: AnswerScope, compute: () => Promise<unknown>): Promise<FastifyReply> {
      const householdId = request.user.id;
      const profileId = scope.profileId ?? null;
      if (profileId !== null && !isUuid(profileId)) throw notFound(PROFILE_NOT_FOUND);
      const [state] = await householdState.execute({ householdId, profileId });
      if (profileId !== null && !state?.ownProfile) throw notFound(PROFILE_NOT_FOUND);
      const key = `${route}\n${householdId}\n${profileId ?? ''}\n${scope.variant ?? ''}\n${state?.version ?? 0}`;
      let answer = answers.get(key);
      if (!answer) {
        const body = Buffer.from(reply.serialize(await compute()) as string);
        answer = { body, hash: createHash('sha1').update(body).digest('base64url'), encoded: {} };
        answers.set(key, answer);
      }
      const accepted = answer.body.length >= COMPRESS_FROM_BYTES ? encodings.negotiate(request.headers['accept-encoding'] ?? '') : null;
      const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : null;
      let payload = answer.body;
      if (encoding) {
        let encoded = answer.encoded[encoding];
        if (!encoded) {
          encoded = await compressors[encoding](answer.body);
          answer.encoded[encoding] = encoded;
          // Set again so the cache counts the new bytes.
          answers.set(key, answer);
        }
        payload = encoded;
        reply.header('content-encoding', encoding);
      }
      const etag = `"${answer.hash}${encoding ? `-${encoding}` : ''}"`;
      // The browser keeps the answer and asks again with If-None-Match every time.
      const vary = reply.getHeader('vary');
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).removeHeader('content-encoding').send();
      return reply.type('application/json; charset=utf-8').send(payload);
    },
  };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
