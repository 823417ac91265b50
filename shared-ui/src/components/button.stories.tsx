import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save Recipe', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Recipe' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Delete</Button>
      <Button {...args} variant="outline">Outline</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveClass('ui-button--danger');
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
      <Button {...args} size="icon" aria-label="Add item">
        <Plus size={18} aria-hidden="true" />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add item' })).toHaveClass('ui-button--icon');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Signing in...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('.ui-spinner')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save Recipe' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#recipes">Go to Recipes</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to Recipes' });
    await expect(link).toHaveClass('ui-button', 'ui-button--outline');
    await expect(link).not.toHaveAttribute('type');
  },
};
