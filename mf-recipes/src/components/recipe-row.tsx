import { CalendarPlus, ChevronDown, ExternalLink, Heart, ImagePlus, Trash2 } from 'lucide-react';
import { memo, useState, type ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Chip, RecipeImage, toast } from 'shared-ui';
import { Dialog, DialogClose, Switch, Tooltip } from 'shared-ui/widgets';
import { assetUrl } from 'shared-api/core';
import { cuisineOf, dietaryOf, formatIngredient, NOT_OWNER_DELETE, useFullRecipe, type Recipe, type RecipeSummary } from 'shared-api/recipes';
import { useUnitSystem } from 'shared-api/household';
import { EditImageDialog } from './edit-image-dialog';
import { PlanDialog } from './plan-dialog';
import type { PlannableRecipe } from './plan-flow';
import { useWakeLock } from './use-wake-lock';

export interface RecipeRowProps {
  recipe: RecipeSummary;
  profileId: string | undefined;
  isOwner: boolean;
  onToggleFavorite: (recipe: RecipeSummary) => void;
  onDelete: (recipe: RecipeSummary) => void;
  onPlan: (recipe: PlannableRecipe, choice: { offset: 0 | 1; servings: number }, withGrocery: boolean) => void;
  /** The full recipe now, fetching it when it is not loaded yet; null when that fails. */
  loadFull: (recipeId: string) => Promise<Recipe | null>;
  /** Given to the row's <li> (the list measures rows through it). */
  itemProps?: ComponentPropsWithRef<'li'> & { 'data-index'?: number };
}

/** Same props, same row; the list builds a new `itemProps` object each render, so its parts are compared. */
function sameRow(before: RecipeRowProps, after: RecipeRowProps): boolean {
  const { itemProps: a, ...restBefore } = before;
  const { itemProps: b, ...restAfter } = after;
  const keys = Object.keys(restBefore) as Array<keyof typeof restBefore>;
  return (
    keys.length === Object.keys(restAfter).length &&
    keys.every((key) => restBefore[key] === restAfter[key]) &&
    a?.ref === b?.ref &&
    a?.['data-index'] === b?.['data-index']
  );
}

/** Memoised: the list re-renders as it measures rows and loads pages; a row re-renders when its own props change. */
export const RecipeRow = memo(function RecipeRow({ recipe, profileId, isOwner, onToggleFavorite, onDelete, onPlan, loadFull, itemProps }: RecipeRowProps) {
  const [expanded, setExpanded] = useState(false);
  const [keepScreenOn, setKeepScreenOn] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const cuisine = cuisineOf(recipe);
  const dietary = dietaryOf(recipe);
  const detailsId = `rc-details-${recipe.id}`;

  const planWithGrocery = async (choice: { offset: 0 | 1; servings: number }) => {
    const details = await loadFull(recipe.id);
    if (!details) {
      toast.error('Recipe details missing', { description: 'Please expand the recipe to load full details before adding to grocery.' });
      return;
    }
    onPlan(details, choice, true);
  };

  return (
    <li {...itemProps} className={`rc-row${expanded ? ' rc-row--expanded' : ''}`} aria-label={recipe.name}>
      <div className="rc-row__summary">
        <RecipeImage className="rc-row__thumb" src={assetUrl(recipe.image_url)} alt="" />
        <button type="button" className="rc-row__title" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((value) => !value)}>
          <span className="rc-row__name">{recipe.name}</span>
          <ChevronDown size={18} aria-hidden="true" className="rc-row__chevron" />
        </button>
        <div className="rc-row__chips">
          {cuisine && <Chip>{cuisine}</Chip>}
          {dietary && <Chip variant="outline">{dietary}</Chip>}
          {recipe.total_time && <Chip variant="outline">{recipe.total_time}</Chip>}
        </div>
        <div className="rc-row__actions">
          <Badge className="rc-owner" title={recipe.profile.name} aria-label={`Owner: ${recipe.profile.name}`}>
            {recipe.profile.name.trim().charAt(0).toUpperCase() || '?'}
          </Badge>
          <Tooltip content={isOwner ? 'Delete recipe' : `Not Allowed: ${NOT_OWNER_DELETE}`}>
            <Button
              variant="ghost"
              size="icon"
              className={isOwner ? undefined : 'rc-dimmed'}
              aria-label={isOwner ? 'Delete recipe' : `Not Allowed: ${NOT_OWNER_DELETE}`}
              aria-disabled={!isOwner || undefined}
              onClick={() => {
                if (!isOwner) {
                  toast.error('Not Allowed', { description: NOT_OWNER_DELETE });
                  return;
                }
                // Deleting also drops the recipe from every week plan, and there is no undo: ask first.
                setConfirmDelete(true);
              }}
            >
              <Trash2 size={18} aria-hidden="true" />
            </Button>
          </Tooltip>
          {/* Dialogs mount when opened: a closed one still costs every row of the list its hooks. */}
          {confirmDelete && (
            <Dialog
              open={confirmDelete}
              onOpenChange={setConfirmDelete}
              title="Delete recipe?"
              description={`"${recipe.name}" will be removed from your recipes and from every week plan.`}
              footer={
                <>
                  <DialogClose asChild>
                    <Button variant="outline">Cancel</Button>
                  </DialogClose>
                  <Button
                    variant="danger"
                    onClick={() => {
                      setConfirmDelete(false);
                      onDelete(recipe);
                    }}
                  >
                    Delete
                  </Button>
                </>
              }
            />
          )}
          <Button variant="ghost" size="icon" aria-label="Plan recipe" onClick={() => setPlanOpen(true)}>
            <CalendarPlus size={18} aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={recipe.is_favorite ? 'Remove from favorites' : 'Add to favorites'}
            aria-pressed={recipe.is_favorite}
            onClick={() => onToggleFavorite(recipe)}
          >
            <Heart size={18} aria-hidden="true" className={recipe.is_favorite ? 'rc-heart--on' : undefined} />
          </Button>
        </div>
      </div>

      {expanded && (
        <RecipeDetails id={detailsId} recipe={recipe} profileId={profileId} keepScreenOn={keepScreenOn} onKeepScreenOnChange={setKeepScreenOn} />
      )}

      {planOpen && (
        <PlanDialog
          open={planOpen}
          onOpenChange={setPlanOpen}
          actions={[
            { label: 'Plan', onSubmit: (choice) => onPlan({ ...recipe, ingredients: [] }, choice, false) },
            { label: 'Plan + Grocery', primary: true, onSubmit: (choice) => void planWithGrocery(choice) },
          ]}
        />
      )}
    </li>
  );
}, sameRow);

