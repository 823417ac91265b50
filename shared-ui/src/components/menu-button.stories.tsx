import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tag } from 'lucide-react';
import { Button } from './button';
import { DropdownMenuItem, DropdownMenuLabel } from './lazy-widgets';
import { MenuButton } from './menu-button';

const onMove = fn();

const meta = {
  title: 'Primitives/MenuButton',
  component: MenuButton,
  args: { trigger: <span />, children: null },
  render: () => (
    <ul style={{ listStyle: 'none', display: 'grid', gap: 8, padding: 0 }}>
      {['Milk', 'Eggs'].map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {name}
          <MenuButton
            trigger={
              <Button size="icon" variant="ghost" aria-label={`Change category of ${name}`}>
                <Tag size={16} aria-hidden="true" />
              </Button>
            }
          >
            <DropdownMenuLabel>Move to category</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => onMove(name, 'Dairy & Eggs')}>Dairy &amp; Eggs</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onMove(name, 'Pantry')}>Pantry</DropdownMenuItem>
          </MenuButton>
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnClick: Story = {
  beforeEach: () => onMove.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Change category of Milk' });
    // Until first used, the row holds the trigger alone, announced as opening a menu.
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    // The open menu hides the rest of the page from assistive technology, the trigger included.
    await expect(canvas.getByRole('button', { name: 'Change category of Milk', hidden: true })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Pantry' }));
    await expect(onMove).toHaveBeenCalledWith('Milk', 'Pantry');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change category of Milk' })).toHaveFocus());
  },
};

export const OpensOnTouch: Story = {
  beforeEach: () => onMove.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // A finger has no hover: the press itself opens the menu.
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('button', { name: 'Change category of Eggs' }) });
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Dairy & Eggs' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change category of Eggs' })).toHaveFocus());
  },
};

export const KeyboardOpensWithFirstItemFocused: Story = {
  beforeEach: () => onMove.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    // Focus stays on the trigger while the real menu takes its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change category of Milk' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dairy & Eggs' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onMove).toHaveBeenCalledWith('Milk', 'Pantry');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change category of Milk' })).toHaveFocus());
    // The other row's menu is still its trigger alone.
    await expect(canvas.getByRole('button', { name: 'Change category of Eggs' })).not.toHaveAttribute('aria-controls');
  },
};
