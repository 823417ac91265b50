import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button } from './button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: { title: 'Weekly Meal Plan', subtitle: 'Plan your meals for the week' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Meal Plan' })).toBeVisible();
    await expect(canvas.getByText('Plan your meals for the week')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Stores List',
    subtitle: 'Manage your shopping stores list',
    actions: (
      <Button size="sm">
        <Plus size={16} aria-hidden="true" /> Add Store
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stores List' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Store' })).toBeEnabled();
  },
};
