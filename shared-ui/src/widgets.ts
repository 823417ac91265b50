/**
 * Widgets built on Radix (dialogs, menus, popovers, tooltips, tabs, switch): a share of their own, so
 * pages that show none of them do not load Radix.
 */
export { Switch, type SwitchProps } from './components/switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Dialog, DialogClose, type DialogProps } from './components/dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
} from './components/dropdown-menu';
export { RowMenu, type RowMenuProps } from './components/row-menu';
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './components/popover';
export { RowPopover, type RowPopoverProps } from './components/row-popover';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
  type TooltipProviderProps,
} from './components/tooltip';
export { SideMenu, type SideMenuItem, type SideMenuProps } from './components/side-menu';
