import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { useMediaQuery } from '../hooks/use-media-query';
import { TOAST_CLEARANCE_VAR } from '../hooks/use-toast-clearance';

/** Spec: toasts sit bottom-center on screens 640 px wide or narrower, bottom-right otherwise. */
export const MOBILE_MEDIA_QUERY = '(max-width: 640px)';

/** Above the bottom navigation and above any bar that claims room with useToastClearance. */
const BOTTOM_OFFSET = `calc(var(--ui-bottom-nav-height) + var(${TOAST_CLEARANCE_VAR}, 0px) + 16px)`;

export type ToasterProps = Omit<SonnerToasterProps, 'position'>;

/** Mount once in the shell; every app shows toasts with `toast` from shared-ui. */
export function Toaster(props: ToasterProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <SonnerToaster
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      // Keep toasts clear of the fixed bottom navigation.
      offset={{ bottom: BOTTOM_OFFSET }}
      mobileOffset={{ bottom: BOTTOM_OFFSET }}
      {...props}
    />
  );
}

export { toast } from 'sonner';
