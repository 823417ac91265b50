import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.com', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ann@example.com');
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Servings', type: 'number', hint: 'How many people eat this meal', placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Servings');
    await expect(input).toHaveAccessibleDescription('How many people eat this meal');
    await expect(input).toHaveAttribute('type', 'number');
  },
};

export const WithError: Story = {
  args: { hint: 'We send a verification link', error: 'Enter a valid email address', defaultValue: 'ann@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address We send a verification link');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ann@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};
