import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Notes', placeholder: 'Anything to remember for next time' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(textarea, 'Use less salt.{enter}Double the garlic.');
    await expect(textarea).toHaveValue('Use less salt.\nDouble the garlic.');
  },
};

export const WithError: Story = {
  args: { label: 'Instructions', error: 'Add at least one step', hint: 'One step per line' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Instructions' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Add at least one step One step per line');
  },
};
