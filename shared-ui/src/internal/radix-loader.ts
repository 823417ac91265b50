import { useEffect, useState } from 'react';
import type * as radixWidgets from '../radix-widgets';

type RadixWidgets = typeof radixWidgets;

let loaded: RadixWidgets | null = null;
let loading: Promise<RadixWidgets> | null = null;

/**
 * The Radix widgets (menus, popovers, dialogs, tooltips) are ~30 KB a page would otherwise fetch
 * before it can draw, used or not: they load when first wanted (a hover, a focus, a press, an
 * opening), once for every widget of the page.
 */
export function loadRadixWidgets(): Promise<RadixWidgets> {
  loading ??= import('../radix-widgets').then(
    (widgets) => (loaded = widgets),
    (error: unknown) => {
      // Offline or a failed deploy: the next use tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The Radix widgets once `wanted` has been true and they have loaded; null until then. */
export function useRadixWidgets(wanted: boolean): RadixWidgets | null {
  const [widgets, setWidgets] = useState(loaded);
  useEffect(() => {
    if (!wanted || widgets) return;
    let active = true;
    loadRadixWidgets().then(
      (loadedWidgets) => active && setWidgets(loadedWidgets),
      (error: unknown) => console.error('Could not load the widgets', error),
    );
    return () => {
      active = false;
    };
  }, [wanted, widgets]);
  return widgets ?? loaded;
}

/** For the parts that render only inside an open widget, which has loaded them. */
export function loadedRadixWidgets(): RadixWidgets {
  if (!loaded) throw new Error('A widget part rendered outside its open widget');
  return loaded;
}
