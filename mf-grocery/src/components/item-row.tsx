import { Check, ChevronDown, ChevronUp, Eye, EyeOff, Pencil, Tag, Trash2, X } from 'lucide-react';
import { memo, useState, type FormEvent } from 'react';
import {
  GROCERY_CATEGORIES,
  UNCATEGORIZED,
  useEditGroceryItem,
  type GroceryCategory,
  type GroceryItem,
} from 'shared-api/grocery';
import { displayAmount, type UnitSystem } from 'shared-api/household';
import { Button, Input, toast } from 'shared-ui';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, MenuButton } from 'shared-ui/widgets';
import { sendChange } from './send-change';
import type { ItemGroup } from './grouping';
import { useRowChanges } from './row-changes';
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
  const { remove } = useRowChanges();
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

/** Categories a user can move an item to (Uncategorized only means "no keyword matched"). */
const PICKABLE = GROCERY_CATEGORIES.filter((category) => category !== UNCATEGORIZED);

/** Moves every item of the name to another category; the server remembers it for the name. */
function CategoryMenu({ group }: { group: ItemGroup }) {
  return (
    <MenuButton
      trigger={
        <Button size="icon" variant="ghost" aria-label={`Change category of ${group.name}`}>
          <Tag size={16} aria-hidden="true" />
        </Button>
      }
    >
      <CategoryItems group={group} />
    </MenuButton>
  );
}

function CategoryItems({ group }: { group: ItemGroup }) {
  const { move } = useRowChanges();
  const first = group.items[0] as GroceryItem;
  const pick = (category: GroceryCategory) =>
    sendChange(move, { id: first.id, category }, { success: `Moved to ${category}`, error: 'Failed to move item' });
  return (
    <>
      <DropdownMenuLabel>Move to category</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {PICKABLE.filter((category) => category !== group.category).map((category) => (
        <DropdownMenuItem key={category} onSelect={() => pick(category)}>
          {category}
        </DropdownMenuItem>
      ))}
    </>
  );
}

/** One source item inside an expanded group: its amount as the recipe wrote it (in the household's units), recipe, edit, delete. */
function SourceItem({ item, system }: { item: GroceryItem; system: UnitSystem }) {
  const [editing, setEditing] = useState(false);
  const label = `${item.name} from ${item.recipe ?? 'manual entry'}`;
  return (
    <li className="gr-source">
      {editing ? (
        <ItemEditor item={item} onDone={() => setEditing(false)} />
      ) : (
        <>
          <span className="gr-source__amount">{displayAmount(item, system, item.name) || 'to taste'}</span>
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
  system: UnitSystem;
  onPickerOpenChange?: (open: boolean) => void;
}

/** "2 recipes", "1 recipe + added": how many entries make the row (not a quantity). */
function sourcesText(items: readonly GroceryItem[]): string {
  const fromRecipes = items.filter((item) => item.recipe).length;
  const manual = items.length - fromRecipes;
  const recipes = fromRecipes ? `${fromRecipes} ${fromRecipes === 1 ? 'recipe' : 'recipes'}` : '';
  const added = manual ? `${manual > 1 ? `${manual}× ` : ''}added` : '';
  return [recipes, added].filter(Boolean).join(' + ');
}

/**
 * A group is rebuilt whenever the list regroups (a refetch, a search, another group changing), but
 * everything it shows follows from its items and the unit system: the same item objects (the query
 * keeps unchanged items as they were) make the same row.
 */
function sameRow(before: ItemRowProps, after: ItemRowProps): boolean {
  const a = before.group.items;
  const b = after.group.items;
  return (
    before.storeMode === after.storeMode &&
    before.system === after.system &&
    before.onPickerOpenChange === after.onPickerOpenChange &&
    a.length === b.length &&
    a.every((item, index) => item === b[index])
  );
}

/**
 * An item group: check circle, name and what to buy, then the exact need and where it comes from;
 * hide, category, edit/delete or its items, stores. Memoised: typing in the search box or a refetch
 * re-renders the page, not the rows whose items did not change.
 */
export const ItemRow = memo(function ItemRow({ group, storeMode, system, onPickerOpenChange }: ItemRowProps) {
  const { check, hide } = useRowChanges();
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
            {group.amount.text && (
              <span className="gr-row__total" data-testid="group-total">
                {group.amount.text}
              </span>
            )}
            {group.amount.exact && <span className="gr-row__exact">need {group.amount.exact}</span>}
            {single ? (
              first.recipe && <span className="gr-row__recipe">{first.recipe}</span>
            ) : (
              <span className="gr-row__recipe" data-testid="group-sources">
                {sourcesText(group.items)}
              </span>
            )}
            {notes && <span className="gr-row__note">{notes}</span>}
          </span>
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
          <CategoryMenu group={group} />
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
            <SourceItem key={item.id} item={item} system={system} />
          ))}
        </ul>
      )}
      {storeMode && <StorePicker group={group} onOpenChange={onPickerOpenChange} />}
    </li>
  );
}, sameRow);
