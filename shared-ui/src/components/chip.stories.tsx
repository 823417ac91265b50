import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'Vegan' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vegan').closest('.ui-badge')).toHaveClass('ui-badge--secondary');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Vegan' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Imported SEO keywords: the chip never grows past its container; the full text stays in its title. */
export const LongText: Story = {
  args: { children: 'Main Course, easy chicken kabobs, Greek chicken kabobs, grilled chicken skewers' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Chip {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const label = canvas.getByTitle(String(args.children));
    const chip = label.closest<HTMLElement>('.ui-badge')!;
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  },
};

export const StoreTags: Story = {
  render: function Render() {
    const [stores, setStores] = useState(['Costco', 'Amazon', 'Hy-Vee', 'Target', 'Unassigned', 'Aldi']);
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {stores.map((store) => (
          <Chip key={store} store={store} onRemove={() => setStores(stores.filter((s) => s !== store))}>
            {store}
          </Chip>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const background = (text: string) => getComputedStyle(canvas.getByText(text).closest('.ui-badge')!).backgroundColor;
    await expect(background('Costco')).toBe('rgb(0, 93, 170)');
    await expect(background('Target')).toBe('rgb(204, 0, 0)');
    await expect(background('Unassigned')).toBe('rgb(107, 114, 128)');
    // A store without its own colour shares --store-other.
    await expect(background('Aldi')).toBe('rgb(95, 61, 196)');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Amazon' }));
    await expect(canvas.queryByText('Amazon')).not.toBeInTheDocument();
  },
};
