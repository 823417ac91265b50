import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';
import { InlineAddForm } from './inline-add-form';
import { Input } from './input';

const added = fn<(name: string) => void>();

/** How pages use it: the page keeps the typed name and clears it once added. */
function AddStore() {
  const [name, setName] = useState('');
  return (
    <InlineAddForm
      onAdd={() => {
        if (!name.trim()) return;
        added(name.trim());
        setName('');
      }}
    >
      <Input aria-label="Add new store" placeholder="Add new store" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" disabled={!name.trim()}>
        <Plus size={16} aria-hidden="true" />
        Add Store
      </Button>
    </InlineAddForm>
  );
}

const meta = {
  title: 'Primitives/InlineAddForm',
  component: InlineAddForm,
  args: { onAdd: fn() },
  render: () => <AddStore />,
} satisfies Meta<typeof InlineAddForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddByButtonAndEnter: Story = {
  beforeEach: () => {
    added.mockClear();
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Add new store' });
    const button = canvas.getByRole('button', { name: 'Add Store' });
    await expect(button).toBeDisabled();
    await userEvent.type(input, '  Trader Joe’s ');
    await userEvent.click(button);
    await expect(added).toHaveBeenLastCalledWith('Trader Joe’s');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Aldi{Enter}');
    await expect(added).toHaveBeenLastCalledWith('Aldi');
    await expect(added).toHaveBeenCalledTimes(2);
    await expect(input).toHaveValue('');
  },
};
