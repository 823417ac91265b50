import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { RecipeImage } from './recipe-image';

/** A 1×1 PNG, so the story needs no network. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

const meta = {
  title: 'Primitives/RecipeImage',
  component: RecipeImage,
  args: { src: PIXEL, alt: 'Lemon pasta', className: 'story-thumb' },
  decorators: [
    (Story) => (
      <div style={{ width: 64, height: 64 }}>
        <style>{'.story-thumb { width: 64px; height: 64px; border-radius: var(--ui-radius-md); object-fit: cover; }'}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecipeImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Lemon pasta' });
    await expect(image).toHaveAttribute('src', PIXEL);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveClass('ui-recipe-image', 'story-thumb');
  },
};

export const NoPicture: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const placeholder = canvasElement.querySelector('.ui-recipe-image--placeholder');
    await expect(placeholder).toHaveClass('story-thumb');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder?.querySelector('svg')).toBeInTheDocument();
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    // The browser fails to decode it; the placeholder takes its place.
    await waitFor(() => expect(canvasElement.querySelector('.ui-recipe-image--placeholder')).toBeInTheDocument());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
