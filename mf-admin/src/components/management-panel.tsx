import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, TextField, useDebouncedValue } from 'shared-ui';
import { VirtualList } from './virtual-list';

interface PageAnswer<T> {
  items: T[];
  total: number;
}

export interface ManagementPanelProps<T> {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  addLabel: string;
  onAdd: () => void;
  /** The server-side search, given the debounced term. */
  useList: (search: string) => UseInfiniteQueryResult<InfiniteData<PageAnswer<T>>>;
  loadingText: string;
  emptyText: string;
  /** What the console gets when the list fails (the spec's texts; the failure is only logged). */
  logError: (error: Error) => string;
  listLabel: string;
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
}

/** One admin tab: title, search, add button and a virtualised, paged list with the spec's messages. */
export function ManagementPanel<T>({
  title,
  searchLabel,
  searchPlaceholder,
  addLabel,
  onAdd,
  useList,
  loadingText,
  emptyText,
  logError,
  listLabel,
  getKey,
  renderRow,
}: ManagementPanelProps<T>) {
  const [search, setSearch] = useState('');
  const query = useList(useDebouncedValue(search.trim()));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  useEffect(() => {
    if (query.error) console.error(logError(query.error));
  }, [query.error, logError]);

  let body: ReactNode;
  if (query.isPending) body = <p className="ad-message">{loadingText}</p>;
  else if (query.isError && items.length === 0)
    body = (
      <p className="ad-message" role="alert">
        {query.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </p>
    );
  else if (items.length === 0) body = <p className="ad-message">{emptyText}</p>;
  else
    body = (
      <VirtualList
        items={items}
        getKey={getKey}
        renderRow={renderRow}
        label={listLabel}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMore={() => void query.fetchNextPage()}
      />
    );

  return (
    <Card
      title={title}
      actions={
        <Button size="sm" onClick={onAdd}>
          <Plus size={16} aria-hidden="true" />
          {addLabel}
        </Button>
      }
    >
      <div className="ad-panel__search">
        <TextField
          label={searchLabel}
          type="search"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {total !== undefined && !query.isPending && (
          <span className="ad-panel__count" aria-live="polite">
            {total} {total === 1 ? 'result' : 'results'}
          </span>
        )}
      </div>
      {body}
    </Card>
  );
}
