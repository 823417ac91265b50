/**
 * Interactive widgets (dialogs, menus, popovers, tooltips, tabs, switch): a share of their own, which
 * the signed-out pages never load. Dialogs, menus, popovers and tooltips draw nothing or only their
 * trigger until first used, and their Radix code loads then; tabs and the switch are drawn with the
 * page and need no Radix.
 */
export { Switch, type SwitchProps } from './components/switch';
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsContentProps, type TabsProps, type TabsTriggerProps } from './components/tabs';
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
