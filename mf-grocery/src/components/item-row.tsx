import { Check, ChevronDown, ChevronUp, Eye, EyeOff, Pencil, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useCheckGroceryItem, useEditGroceryItem, useHideGroceryItem, useRemoveGroceryItem, type GroceryItem } from 'shared-api';
import { Badge, Button, Input, toast } from 'shared-ui';
import { sendChange } from './send-change';
import type { ItemGroup } from './grouping';
import { StorePicker } from './store-picker';

const QUANTITY_ERROR = 'Quantity must be at least 1';

/** Quantity and unit of one item, edited in place. */
function ItemEditor({ item, onDone }: { item: GroceryItem; onDone: () => void }) {
  const edit = useEditGroceryItem();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [unit, setUnit] = useState(item.unit);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(quantity);
    if (!quantity.trim() || !Number.isFinite(value) || value < 1) {
      setError(QUANTITY_ERROR);
      toast.error(QUANTITY_ERROR);
      return;
    }
    sendChange(edit, { id: item.id, quantity: value, unit: unit.trim() }, { success: 'Item updated', error: 'Failed to update item' });
    onDone();
  };

  return (
    <form className="gr-edit" onSubmit={submit} aria-label={`Edit ${item.name}`}>
      <label className="gr-edit__field">
        <span className="gr-visually-hidden">Quantity</span>
        <Input
          aria-label="Quantity"
          inputMode="decimal"
          value={quantity}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setQuantity(event.target.value);
            setError(null);
          }}
          autoFocus
        />
      </label>
      <label className="gr-edit__field">
        <span className="gr-visually-hidden">Unit</span>
        <Input aria-label="Unit" value={unit} onChange={(event) => setUnit(event.target.value)} />
      </label>
      <Button type="submit" size="icon" variant="primary" aria-label="Save">
        <Check size={16} aria-hidden="true" />
      </Button>
      <Button size="icon" variant="ghost" aria-label="Cancel" onClick={onDone}>
        <X size={16} aria-hidden="true" />
      </Button>
      {error && (
        <p className="gr-edit__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** Edit and delete buttons of one item (the whole row when the group has a single item). */
function ItemActions({ item, label, onEdit }: { item: GroceryItem; label: string; onEdit: () => void }) {
  const remove = useRemoveGroceryItem();
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Pencil size={16} aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Delete ${label}`}
        onClick={() =>
          sendChange(remove, { id: item.id }, { success: 'Item removed from grocery list', error: 'Failed to delete item' })
        }
      >
        <Trash2 size={16} aria-hidden="true" />
      </Button>
    </>
  );
}

const amount = (item: GroceryItem) => (item.quantity > 0 ? `${item.quantity}${item.unit ? ` ${item.unit}` : ''}` : item.unit);

/** One source item inside an expanded group: amount, recipe, edit, delete. */
function SourceItem({ item }: { item: GroceryItem }) {
  const [editing, setEditing] = useState(false);
  const label = `${item.name} from ${item.recipe ?? 'manual entry'}`;
  return (
    <li className="gr-source">
      {editing ? (
        <ItemEditor item={item} onDone={() => setEditing(false)} />
      ) : (
        <>
          <span className="gr-source__amount">{amount(item)}</span>
          <span className="gr-source__recipe">{item.recipe ?? 'Added manually'}</span>
          <span className="gr-row__actions">
            <ItemActions item={item} label={label} onEdit={() => setEditing(true)} />
          </span>
        </>
      )}
    </li>
  );
}

export interface ItemRowProps {
  group: ItemGroup;
  storeMode: boolean;
  onPickerOpenChange?: (open: boolean) => void;
}

/** An item group: check circle, name, count, converted total, hide, edit/delete or its items, stores. */
export function ItemRow({ group, storeMode, onPickerOpenChange }: ItemRowProps) {
  const check = useCheckGroceryItem();
  const hide = useHideGroceryItem();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const first = group.items[0] as GroceryItem;
  const single = group.items.length === 1;
  const notes = [...new Set(group.items.map((item) => item.note).filter(Boolean))].join('; ');

  return (
    <li className={`gr-row${group.checked ? ' gr-row--checked' : ''}${group.hidden ? ' gr-row--hidden' : ''}`}>
      <div className="gr-row__main">
        <button
          type="button"
          role="checkbox"
          aria-checked={group.checked}
          aria-label={group.name}
          className="gr-check"
          onClick={() => sendChange(check, { id: first.id, name: group.name, value: !group.checked }, { error: 'Failed to update item' })}
        >
          {group.checked && <Check size={14} aria-hidden="true" />}
        </button>
        <div className="gr-row__text">
          <span className="gr-row__name">{group.name}</span>
          <span className="gr-row__meta">
            <Badge variant="secondary" aria-label={`${group.items.length} ${group.items.length === 1 ? 'item' : 'items'}`}>
              {group.items.length}
            </Badge>
            {group.total && (
              <span className="gr-row__total" data-testid="group-total">
                {group.total}
              </span>
            )}
            {single && first.recipe && <span className="gr-row__recipe">{first.recipe}</span>}
          </span>
          {notes && <span className="gr-row__note">{notes}</span>}
        </div>
        <span className="gr-row__actions">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`${group.hidden ? 'Unhide' : 'Hide'} ${group.name}`}
            onClick={() =>
              sendChange(
                hide,
                { id: first.id, name: group.name, value: !group.hidden },
                { success: group.hidden ? 'Item unhidden' : 'Item hidden', error: 'Failed to update hidden status' },
              )
            }
          >
            {group.hidden ? <Eye size={16} aria-hidden="true" /> : <EyeOff size={16} aria-hidden="true" />}
          </Button>
          {single ? (
            !editing && <ItemActions item={first} label={group.name} onEdit={() => setEditing(true)} />
          ) : (
            <Button
              size="icon"
              variant="ghost"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} items of ${group.name}`}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
            </Button>
          )}
        </span>
      </div>
      {single && editing && <ItemEditor item={first} onDone={() => setEditing(false)} />}
      {!single && expanded && (
        <ul className="gr-sources" aria-label={`Items of ${group.name}`}>
          {group.items.map((item) => (
            <SourceItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      {storeMode && <StorePicker group={group} onOpenChange={onPickerOpenChange} />}
    </li>
  );
}
