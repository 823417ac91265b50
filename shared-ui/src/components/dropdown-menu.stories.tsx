import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChevronDown } from 'lucide-react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onSort = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  render: function Render() {
    const [favoritesOnly, setFavoritesOnly] = useState(false);
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            Sort <ChevronDown size={16} aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Sort by</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => onSort('name')}>Name</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSort('newest')}>Newest</DropdownMenuItem>
          <DropdownMenuItem disabled>Rating</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem checked={favoritesOnly} onCheckedChange={setFavoritesOnly}>
            Favorites only
          </DropdownMenuCheckboxItem>
          <DropdownMenuItem danger>Clear Filters</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => onSort.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Sort' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Rating' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Newest' }));
    await expect(onSort).toHaveBeenCalledWith('newest');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardAndCheckbox: Story = {
  beforeEach: () => onSort.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Sort' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const favorites = within(menu).getByRole('menuitemcheckbox', { name: 'Favorites only' });
    await expect(favorites).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(favorites);

    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('menu');
    await expect(within(reopened).getByRole('menuitemcheckbox', { name: 'Favorites only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onSort).not.toHaveBeenCalled();
  },
};
