import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Shell/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'This page could not be loaded',
    message: 'The recipes module is not reachable right now.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('alert');
    await expect(panel).toHaveTextContent('This page could not be loaded');
    await expect(panel).toHaveTextContent('The recipes module is not reachable right now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  render: function Render(args) {
    const [retrying, setRetrying] = useState(false);
    return <ErrorPanel {...args} retrying={retrying} onRetry={() => setRetrying(true)} />;
  },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const DefaultsWithoutRetry: Story = {
  args: { title: undefined, message: undefined, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
