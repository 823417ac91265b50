export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { Input, type InputProps } from './components/input';
export { InlineAddForm, type InlineAddFormProps } from './components/inline-add-form';
export { TextArea, type TextAreaProps } from './components/text-area';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
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
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './components/popover';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
  type TooltipProviderProps,
} from './components/tooltip';
export { Card, type CardProps } from './components/card';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export { Chip, type ChipProps } from './components/chip';
export { Avatar, initials, type AvatarProps } from './components/avatar';
export { Spinner, SpinnerOverlay, type SpinnerOverlayProps, type SpinnerProps } from './components/spinner';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { BottomNav, type BottomNavProps, type NavItem } from './components/bottom-nav';
export { SideMenu, type SideMenuItem, type SideMenuProps } from './components/side-menu';
export { AppHeader, type AppHeaderProps } from './components/app-header';
export { RecipeImage, type RecipeImageProps } from './components/recipe-image';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { Toaster, toast, MOBILE_MEDIA_QUERY, type ToasterProps } from './components/toaster';
export { useMediaQuery } from './hooks/use-media-query';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useToastClearance } from './hooks/use-toast-clearance';
export { storeColor } from './store-colors';
export { cx } from './internal/cx';
