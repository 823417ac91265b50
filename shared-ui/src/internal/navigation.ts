import type { MouseEvent } from 'react';

/**
 * Links stay real anchors (open in new tab, copy link), but a plain left click is handed to the
 * app's router through onNavigate so no full page load happens.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
