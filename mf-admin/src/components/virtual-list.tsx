import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from 'shared-ui';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** More rows exist on the server. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  estimateRowHeight?: number;
}

/** Renders only the rows in view, and asks for the next page when the end comes near. */
export function VirtualList<T>({
  items,
  getKey,
  renderRow,
  label,
  hasMore,
  loadingMore,
  loadMore,
  estimateRowHeight = 72,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: 6,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= items.length - 10) loadMore();
  }, [hasMore, loadingMore, lastIndex, items.length, loadMore]);

  return (
    <div ref={scrollRef} className="ad-list" role="list" aria-label={label} aria-busy={loadingMore || undefined}>
      <div className="ad-list__sizer" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="ad-list__row"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderRow(items[row.index] as T)}
          </div>
        ))}
      </div>
      {loadingMore && (
        <div className="ad-list__more">
          <Spinner size="sm" label="Loading more" />
        </div>
      )}
    </div>
  );
}
