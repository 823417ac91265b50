import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { Select } from './select';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Plan Recipe',
    description: 'Choose the week and how many people will eat.',
    onOpenChange: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        trigger={<Button>Plan</Button>}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={() => setOpen(false)}>Plan + Grocery</Button>
          </>
        }
      >
        <Select
          label="Which Week?"
          options={[
            { value: '1', label: 'This Week' },
            { value: '2', label: 'Next Week' },
          ]}
        />
        <TextField label="Servings" type="number" defaultValue={4} />
      </Dialog>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Plan' });
    await userEvent.click(trigger);

    const dialog = await body.findByRole('dialog', { name: 'Plan Recipe' });
    await expect(dialog).toHaveAccessibleDescription('Choose the week and how many people will eat.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseWithFooterButtons: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Plan' }));
    let dialog = await body.findByRole('dialog', { name: 'Plan Recipe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Plan' }));
    dialog = await body.findByRole('dialog', { name: 'Plan Recipe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutDescription: Story = {
  args: { title: 'Add Grocery Item', description: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Plan' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add Grocery Item' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
  },
};
