/**
 * Widgets built on Radix (dialogs, menus, popovers, tooltips, tabs, switch): a share of their own, so
 * pages that show none of them do not load Radix. Tabs and Switch are drawn with the page; the others
 * draw nothing or only their trigger until first used, and their Radix code loads then.
 */
export { Switch, type SwitchProps } from './components/switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export {
  Dialog,
  DialogClose,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  PopoverClose,
  SideMenu,
} from './components/lazy-widgets';
export type { DialogProps } from './components/dialog';
export type { DropdownMenuItemProps } from './components/dropdown-menu';
export type { SideMenuItem, SideMenuProps } from './components/side-menu';
export { MenuButton, type MenuButtonProps } from './components/menu-button';
export { PopoverButton, type PopoverButtonProps } from './components/popover-button';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
  type TooltipProviderProps,
} from './components/tooltip';
