import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { LogOut } from 'lucide-react';
import { AppHeader } from './app-header';
import { Button } from './button';

const onLogout = fn();

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Meal Planner', onMenuClick: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogout: Story = {
  args: {
    right: (
      <Button variant="ghost" size="sm" onClick={onLogout}>
        <LogOut size={16} aria-hidden="true" /> Logout
      </Button>
    ),
  },
  beforeEach: () => onLogout.mockClear(),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Meal Planner');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRightSlot: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};
