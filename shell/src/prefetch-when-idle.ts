/**
 * On a signed-out page the static server lists, in `<template id="prefetch-when-idle">`, prefetch
 * hints for the files of the pages that signing in leads to. They go live only once the page has
 * loaded and the browser is idle: as plain hints in the page, Chrome fetched them beside the page's
 * own scripts.
 */
export function prefetchWhenIdle(): void {
  const template = document.getElementById('prefetch-when-idle');
  if (!(template instanceof HTMLTemplateElement)) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const start = () => idle(() => document.head.append(template.content));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
