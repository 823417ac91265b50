import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GROCERY_NAME_MAX, useAddPantryItem, useDeletePantryItem, usePantryItems } from 'shared-api/grocery';
import { Button, EmptyState, InlineAddForm, Input, Spinner, toast } from 'shared-ui';
import { Dialog } from 'shared-ui/widgets';

export interface PantryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Manage Pantry Items: names the household keeps at home; their list items count as pantry items. */
export function PantryDialog({ open, onOpenChange }: PantryDialogProps) {
  const pantry = usePantryItems();
  const add = useAddPantryItem();
  const remove = useDeletePantryItem();
  const [name, setName] = useState('');

  const submit = () => {
    if (!name.trim()) return;
    add.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Pantry Items" description="Items you always have at home.">
      <InlineAddForm onAdd={submit}>
        <Input
          aria-label="Pantry item name"
          placeholder="e.g. Olive oil"
          value={name}
          maxLength={GROCERY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={!name.trim()} loading={add.isPending}>
          <Plus size={16} aria-hidden="true" />
          Add
        </Button>
      </InlineAddForm>
      {pantry.isPending ? (
        <Spinner />
      ) : pantry.data?.length ? (
        <ul className="gr-pantry-list">
          {pantry.data.map((item) => (
            <li key={item.id}>
              <span>{item.name}</span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${item.name} from pantry`}
                onClick={() => remove.mutate(item.id, { onError: (error) => toast.error(error.message) })}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No pantry items yet." />
      )}
    </Dialog>
  );
}
