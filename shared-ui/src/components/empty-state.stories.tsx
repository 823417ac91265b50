import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { ShoppingBasket } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

const onClear = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <ShoppingBasket size={40} />,
    title: "You haven't added any ingredients to your grocery list yet.",
    description: 'Go to Recipes and add recipes to the meal plan.',
    action: <Button onClick={onClear}>Add Item Manually</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => onClear.mockClear(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't added any ingredients to your grocery list yet.")).toBeVisible();
    await expect(canvas.getByText('Go to Recipes and add recipes to the meal plan.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item Manually' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No items match your search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No items match your search')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
