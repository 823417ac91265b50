import { Clock, ExternalLink } from 'lucide-react';
import { assetUrl } from 'shared-api/core';
import { type AdminRecipe } from 'shared-api/admin';
import { Badge, Button, RecipeImage } from 'shared-ui';

export function RecipeRow({ recipe }: { recipe: AdminRecipe }) {
  return (
    <div className="ad-row">
      <RecipeImage className="ad-row__image" src={assetUrl(recipe.image_url)} alt="" iconSize={20} />
      <div className="ad-row__main">
        <p className="ad-row__title">{recipe.name}</p>
        <p className="ad-row__sub ad-row__badges">
          {recipe.cuisine && <Badge variant="outline">{recipe.cuisine}</Badge>}
          {recipe.type && <Badge variant="secondary">{recipe.type}</Badge>}
          {recipe.time && (
            <span className="ad-row__time">
              <Clock size={14} aria-hidden="true" />
              {recipe.time}
            </span>
          )}
        </p>
        <p className="ad-row__sub">By {recipe.author}</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <a href={`/edit-recipe/${encodeURIComponent(recipe.id)}`} target="_blank" rel="noopener" aria-label={`Edit ${recipe.name}`}>
          <ExternalLink size={14} aria-hidden="true" />
          Edit
        </a>
      </Button>
    </div>
  );
}
