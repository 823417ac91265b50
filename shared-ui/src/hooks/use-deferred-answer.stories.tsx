import { useRef, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useDeferredAnswer } from './use-deferred-answer';

/** Logs each render as "given:shown", so a story can tell an answer shown at once from one deferred. */
function AnswerLog() {
  const [answer, setAnswer] = useState<string>();
  const shown = useDeferredAnswer(answer);
  const renders = useRef<string[]>([]);
  renders.current.push(`${answer ?? 'none'}:${shown ?? 'none'}`);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <button type="button" onClick={() => setAnswer('first')}>
        First answer
      </button>
      <button type="button" onClick={() => setAnswer('second')}>
        Second answer
      </button>
      <output aria-label="Renders">{renders.current.join(' ')}</output>
    </div>
  );
}

const meta = {
  title: 'Hooks/useDeferredAnswer',
  component: AnswerLog,
} satisfies Meta<typeof AnswerLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstAtOnceLaterDeferred: Story = {
  play: async ({ canvas }) => {
    const renders = canvas.getByRole('status', { name: 'Renders' });
    await userEvent.click(canvas.getByRole('button', { name: 'First answer' }));
    // No render shows the list empty once the first answer is in.
    await waitFor(() => expect(renders.textContent).toContain('first:first'));
    await expect(renders.textContent).not.toContain('first:none');
    await userEvent.click(canvas.getByRole('button', { name: 'Second answer' }));
    // A later answer keeps the one shown for an urgent render, then follows in the background.
    await waitFor(() => expect(renders.textContent).toContain('second:second'));
    await expect(renders.textContent).toContain('second:first');
  },
};
