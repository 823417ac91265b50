import { Worker } from 'node:worker_threads';
import { ImportError, PAGE_UNREADABLE } from './import-error.js';
import type { RecipeDraft } from './types.js';

export type ReaderTask = { kind: 'url'; url: string; allowPrivate: boolean } | { kind: 'text'; text: string };
export type ReaderAnswer = { value: RecipeDraft } | { failed: { message: string; statusCode: ImportError['statusCode'] } | null };
/** What a reader thread posts: that a read starts or ends (see reading.ts), then its answer. */
type ReaderMessage = { reading: boolean } | ReaderAnswer;

/**
 * Pages and texts are read in a worker thread of their own, never on the API's event loop: a page
 * built to be slow to read (markup nested thousands deep, text that sends a pattern backtracking)
 * then costs one thread for a bounded time, while every other request is answered as usual.
 */
const fromSources = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSources ? './reader-worker.ts' : './reader-worker.js', import.meta.url);

/** A reader that needs more memory than this ends alone, not the API with it. */
const resourceLimits = { maxOldGenerationSizeMb: 384 };

/** From the sources (tsx, vitest) the thread first registers tsx, which a worker does not inherit. */
function startReader(task: ReaderTask): Worker {
  if (!fromSources) return new Worker(workerFile, { workerData: task, resourceLimits });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(workerFile.href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); })`, { eval: true, workerData: task, resourceLimits });
}

/**
 * Longest a task may take, fetches included: each fetch ends within 15 s, and a video may fetch
 * its page and up to three pages it links to.
 */
const TIME_LIMIT_MS = { url: 75_000, text: 10_000 } as const;

/** Longest one read of a page or a text may take: real pages take milliseconds. */
const READ_LIMIT_MS = 10_000;

/**
 * Readers running at once; more wait their turn. A reader mostly waits on the network; while one
 * does read, it holds one core for a bounded time and the API keeps the rest.
 */
const MAX_READERS = 4;
/**
 * Tasks that may wait for a reader. Past that, a burst of imports is refused at once rather than
 * held for minutes, each with its request and its connection open: as too many requests (429), the
 * answer to a flood, not as a server fault.
 */
export const MAX_WAITING = 16;
const BUSY = 'Many imports are running right now. Please try again in a minute.';
let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_READERS) {
    if (waiting.length >= MAX_WAITING) throw new ImportError(BUSY, 429);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

const UNREADABLE = { url: PAGE_UNREADABLE, text: 'This text could not be read.' } as const;

/**
 * Reads a link or a pasted text in a worker thread: its draft, or the ImportError it ended with.
 * A thread still at work after `limitMs`, or still in one read after `readLimitMs`, is stopped,
 * and the page (or text) counts as unreadable.
 */
export async function readOffThread(
  task: ReaderTask,
  { limitMs = TIME_LIMIT_MS[task.kind], readLimitMs = READ_LIMIT_MS }: { limitMs?: number; readLimitMs?: number } = {},
): Promise<RecipeDraft> {
  const done = await turn();
  try {
    const answer = await new Promise<ReaderAnswer | null>((resolve) => {
      const worker = startReader(task);
      const stop = () => void worker.terminate();
      const timer = setTimeout(stop, limitMs);
      let readTimer: NodeJS.Timeout | undefined;
      worker.on('message', (message: ReaderMessage) => {
        if ('reading' in message) {
          clearTimeout(readTimer);
          if (message.reading) readTimer = setTimeout(stop, readLimitMs);
          return;
        }
        resolve(message);
        // Ended once it has answered: a fetch's open connection would keep the thread alive.
        stop();
      });
      worker.once('error', () => resolve(null));
      worker.once('exit', () => {
        clearTimeout(timer);
        clearTimeout(readTimer);
        resolve(null);
      });
    });
    if (answer && 'value' in answer) return answer.value;
    const failed = answer?.failed;
    throw failed ? new ImportError(failed.message, failed.statusCode) : new ImportError(UNREADABLE[task.kind], 422);
  } finally {
    done();
  }
}
