import { Plus } from 'lucide-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { useSession } from 'shared-api/core';
import { STORE_NAME_MAX, useAllStores, useCreateStore, useProfileStores, useToggleStoreSelection, type Store } from 'shared-api/stores';
import { Button, EmptyState, ErrorPanel, InlineAddForm, Input, PageHeader, Spinner, storeColor, toast } from 'shared-ui';
import { SearchInput } from '../components/search-input';
import '../grocery.css';

export default function StoresPage() {
  const profileId = useSession((state) => state.selectedProfile?.id);
  const stores = useAllStores();
  const mine = useProfileStores(profileId);
  const create = useCreateStore();
  const toggle = useToggleStoreSelection(profileId);
  const [name, setName] = useState('');
  const [filter, setFilter] = useState('');

  useEffect(() => {
    if (stores.error) toast.error('Failed to load stores');
  }, [stores.error]);
  useEffect(() => {
    if (mine.error) toast.error('Failed to fetch stores');
  }, [mine.error]);

  const selected = new Set((mine.data ?? []).map((store) => store.id));
  const query = filter.trim().toLowerCase();
  const shown = (stores.data ?? []).filter((store) => store.name.toLowerCase().includes(query));

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast.error('Please enter a store name');
      return;
    }
    create.mutate(trimmed, {
      onSuccess: () => {
        toast.success('Store added successfully');
        setName('');
      },
      onError: () => toast.error('Failed to add store'),
    });
  };

  const flip = (store: Store) => {
    if (!profileId) {
      toast.error('No profile selected.');
      return;
    }
    const wasSelected = selected.has(store.id);
    toggle.mutate(store.id, {
      onSuccess: (result) => toast.success(result.selected ? 'Store added to your list' : 'Store removed from your list'),
      onError: () => toast.error(wasSelected ? 'Failed to remove store' : 'Failed to add store'),
    });
  };

  return (
    <div className="gr-page">
      <PageHeader title="Stores List" subtitle="Manage your shopping stores list" />
      <InlineAddForm onAdd={add}>
        <Input
          aria-label="Add new store"
          placeholder="Add new store"
          value={name}
          maxLength={STORE_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {!create.isPending && <Plus size={16} aria-hidden="true" />}
          {create.isPending ? 'Adding...' : 'Add Store'}
        </Button>
      </InlineAddForm>
      <SearchInput label="Search stores" value={filter} onChange={setFilter} />
      {stores.isPending ? (
        <Spinner label="Loading stores" />
      ) : stores.error && !stores.data ? (
        <ErrorPanel message="Failed to load stores" onRetry={() => void stores.refetch()} retrying={stores.isFetching} />
      ) : shown.length === 0 ? (
        <EmptyState title="No stores match your search" />
      ) : (
        <ul className="gr-store-list" aria-label="Stores">
          {shown.map((store) => (
            <li key={store.id}>
              <label className="ui-checkbox gr-store-list__item" style={{ '--ui-store-color': storeColor(store.name) } as CSSProperties}>
                <input
                  type="checkbox"
                  className="ui-checkbox__input"
                  checked={selected.has(store.id)}
                  disabled={toggle.isPending && toggle.variables === store.id}
                  onChange={() => flip(store)}
                />
                <span className="gr-store-list__dot" aria-hidden="true" />
                <span>{store.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
