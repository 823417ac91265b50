import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Search stores', placeholder: 'Search stores...', onChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Search stores' });
    await expect(input).toHaveClass('ui-input');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Costco');
    await expect(input).toHaveValue('Costco');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const Invalid: Story = {
  args: { 'aria-label': 'Quantity', placeholder: undefined, inputMode: 'decimal', 'aria-invalid': true, defaultValue: '0', className: 'extra' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveClass('ui-input', 'extra');
    await expect(input).toHaveValue('0');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Olive oil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search stores' })).toBeDisabled();
  },
};
