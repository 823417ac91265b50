/**
 * Reading a page or a text is the synchronous, CPU-bound part of an import (fetching is not). A
 * worker thread reports when it starts and ends so that its reads, not its fetches, are timed
 * (see off-thread.ts); elsewhere nobody listens.
 */
let listener: (reading: boolean) => void = () => {};

/** Who is told when a read starts (true) and ends (false). */
export function onReading(tell: (reading: boolean) => void): void {
  listener = tell;
}

/** Runs one read, telling the listener around it. */
export function reading<T>(read: () => T): T {
  listener(true);
  try {
    return read();
  } finally {
    listener(false);
  }
}
