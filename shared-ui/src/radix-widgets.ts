/**
 * The Radix-based widgets that load on first use (see `internal/radix-loader.ts`): apps reach them
 * through the light widgets of `shared-ui/widgets`, never directly.
 */
export { Dialog, DialogClose } from './components/dialog';
export { DropdownMenuCheckboxItem, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './components/dropdown-menu';
export { PopoverClose } from './components/popover';
export { SideMenu } from './components/side-menu';
export { RadixTooltip } from './components/radix-tooltip';
export { MountedMenuButton, MountedPopoverButton } from './components/mounted-buttons';
