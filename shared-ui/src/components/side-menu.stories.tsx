import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreditCard, LogOut, Settings, ShieldCheck, Store, User } from 'lucide-react';
import { AppHeader } from './app-header';
import { SideMenu, type SideMenuItem } from './side-menu';

const onLogout = fn();

const items: SideMenuItem[] = [
  { key: 'profile', label: 'Profile', icon: <User size={20} />, href: '/my-profile' },
  { key: 'preferences', label: 'Preferences', icon: <Settings size={20} />, href: '/preferences' },
  { key: 'stores', label: 'Stores', icon: <Store size={20} />, href: '/stores' },
  { key: 'subscription', label: 'Subscription', icon: <CreditCard size={20} />, href: '/subscription' },
  { key: 'admin', label: 'Admin', icon: <ShieldCheck size={20} />, href: '/admin' },
  { key: 'logout', label: 'Log out', icon: <LogOut size={20} />, onSelect: onLogout },
];

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: { items, activeKey: 'stores', onNavigate: fn(), open: false, onOpenChange: fn() },
  beforeEach: () => onLogout.mockClear(),
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <AppHeader title="Meal Planner" menuOpen={open} onMenuClick={() => setOpen(true)} />
        <SideMenu
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NavigateFromMenu: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // A left drawer (waits for the slide-in to finish).
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(within(drawer).getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(drawer).getByRole('link', { name: 'Preferences' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/preferences');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Radix restores focus a tick after unmounting.
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const LogOutAction: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
