import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Italian' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge {...args}>Default</Badge>
      <Badge {...args} variant="secondary">
        Vegetarian
      </Badge>
      <Badge {...args} variant="outline">
        30 min
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Default')).toHaveClass('ui-badge--default');
    await expect(canvas.getByText('Vegetarian')).toHaveClass('ui-badge--secondary');
    await expect(canvas.getByText('30 min')).toHaveClass('ui-badge--outline');
    // Tokens are loaded: the default badge uses the primary colour.
    await expect(getComputedStyle(canvas.getByText('Default')).backgroundColor).toBe('rgb(194, 65, 12)');
  },
};
