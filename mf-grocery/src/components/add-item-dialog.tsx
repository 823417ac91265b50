import { useState, type FormEvent } from 'react';
import { GROCERY_NAME_MAX, GROCERY_NOTE_MAX, GROCERY_UNIT_MAX, useAddGroceryItem } from 'shared-api/grocery';
import { Button, Checkbox, TextField } from 'shared-ui';
import { Dialog, DialogClose } from 'shared-ui/widgets';
import { sendChange } from './send-change';

export interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY = { name: '', quantity: '1', unit: '', note: '', pantry: false };

/** Spec: quantity coerced to a number, 1 when not numeric (or below zero). */
function quantityOf(text: string): number {
  const value = Number(text);
  return text.trim() && Number.isFinite(value) && value >= 0 ? value : 1;
}

/** Add Grocery Item: name required and trimmed; works offline (sent when the connection returns). */
export function AddItemDialog({ open, onOpenChange }: AddItemDialogProps) {
  const add = useAddGroceryItem();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string | boolean) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = form.name.trim();
    if (!name) return;
    sendChange(
      add,
      {
        id: crypto.randomUUID(),
        name,
        quantity: quantityOf(form.quantity),
        unit: form.unit.trim(),
        note: form.note.trim(),
        isPantryItem: form.pantry,
      },
      { success: 'Item added to grocery list', error: 'Failed to add to grocery' },
    );
    setForm(EMPTY);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Grocery Item"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="gr-add-item" disabled={!form.name.trim()}>
            Add Item
          </Button>
        </>
      }
    >
      <form id="gr-add-item" className="gr-form" onSubmit={submit}>
        <TextField label="Item name" value={form.name} onChange={(e) => set('name')(e.target.value)} maxLength={GROCERY_NAME_MAX} autoFocus />
        <div className="gr-form__row">
          <TextField label="Quantity" inputMode="decimal" value={form.quantity} onChange={(e) => set('quantity')(e.target.value)} />
          <TextField label="Unit" value={form.unit} onChange={(e) => set('unit')(e.target.value)} maxLength={GROCERY_UNIT_MAX} />
        </div>
        <TextField label="Notes" value={form.note} onChange={(e) => set('note')(e.target.value)} maxLength={GROCERY_NOTE_MAX} />
        <Checkbox label="Pantry item" checked={form.pantry} onChange={(e) => set('pantry')(e.target.checked)} />
      </form>
    </Dialog>
  );
}