interface RecipeDetailsProps {
  id: string;
  recipe: RecipeSummary;
  profileId: string | undefined;
  keepScreenOn: boolean;
  onKeepScreenOnChange: (value: boolean) => void;
}

/** An opened recipe: its full recipe is asked for only here, so a closed row holds no query. */
function RecipeDetails({ id, recipe, profileId, keepScreenOn, onKeepScreenOnChange }: RecipeDetailsProps) {
  const [imageOpen, setImageOpen] = useState(false);
  const full = useFullRecipe(recipe.id, { profileId });
  useWakeLock(keepScreenOn);
  return (
    <>
      <div className="rc-row__details" id={id}>
        <div className="rc-row__hero">
          <RecipeImage className="rc-row__image" src={assetUrl(full.data?.image_url ?? recipe.image_url)} alt={recipe.name} />
          <Button variant="secondary" size="sm" className="rc-row__image-edit" onClick={() => setImageOpen(true)}>
            <ImagePlus size={16} aria-hidden="true" /> Edit Image
          </Button>
        </div>
        <Switch label="Keep Screen On While Cooking" checked={keepScreenOn} onCheckedChange={onKeepScreenOnChange} />
        {full.isPending ? (
          <p className="rc-muted">Loading full recipe details...</p>
        ) : full.isError ? (
          <p className="rc-error" role="alert">
            {full.error.message || 'Failed to fetch full recipe'}
          </p>
        ) : (
          <div className="rc-row__body">
            <div className="rc-row__meta">
              {full.data.source_url && (
                <Button asChild variant="outline" size="sm">
                  <a href={full.data.source_url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink size={14} aria-hidden="true" /> Link
                  </a>
                </Button>
              )}
              <span>Servings: {full.data.servings}</span>
              {full.data.prep_time && <span>Prep: {full.data.prep_time}</span>}
              {full.data.cook_time && <span>Cook: {full.data.cook_time}</span>}
            </div>
            <section aria-label="Ingredients">
              <div className="rc-section-head">
                <h3>Ingredients</h3>
                <Link to={`/edit-recipe/${recipe.id}`}>Edit</Link>
              </div>
              <IngredientLines items={full.data.ingredients} />
            </section>
            <section aria-label="Instructions">
              <h3>Instructions</h3>
              <ol className="rc-steps">
                {full.data.instructions.map((step) => (
                  <li key={step.step_number}>{step.content}</li>
                ))}
              </ol>
            </section>
            {full.data.notes && (
              <section aria-label="Notes">
                <h3>Notes</h3>
                <p className="rc-notes">{full.data.notes}</p>
              </section>
            )}
          </div>
        )}
      </div>
      {imageOpen && (
        <EditImageDialog recipeId={recipe.id} imageUrl={full.data?.image_url ?? recipe.image_url} open={imageOpen} onOpenChange={setImageOpen} />
      )}
    </>
  );
}

/** An opened recipe's ingredients in the household's unit system (only opened rows read the preference). */
function IngredientLines({ items }: { items: Recipe['ingredients'] }) {
  const system = useUnitSystem();
  return (
    <ul className="rc-ingredients">
      {items.map((item, index) => (
        <li key={index}>{formatIngredient(item, system)}</li>
      ))}
    </ul>
  );
}
