import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'link' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="How to add a recipe">
        <TabsTrigger value="link">Recipe Link</TabsTrigger>
        <TabsTrigger value="manual">Manual Entry</TabsTrigger>
      </TabsList>
      <TabsContent value="link">Paste a recipe or video link.</TabsContent>
      <TabsContent value="manual">Type the recipe yourself.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const linkTab = canvas.getByRole('tab', { name: 'Recipe Link' });
    const manualTab = canvas.getByRole('tab', { name: 'Manual Entry' });
    await expect(linkTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Paste a recipe or video link.');

    await userEvent.click(manualTab);
    await expect(manualTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Type the recipe yourself.');

    // Arrow keys move between tabs (wrapping round at either end), and the focused tab is chosen.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(linkTab).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Paste a recipe or video link.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(manualTab).toHaveFocus();
    await expect(manualTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(linkTab).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(manualTab).toHaveFocus();

    // Only the chosen tab takes Tab focus; the next stop is its panel.
    await expect(linkTab).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Manual Entry');
  },
};
