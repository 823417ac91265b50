// A worker thread's entry (see off-thread.ts): reads one link or one text, answers, and ends.
import { parentPort, workerData } from 'node:worker_threads';
import { ImportError } from './import-error.js';
import { hasRecipe } from './import-page.js';
import { importFromUrl } from './index.js';
import type { ReaderAnswer, ReaderTask } from './off-thread.js';
import { extractRecipeFromText } from './pasted-text.js';
import { onReading, reading } from './reading.js';
import type { RecipeDraft } from './types.js';

function readText(text: string): RecipeDraft {
  const result = reading(() => extractRecipeFromText(text));
  if (!hasRecipe(result)) throw new ImportError('No ingredients or steps were found in this text.', 422);
  return result.recipe;
}

async function run(task: ReaderTask): Promise<ReaderAnswer> {
  try {
    return { value: task.kind === 'url' ? await importFromUrl(task.url, { allowPrivate: task.allowPrivate }) : readText(task.text) };
  } catch (error) {
    if (error instanceof ImportError) return { failed: { message: error.message, statusCode: error.statusCode } };
    return { failed: null };
  }
}

// The API times each read from these (fetches have time-outs of their own).
onReading((now) => parentPort?.postMessage({ reading: now }));
parentPort?.postMessage(await run(workerData as ReaderTask));
