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

const INPUTS = ['pointerdown', 'keydown'] as const;
/** A pause in pressing and typing this long is a moment to load without slowing what the input set off. */
const INPUT_PAUSE_MS = 500;
let waitingForUse = false;

/**
 * On a page with widgets, someone pressing or typing is using the page: at their first pause the
 * widgets load, so the first menu or popover they open rarely waits for its code. A visit that only
 * looks loads none of it, and a burst of typing is never slowed by it.
 */
function loadAtFirstPause(): void {
  if (waitingForUse || loaded) return;
  waitingForUse = true;
  let pause: ReturnType<typeof setTimeout> | undefined;
  const load = () => {
    for (const type of INPUTS) document.removeEventListener(type, onInput, true);
    loadRadixWidgets().catch(() => undefined);
  };
  const onInput = () => {
    clearTimeout(pause);
    pause = setTimeout(load, INPUT_PAUSE_MS);
  };
  for (const type of INPUTS) document.addEventListener(type, onInput, { capture: true, passive: true });
}

/** The Radix widgets once `wanted` has been true and they have loaded; null until then. */
export function useRadixWidgets(wanted: boolean): RadixWidgets | null {
  const [widgets, setWidgets] = useState(loaded);
  useEffect(loadAtFirstPause, []);
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
