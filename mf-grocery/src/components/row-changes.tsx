import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useCheckGroceryItem, useHideGroceryItem, useRemoveGroceryItem, useSetItemCategory } from 'shared-api/grocery';
import type { sendChange } from './send-change';

type Change<V> = Parameters<typeof sendChange<V>>[0];
type VariablesOf<T> = T extends { mutateAsync: (variables: infer V, ...rest: never[]) => unknown } ? V : never;

/** The changes a row makes to the list, each sent through sendChange. */
export interface RowChanges {
  check: Change<VariablesOf<ReturnType<typeof useCheckGroceryItem>>>;
  hide: Change<VariablesOf<ReturnType<typeof useHideGroceryItem>>>;
  remove: Change<VariablesOf<ReturnType<typeof useRemoveGroceryItem>>>;
  move: Change<VariablesOf<ReturnType<typeof useSetItemCategory>>>;
}

const RowChangesContext = createContext<RowChanges | null>(null);

/**
 * One set of list mutations for every row: four mutation observers per row made the list's first
 * render (and its commit) cost more than the rows themselves. `mutateAsync` keeps its identity for
 * the page's life, so the value never changes and no row re-renders for it; each call still gets
 * its own promise, which is all sendChange waits on.
 */
export function RowChangesProvider({ children }: { children: ReactNode }) {
  const check = useCheckGroceryItem().mutateAsync;
  const hide = useHideGroceryItem().mutateAsync;
  const remove = useRemoveGroceryItem().mutateAsync;
  const move = useSetItemCategory().mutateAsync;
  const value = useMemo(
    () => ({ check: { mutateAsync: check }, hide: { mutateAsync: hide }, remove: { mutateAsync: remove }, move: { mutateAsync: move } }),
    [check, hide, remove, move],
  );
  return <RowChangesContext.Provider value={value}>{children}</RowChangesContext.Provider>;
}

export function useRowChanges(): RowChanges {
  const changes = useContext(RowChangesContext);
  if (!changes) throw new Error('useRowChanges needs a RowChangesProvider around the list');
  return changes;
}
