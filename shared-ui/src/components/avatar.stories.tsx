import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';

// A tiny inline image so the story works without network.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#e8590c"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="18" y="52" width="44" height="20" rx="10" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Jane Doe', src: null },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Jane Doe' });
    await expect(avatar).toHaveTextContent('JD');
  },
};

export const WithImage: Story = {
  args: { src: PHOTO, size: 'lg' },
  play: async ({ canvas }) => {
    // Initials show until the picture has loaded, then the <img> replaces them.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Jane Doe' }).tagName).toBe('IMG'));
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', PHOTO);
    await expect(canvas.queryByText('JD')).not.toBeInTheDocument();
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'ann' },
  play: async ({ canvas }) => {
    // Give the browser time to fail loading; the initials must stay.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const avatar = canvas.getByRole('img', { name: 'ann' });
    await expect(avatar.tagName).toBe('SPAN');
    await expect(avatar).toHaveTextContent('A');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar name="Sam Lee" size="sm" />
      <Avatar name="Sam Lee" />
      <Avatar name="Sam Lee" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('img', { name: 'Sam Lee' });
    await expect(small?.parentElement?.getBoundingClientRect().width).toBe(28);
    await expect(medium?.parentElement?.getBoundingClientRect().width).toBe(40);
    await expect(large?.parentElement?.getBoundingClientRect().width).toBe(72);
  },
};
