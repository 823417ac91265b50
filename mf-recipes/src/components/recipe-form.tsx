import { Plus, X } from 'lucide-react';
import { Button, Chip, TextArea, TextField, toast } from 'shared-ui';
import { generateImage } from 'shared-api/recipes';
import { generationErrorText } from './edit-image-dialog';
import { ImagePicker } from './image-picker';
import { emptyIngredient, type IngredientRow, type RecipeFormState } from './recipe-form-state';

export interface RecipeFormImage {
  file: File | null;
  modified: boolean;
}

export interface RecipeFormProps {
  value: RecipeFormState;
  onChange: (next: RecipeFormState) => void;
  image: RecipeFormImage;
  onImageChange: (next: RecipeFormImage) => void;
  /** Manual entry and edit show cuisine and dietary inputs. */
  showCuisine?: boolean;
  /** Imported recipes show their tags as read-only chips. */
  showTags?: boolean;
}

/** The editable recipe: times, servings, ingredient rows, numbered steps, notes and image. */
export function RecipeForm({ value, onChange, image, onImageChange, showCuisine = false, showTags = true }: RecipeFormProps) {
  const set = <K extends keyof RecipeFormState>(key: K, next: RecipeFormState[K]) => onChange({ ...value, [key]: next });
  const setIngredient = (index: number, patch: Partial<IngredientRow>) =>
    set(
      'ingredients',
      value.ingredients.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
  const setStep = (index: number, content: string) =>
    set(
      'instructions',
      value.instructions.map((step, i) => (i === index ? content : step)),
    );

  const generate = () => {
    if (!value.name.trim()) return Promise.reject(new Error('Please enter a recipe title first.'));
    return generateImage({
      name: value.name.trim(),
      cuisine: value.cuisine || null,
      dietary: value.dietary || null,
      tags: value.tags,
      ingredients: value.ingredients.map((row) => row.name.trim()).filter(Boolean),
    });
  };

  return (
    <div className="rc-form">
      <TextField label="Recipe Title" value={value.name} onChange={(event) => set('name', event.target.value)} required />
      <div className="rc-grid">
        <TextField label="Prep Time" placeholder="15 mins" value={value.prep_time} onChange={(event) => set('prep_time', event.target.value)} />
        <TextField label="Cook Time" placeholder="30 mins" value={value.cook_time} onChange={(event) => set('cook_time', event.target.value)} />
        <TextField label="Total Time" placeholder="45 mins" value={value.total_time} onChange={(event) => set('total_time', event.target.value)} />
        <TextField
          label="Servings"
          type="number"
          min={1}
          value={value.servings}
          onChange={(event) => set('servings', event.target.value)}
        />
      </div>
      {showCuisine && (
        <div className="rc-grid">
          <TextField label="Cuisine" placeholder="Italian" value={value.cuisine} onChange={(event) => set('cuisine', event.target.value)} />
          <TextField label="Dietary" placeholder="Vegetarian" value={value.dietary} onChange={(event) => set('dietary', event.target.value)} />
        </div>
      )}
      {showTags && value.tags.length > 0 && (
        <div className="rc-tags" aria-label="Tags">
          <span className="ui-field__label">Tags</span>
          <div className="rc-chips">
            {value.tags.map((tag) => (
              <Chip key={tag}>{tag}</Chip>
            ))}
          </div>
        </div>
      )}

      <fieldset className="rc-fieldset">
        <legend>Ingredients</legend>
        {value.ingredients.map((row, index) => (
          <div className="rc-ingredient-row" key={index} role="group" aria-label={`Ingredient ${index + 1}`}>
            <TextField label="Name" value={row.name} onChange={(event) => setIngredient(index, { name: event.target.value })} />
            <TextField
              label="Qty"
              type="number"
              min={0}
              step="any"
              value={row.quantity}
              onChange={(event) => setIngredient(index, { quantity: event.target.value })}
            />
            <TextField label="Unit" value={row.unit} onChange={(event) => setIngredient(index, { unit: event.target.value })} />
            <TextField label="Note" value={row.note} onChange={(event) => setIngredient(index, { note: event.target.value })} />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ingredient ${index + 1}`}
              disabled={value.ingredients.length <= 1}
              onClick={() => set('ingredients', value.ingredients.filter((_, i) => i !== index))}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button variant="outline" size="sm" onClick={() => set('ingredients', [...value.ingredients, emptyIngredient()])}>
          <Plus size={14} aria-hidden="true" /> Add Ingredient
        </Button>
      </fieldset>

      <fieldset className="rc-fieldset">
        <legend>Instructions</legend>
        {value.instructions.map((step, index) => (
          <div className="rc-step-row" key={index}>
            <span className="rc-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <TextArea label={`Step ${index + 1}`} rows={2} value={step} onChange={(event) => setStep(index, event.target.value)} />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove step ${index + 1}`}
              disabled={value.instructions.length <= 1}
              onClick={() => set('instructions', value.instructions.filter((_, i) => i !== index))}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button variant="outline" size="sm" onClick={() => set('instructions', [...value.instructions, ''])}>
          <Plus size={14} aria-hidden="true" /> Add Step
        </Button>
      </fieldset>

      <TextArea label="Notes" rows={3} value={value.notes} onChange={(event) => set('notes', event.target.value)} />

      <ImagePicker
        imageUrl={value.image_url}
        file={image.file}
        onFileChange={(file) => {
          onImageChange({ file, modified: true });
          // Spec §4: an upload or a generated picture replaces image_url.
          if (file) onChange({ ...value, image_url: null });
        }}
        onGenerate={generate}
        onGenerateError={(error) =>
          toast.error(error instanceof Error && error.message.startsWith('Please') ? error.message : generationErrorText(error))
        }
      />
    </div>
  );
}
