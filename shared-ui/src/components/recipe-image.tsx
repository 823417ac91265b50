import { Utensils } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../internal/cx';

export interface RecipeImageProps {
  /** The picture's full URL; none shows the placeholder. */
  src: string | null | undefined;
  /** Alternative text; "" when the recipe's name is shown next to it. */
  alt: string;
  /** Size and shape, given by the page (the same class on the picture and its placeholder). */
  className?: string;
  /** Size of the placeholder's utensils icon. */
  iconSize?: number;
}

/** A recipe's picture, loaded lazily; a missing or broken picture shows a utensils placeholder instead. */
export function RecipeImage({ src, alt, className, iconSize = 24 }: RecipeImageProps) {
  // The address that failed: a new address is tried again.
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <span className={cx('ui-recipe-image', 'ui-recipe-image--placeholder', className)} aria-hidden="true">
        <Utensils size={iconSize} />
      </span>
    );
  }
  return <img className={cx('ui-recipe-image', className)} src={src} alt={alt} loading="lazy" onError={() => setBroken(src)} />;
}
