import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Which Week?',
    options: [
      { value: '1', label: 'This Week' },
      { value: '2', label: 'Next Week' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '1' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Which Week?' });
    await expect(select).toHaveValue('1');
    await userEvent.selectOptions(select, 'Next Week');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholderAndError: Story = {
  args: { placeholder: 'Choose a week', defaultValue: '', error: 'Pick a week' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Which Week?' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a week' })).toBeDisabled();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Pick a week');
  },
};
