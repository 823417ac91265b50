import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  render: () => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">Select Stores</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Stores">
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <Checkbox label="Costco" />
          <Checkbox label="Target" />
        </div>
        <PopoverClose asChild>
          <Button size="sm" variant="ghost">
            Done
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Select Stores' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await body.findByRole('dialog', { name: 'Stores' });
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Costco' }));
    await expect(within(popover).getByRole('checkbox', { name: 'Costco' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
