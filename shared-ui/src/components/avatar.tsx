import { useState } from 'react';
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

/**
 * The picture once it has loaded, the initials until then or when it cannot load (no broken-image
 * icon). Written here, not taken from Radix: the avatar is in the header of every signed-in page,
 * and Radix's came with 1.4 KB gzip of its own to every first visit.
 */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const shown = Boolean(src) && loaded === src;
  return (
    <span className={cx('ui-avatar', size !== 'md' && `ui-avatar--${size}`, className)}>
      {/* Loads while hidden; a new src hides it again until that one has loaded. */}
      {src && <img className="ui-avatar__image" src={src} alt={name} hidden={!shown} onLoad={() => setLoaded(src)} />}
      {/* The fallback carries the name for screen readers while the image is missing. */}
      {!shown && (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
