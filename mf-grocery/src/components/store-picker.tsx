import { Plus, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useSession } from 'shared-api/core';
import { STORE_NAME_MAX, useAllStores, useCreateStore, useProfileStores, type Store } from 'shared-api/stores';
import { useSetGroceryItemStores, type GroceryItem } from 'shared-api/grocery';
import { Button, Checkbox, Chip, InlineAddForm, Input, toast } from 'shared-ui';
import { PopoverButton } from 'shared-ui/widgets';
import { UNASSIGNED, type ItemGroup } from './grouping';
import { sendChange } from './send-change';

const MAX_TAGS = 3;

/** Store tags of a group: at most 3, then "+N more"; "Unassigned" when there is none. */
export function StoreTags({ stores }: { stores: Store[] }) {
  if (stores.length === 0) return <Chip store={UNASSIGNED}>{UNASSIGNED}</Chip>;
  const extra = stores.length - MAX_TAGS;
  return (
    <>
      {stores.slice(0, MAX_TAGS).map((store) => (
        <Chip key={store.id} store={store.name}>
          {store.name}
        </Chip>
      ))}
      {extra > 0 && <span className="gr-more">+{extra} more</span>}
    </>
  );
}

/**
 * Select Stores for an item group. Every row of the list in Store mode has one, so a row holds its
 * tags and trigger alone: the popover mounts on first use and its choices (queries, changes, state)
 * only while it is open.
 */
export function StorePicker({ group, onOpenChange }: { group: ItemGroup; onOpenChange?: (open: boolean) => void }) {
  return (
    <div className="gr-stores">
      <StoreTags stores={group.stores} />
      <PopoverButton
        label={`Stores for ${group.name}`}
        className="gr-store-picker"
        onOpenChange={onOpenChange}
        trigger={
          <Button size="sm" variant="outline" aria-label={`Select Stores for ${group.name}`}>
            <StoreIcon size={14} aria-hidden="true" />
            Select Stores
          </Button>
        }
      >
        <StoreChoices group={group} />
      </PopoverButton>
    </div>
  );
}

/** The profile's stores (or all, when it has none) plus the group's own, and a custom store. */
function StoreChoices({ group }: { group: ItemGroup }) {
  const profileId = useSession((state) => state.selectedProfile?.id);
  const allStores = useAllStores();
  const profileStores = useProfileStores(profileId);
  const setStores = useSetGroceryItemStores();
  const createStore = useCreateStore();
  const [custom, setCustom] = useState('');
  const first = group.items[0] as GroceryItem;

  const mine = profileStores.data?.length ? profileStores.data : (allStores.data ?? []);
  const choices = [...mine, ...group.stores.filter((store) => !mine.some((s) => s.id === store.id))];

  // A box answers its click at once: the list's own copy changes only once the change is under
  // way, and a controlled box would spring back until then. Whenever that copy changes, it wins.
  const listed = group.stores.map((store) => store.id).join(' ');
  const [picked, setPicked] = useState({ listed, ids: new Set(group.stores.map((store) => store.id)) });
  if (picked.listed !== listed) setPicked({ listed, ids: new Set(group.stores.map((store) => store.id)) });
  const assigned = picked.ids;

  const apply = (stores: Store[]) => {
    setPicked({ listed, ids: new Set(stores.map((store) => store.id)) });
    sendChange(
      setStores,
      { id: first.id, name: group.name, stores },
      { success: 'Store added to or removed from all items', error: 'Failed to update stores' },
    );
  };

  const chosen = choices.filter((store) => assigned.has(store.id));
  const toggle = (store: Store) =>
    apply(assigned.has(store.id) ? chosen.filter((s) => s.id !== store.id) : [...chosen, store]);

  const addCustom = () => {
    const name = custom.trim();
    if (!name) return;
    // The promise outlives the choices, which unmount when the popover closes before the answer.
    createStore.mutateAsync(name).then(
      (store) => {
        toast.success(`Added new store: ${store.name}`);
        setCustom('');
        if (!assigned.has(store.id)) apply([...chosen, store]);
      },
      (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : 'Failed to add store'),
    );
  };

  return (
    <>
      <ul className="gr-store-picker__list">
        {choices.map((store) => (
          <li key={store.id}>
            <Checkbox label={store.name} checked={assigned.has(store.id)} onChange={() => toggle(store)} />
          </li>
        ))}
      </ul>
      <InlineAddForm onAdd={addCustom}>
        <Input
          aria-label="Add Custom Store"
          placeholder="e.g. Trader Joe's"
          value={custom}
          maxLength={STORE_NAME_MAX}
          onChange={(event) => setCustom(event.target.value)}
        />
        <Button type="submit" size="icon" aria-label="Add store" disabled={!custom.trim()} loading={createStore.isPending}>
          <Plus size={16} aria-hidden="true" />
        </Button>
      </InlineAddForm>
    </>
  );
}
