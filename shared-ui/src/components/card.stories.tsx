import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { Badge } from './badge';
import { Card } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: 'Milk, eggs, butter' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  args: { title: 'Dairy & Eggs', actions: <Badge variant="secondary">3 items</Badge> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Dairy & Eggs' });
    await expect(region).toHaveTextContent('3 items');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dairy & Eggs' })).toBeVisible();
  },
};

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('Milk, eggs, butter')).toHaveClass('ui-card');
  },
};
