import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { House, BookOpen, ShoppingCart, CirclePlus } from 'lucide-react';
import { BottomNav, type NavItem } from './bottom-nav';

const items: NavItem[] = [
  { key: 'home', label: 'Home', icon: <House size={22} />, href: '/home' },
  { key: 'recipes', label: 'Recipes', icon: <BookOpen size={22} />, href: '/recipes' },
  { key: 'grocery', label: 'Grocery', icon: <ShoppingCart size={22} />, href: '/grocery' },
  { key: 'add', label: 'Add', icon: <CirclePlus size={22} />, href: '/add' },
];

const meta = {
  title: 'Shell/BottomNav',
  component: BottomNav,
  parameters: { layout: 'fullscreen' },
  args: { items, activeKey: 'home', onNavigate: fn() },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(getComputedStyle(nav).position).toBe('fixed');
    await expect(nav.getBoundingClientRect().bottom).toBe(window.innerHeight);

    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current');

    // A plain click goes through the router callback and the browser does not navigate.
    const recipes = canvas.getByRole('link', { name: 'Recipes' });
    await expect(recipes).toHaveAttribute('href', '/recipes');
    await userEvent.click(recipes);
    await expect(args.onNavigate).toHaveBeenCalledWith('/recipes');
    await expect(window.location.pathname).not.toBe('/recipes');
  },
};

export const ModifiedClickIsLeftToTheBrowser: Story = {
  play: async ({ canvas, args }) => {
    // Records whether the component prevented the click, then stops the real navigation itself.
    const prevented: boolean[] = [];
    const record = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(canvas.getByRole('link', { name: 'Grocery' }), { ctrlKey: true });
      await expect(args.onNavigate).not.toHaveBeenCalled();
      fireEvent.click(canvas.getByRole('link', { name: 'Grocery' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/grocery');
      await expect(prevented).toEqual([false, true]);
    } finally {
      window.removeEventListener('click', record);
    }
  },
};

export const ActiveFollowsRoute: Story = {
  args: { activeKey: 'grocery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Grocery' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};
