import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export type BadgeVariant = 'default' | 'secondary' | 'outline';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return <span className={cx('ui-badge', `ui-badge--${variant}`, className)} {...rest} />;
}
