import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cx } from '../internal/cx';

/**
 * Tabs drawn with the page, so without Radix: the WAI-ARIA tabs pattern (roving focus, arrow keys
 * with wrap-around, Home and End, a tab is chosen as it takes focus) is small, and Radix's tabs
 * weighed 8.6 KB gzip on every signed-in page's first visit. The look keys on `data-state` as before.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const partId = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value: chosen, defaultValue = '', onValueChange, ...rest }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = chosen ?? own;
  const baseId = useId();
  const select = (next: string) => {
    if (next === value) return;
    if (chosen === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value, select, baseId }}>
      <div {...rest} />
    </TabsContext>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...rest }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = NEXT_KEYS[event.key];
    if (!next || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[next(index, tabs.length)]?.focus();
  };
  return <div role="tablist" aria-orientation="horizontal" className={cx('ui-tabs__list', className)} onKeyDown={moveFocus} {...rest} />;
}

export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...rest }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs.baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={partId(tabs.baseId, 'content', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cx('ui-tabs__trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...rest}
    />
  );
}

export interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

/** The chosen tab's panel; the others stay as empty, hidden panels so every tab's aria-controls resolves. */
export function TabsContent({ value, className, children, ...rest }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={partId(tabs.baseId, 'content', value)}
      aria-labelledby={partId(tabs.baseId, 'trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      className={cx('ui-tabs__content', className)}
      {...rest}
    >
      {active && children}
    </div>
  );
}
