import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { MOBILE_MEDIA_QUERY, Toaster, toast } from './toaster';

function toasterPosition(doc: Document) {
  const list = doc.querySelector('[data-sonner-toaster]');
  return `${list?.getAttribute('data-y-position')}-${list?.getAttribute('data-x-position')}`;
}

/** Replaces the mobile media query with one the story can flip, as a window resize would. */
function fakeMobileQuery(initial: boolean) {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  let matches = initial;
  const list = {
    get matches() {
      return matches;
    },
    media: MOBILE_MEDIA_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (query: string) =>
    query === MOBILE_MEDIA_QUERY ? (list as unknown as MediaQueryList) : original.call(window, query);
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let mobileQuery: ReturnType<typeof fakeMobileQuery> | undefined;

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Button onClick={() => toast.success('Recipe saved successfully!', { duration: 60_000 })}>Save</Button>
      <Toaster {...args} />
    </div>
  ),
  // Toasts live in sonner's module state; clear them so stories do not leak into each other.
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const message = await within(canvasElement.ownerDocument.body).findByText('Recipe saved successfully!');
    await waitFor(() => expect(message).toBeVisible());
    await expect(window.innerWidth).toBeGreaterThan(640);
    await expect(toasterPosition(canvasElement.ownerDocument)).toBe('bottom-right');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const message = await within(canvasElement.ownerDocument.body).findByText('Recipe saved successfully!');
    await waitFor(() => expect(message).toBeVisible());
    await expect(window.innerWidth).toBeLessThanOrEqual(640);
    await expect(toasterPosition(canvasElement.ownerDocument)).toBe('bottom-center');
  },
};

export const FollowsViewportChanges: Story = {
  beforeEach: () => {
    mobileQuery = fakeMobileQuery(false);
    return () => mobileQuery?.restore();
  },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await within(doc.body).findByText('Recipe saved successfully!');
    await expect(toasterPosition(doc)).toBe('bottom-right');
    mobileQuery?.set(true);
    await waitFor(() => expect(toasterPosition(doc)).toBe('bottom-center'));
    mobileQuery?.set(false);
    await waitFor(() => expect(toasterPosition(doc)).toBe('bottom-right'));
  },
};
