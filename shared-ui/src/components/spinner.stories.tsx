import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { Spinner, SpinnerOverlay } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveClass('ui-spinner');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--ui-color-primary)' }}>
      <Spinner size="sm" label="Small" />
      <Spinner label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Small' }).getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByRole('status', { name: 'Large' }).getBoundingClientRect().width).toBe(40);
  },
};

export const Overlay: Story = {
  render: () => (
    <div style={{ position: 'relative', height: 200, border: '1px dashed var(--ui-color-border)' }}>
      <p>Recipe form underneath</p>
      <SpinnerOverlay label="Generating image..." />
    </div>
  ),
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent('Generating image...');
    // It covers the whole area (inside the border) of its positioned parent.
    await expect(overlay.offsetHeight).toBe(overlay.parentElement?.clientHeight);
    await expect(overlay.offsetWidth).toBe(overlay.parentElement?.clientWidth);
  },
};
