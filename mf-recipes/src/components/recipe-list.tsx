import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from 'shared-ui';
import type { RecipeSummary } from 'shared-api/recipes';

/** Rows below the last one on screen at which the next page is asked for. */
const PREFETCH_ROWS = 10;
/** The list's gap between rows (--ui-space-3), which the virtualizer adds between measured rows. */
const ROW_GAP = 12;
/**
 * A closed row's height before it is measured (recipes.css): the summary is one line of thumb, title
 * and actions (64 px thumb + padding + border), on a phone the actions take a line of their own. A
 * wrong guess moves every row below once the row is measured.
 */
const ROW_HEIGHT = 90;
const ROW_HEIGHT_PHONE = 126;

/**
 * A row's height from its ResizeObserver entry. A row just mounted has none yet: it keeps its last
 * known height (or the estimate) instead of reading the layout in the middle of the commit, and its
 * observer's first entry, delivered before the frame paints, gives the real one.
 */
function rowHeight(element: HTMLElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLElement>): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

type ListItemProps = ComponentPropsWithRef<'li'> & { 'data-index': number };

export interface RecipeListProps {
  recipes: readonly RecipeSummary[];
  /** One row; `itemProps` goes on its <li> so the list can measure it as it expands and collapses. */
  renderRow: (recipe: RecipeSummary, itemProps: ListItemProps) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The recipes in the page's own scroll, rendering only the rows on screen: the rows above and
 * below stand as padding of the list, so the page keeps its full height and natural flow.
 */
export function RecipeList({ recipes, renderRow, hasMore, loadingMore, loadMore }: RecipeListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  // Where the list starts in the page; the toolbar above it may wrap differently after a resize.
  useLayoutEffect(() => {
    const measure = () => {
      const list = listRef.current;
      if (list) setListTop(list.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const phone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const virtualizer = useWindowVirtualizer({
    count: recipes.length,
    estimateSize: () => (phone ? ROW_HEIGHT_PHONE : ROW_HEIGHT),
    gap: ROW_GAP,
    overscan: 4,
    scrollMargin: listTop,
    getItemKey: (index) => recipes[index]?.id ?? index,
    measureElement: rowHeight,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];

  useEffect(() => {
    if (hasMore && !loadingMore && (last?.index ?? -1) >= recipes.length - PREFETCH_ROWS) loadMore();
  }, [hasMore, loadingMore, last?.index, recipes.length, loadMore]);

  return (
    <ul
      ref={listRef}
      className="rc-list"
      aria-label="Recipes"
      aria-busy={loadingMore || undefined}
      style={{
        paddingTop: first ? first.start - virtualizer.options.scrollMargin : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - last.end : 0,
      }}
    >
      {rows.map((row) => {
        const recipe = recipes[row.index];
        return recipe ? renderRow(recipe, { ref: virtualizer.measureElement, 'data-index': row.index }) : null;
      })}
    </ul>
  );
}
