import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';

export interface AvatarProps {
  /** Image URL; null or a broken image shows the initials. */
  src?: string | null;
  /** Person or profile name: alt text and initials. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cx('ui-avatar', size !== 'md' && `ui-avatar--${size}`, className)}>
      {src && <AvatarPrimitive.Image className="ui-avatar__image" src={src} alt={name} />}
      {/* The fallback carries the name for screen readers while the image is missing. */}
      <AvatarPrimitive.Fallback role="img" aria-label={name}>
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
