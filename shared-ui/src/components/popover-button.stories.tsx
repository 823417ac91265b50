import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { PopoverButton } from './popover-button';

const onOpenChange = fn();
const STORES = ['Costco', 'Target'];

/** Content with state of its own, as a store picker has: mounted only while the popover is open. */
function Stores({ name }: { name: string }) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      {STORES.map((store) => (
        <Checkbox
          key={store}
          label={`${store} for ${name}`}
          checked={picked.includes(store)}
          onChange={() => setPicked(picked.includes(store) ? picked.filter((s) => s !== store) : [...picked, store])}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitives/PopoverButton',
  component: PopoverButton,
  args: { trigger: <span />, label: '', children: null },
  render: () => (
    <ul style={{ listStyle: 'none', display: 'grid', gap: 8, padding: 0 }}>
      {['Milk', 'Eggs'].map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {name}
          <PopoverButton
            label={`Stores for ${name}`}
            onOpenChange={(open) => onOpenChange(name, open)}
            trigger={
              <Button size="sm" variant="outline" aria-label={`Select Stores for ${name}`}>
                Select Stores
              </Button>
            }
          >
            <Stores name={name} />
          </PopoverButton>
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof PopoverButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnClick: Story = {
  beforeEach: () => onOpenChange.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Select Stores for Milk' });
    // Until first used, the row holds the trigger alone, announced as opening a dialog.
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Stores for Milk' });
    await expect(onOpenChange).toHaveBeenCalledWith('Milk', true);
    await expect(canvas.getByRole('button', { name: 'Select Stores for Milk' })).toHaveAttribute('aria-expanded', 'true');

    // The content's own state answers at once.
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Costco for Milk' }));
    await expect(within(popover).getByRole('checkbox', { name: 'Costco for Milk' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onOpenChange).toHaveBeenLastCalledWith('Milk', false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Select Stores for Milk' })).toHaveFocus());

    // Mounted now, it opens and closes as any popover.
    await userEvent.click(canvas.getByRole('button', { name: 'Select Stores for Milk' }));
    await body.findByRole('dialog', { name: 'Stores for Milk' });
    await userEvent.click(canvas.getByRole('button', { name: 'Select Stores for Milk' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpensOnTouch: Story = {
  beforeEach: () => onOpenChange.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // A finger has no hover: the tap itself opens the popover.
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('button', { name: 'Select Stores for Eggs' }) });
    const popover = await body.findByRole('dialog', { name: 'Stores for Eggs' });
    await expect(within(popover).getByRole('checkbox', { name: 'Target for Eggs' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Select Stores for Eggs' })).toHaveFocus());
  },
};

export const KeyboardOpensAndReturnsFocus: Story = {
  beforeEach: () => onOpenChange.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    // Focus stays on the trigger while the real popover takes its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Select Stores for Milk' })).toHaveFocus());
    await expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Stores for Milk' });
    await expect(onOpenChange).toHaveBeenCalledWith('Milk', true);
    // The popover takes focus: its first box.
    await waitFor(() => expect(within(popover).getByRole('checkbox', { name: 'Costco for Milk' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(within(popover).getByRole('checkbox', { name: 'Costco for Milk' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Select Stores for Milk' })).toHaveFocus());
    // The other row's popover is still its trigger alone.
    await expect(canvas.getByRole('button', { name: 'Select Stores for Eggs' })).not.toHaveAttribute('aria-controls');
  },
};
