import { Heart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button, RecipeImage, toast } from 'shared-ui';
import { Tooltip } from 'shared-ui/widgets';
import { assetUrl } from 'shared-api/core';
import { formatIngredient, scaleFactor } from 'shared-api/recipes';
import { NOT_OWNER_REMOVE, type PlannedRecipe } from 'shared-api/plans';
import type { UnitSystem } from 'shared-api/household';
import { COLLAPSED_INGREDIENTS, COLLAPSED_STEPS, preview } from './weeks';

export interface PlanRowProps {
  entry: PlannedRecipe;
  /** The household's unit system, read once by the list rather than by every row. */
  system: UnitSystem;
  isOwner: boolean;
  onRemove: (entry: PlannedRecipe) => void;
  onToggleFavorite: (entry: PlannedRecipe) => void;
  favoriteBusy: boolean;
}

export function PlanRow({ entry, system, isOwner, onRemove, onToggleFavorite, favoriteBusy }: PlanRowProps) {
  const [expanded, setExpanded] = useState(false);
  // Amounts for the planned servings, not the recipe's own.
  const scale = scaleFactor(entry.planned_servings, entry.servings);
  const ingredients = preview(entry.ingredients, COLLAPSED_INGREDIENTS, expanded);
  const steps = preview(entry.instructions, COLLAPSED_STEPS, expanded);
  const canExpand = entry.ingredients.length > COLLAPSED_INGREDIENTS || entry.instructions.length > COLLAPSED_STEPS;

  return (
    <li className="pl-row" aria-label={entry.name}>
      <div className="pl-row__head">
        <RecipeImage className="pl-row__image" src={assetUrl(entry.image_url)} alt="" />
        <div className="pl-row__title">
          <h2>{entry.name}</h2>
          <p className="pl-muted">
            {entry.planned_servings} servings{entry.total_time ? ` · ${entry.total_time}` : ''}
            {entry.cuisine ? ` · ${entry.cuisine}` : ''}
          </p>
        </div>
        <div className="pl-row__actions">
          <Badge title={entry.profile.name} aria-label={`Owner: ${entry.profile.name}`}>
            {entry.profile.name.trim().charAt(0).toUpperCase() || '?'}
          </Badge>
          <Button
            variant="ghost"
            size="icon"
            aria-label={entry.is_favorite ? 'Remove from favorites' : 'Add to favorites'}
            aria-pressed={entry.is_favorite}
            disabled={favoriteBusy}
            onClick={() => onToggleFavorite(entry)}
          >
            <Heart size={18} aria-hidden="true" className={entry.is_favorite ? 'pl-heart--on' : undefined} />
          </Button>
          <Tooltip content={isOwner ? 'Remove from week plan' : `Not Allowed: ${NOT_OWNER_REMOVE}`}>
            <Button
              variant="ghost"
              size="icon"
              className={isOwner ? undefined : 'pl-dimmed'}
              aria-label={isOwner ? 'Remove from week plan' : `Not Allowed: ${NOT_OWNER_REMOVE}`}
              aria-disabled={!isOwner || undefined}
              onClick={() => {
                if (!isOwner) {
                  toast.error('Not Allowed', { description: NOT_OWNER_REMOVE });
                  return;
                }
                onRemove(entry);
              }}
            >
              <Trash2 size={18} aria-hidden="true" />
            </Button>
          </Tooltip>
        </div>
      </div>
      <div className="pl-row__body">
        <section aria-label="Ingredients">
          <h3>Ingredients</h3>
          <ul>
            {ingredients.shown.map((item, index) => (
              <li key={index}>{formatIngredient(item, system, scale)}</li>
            ))}
          </ul>
          {ingredients.hidden > 0 && <p className="pl-muted">+{ingredients.hidden} more ingredients</p>}
        </section>
        <section aria-label="Instructions">
          <h3>Instructions</h3>
          <ol>
            {steps.shown.map((step) => (
              <li key={step.step_number}>{step.content}</li>
            ))}
          </ol>
          {steps.hidden > 0 && <p className="pl-muted">+{steps.hidden} more steps</p>}
        </section>
      </div>
      {canExpand && (
        <Button variant="ghost" size="sm" className="pl-row__more" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </li>
  );
}
