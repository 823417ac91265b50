import { useDeferredValue } from 'react';

/**
 * A query's answer for a list: the first one at once, later ones (a refetch, another page) in a
 * background render React can pause for input. A page's first answer only fills a screenful of
 * rows, and deferring it would hold the page's largest paint back by several tasks.
 */
export function useDeferredAnswer<T>(answer: T | undefined): T | undefined {
  const deferred = useDeferredValue(answer);
  return deferred ?? answer;
}
