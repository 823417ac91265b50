import { useMemo, useState } from 'react';
import { Button, Input, PageHeader, SpinnerOverlay, toast } from 'shared-ui';
import { AUTOCOMPLETE_MIN_CHARS, useFetchSharedRecipe, useRecipeAutocomplete, type AutocompleteSuggestion } from 'shared-api/recipes';
import { RecipeForm, type RecipeFormImage } from '../components/recipe-form';
import { formFromDraft, type RecipeFormState } from '../components/recipe-form-state';
import { SaveBar } from '../components/save-bar';
import { dedupeSuggestions, suggestionLabel } from '../components/suggestions';
import '../recipes.css';

export default function SearchRecipePage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<AutocompleteSuggestion | null>(null);
  const [form, setForm] = useState<RecipeFormState | null>(null);
  const [image, setImage] = useState<RecipeFormImage>({ file: null, modified: false });
  const typed = query.trim().length >= AUTOCOMPLETE_MIN_CHARS;
  const suggestions = useRecipeAutocomplete(picked ? '' : query);
  const fetchShared = useFetchSharedRecipe();
  const options = useMemo(() => (typed ? dedupeSuggestions(suggestions.data ?? []) : []), [typed, suggestions.data]);
  const listOpen = open && !picked && options.length > 0;

  const choose = (item: AutocompleteSuggestion) => {
    setPicked(item);
    setQuery(suggestionLabel(item));
    setOpen(false);
  };

  const fetchRecipe = () => {
    if (!picked) {
      toast.error('Please choose a recipe from the list.');
      return;
    }
    fetchShared.mutate(picked.recipe_id, {
      onSuccess: (draft) => {
        setForm(formFromDraft(draft));
        setImage({ file: null, modified: false });
        toast.success('Recipe loaded successfully!', { duration: 1000 });
      },
      onError: (error) => toast.error(error.message || 'Failed to load recipe.'),
    });
  };

  return (
    <div className="rc-page">
      <PageHeader title="Add Recipe" subtitle="Add a new recipe to your collection" />
      <div className="rc-link-form">
        <div className="rc-combobox">
          <label className="ui-field__label" htmlFor="rc-shared-search">
            Search recipes by name
          </label>
          <Input
            id="rc-shared-search"
            role="combobox"
            aria-expanded={listOpen}
            aria-controls="rc-shared-options"
            aria-autocomplete="list"
            aria-activedescendant={listOpen ? `rc-shared-option-${active}` : undefined}
            autoComplete="off"
            placeholder="Search recipes by name"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPicked(null);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (!listOpen) return;
              if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              else if (event.key === 'Enter' && options[active]) choose(options[active]);
              else if (event.key === 'Escape') setOpen(false);
              else return;
              event.preventDefault();
            }}
          />
          {listOpen && (
            <ul id="rc-shared-options" role="listbox" className="rc-options" aria-label="Shared recipes">
              {options.map((item, index) => (
                <li
                  key={item.recipe_id}
                  id={`rc-shared-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // mousedown keeps focus in the input so blur does not close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(item);
                  }}
                >
                  {suggestionLabel(item)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <input type="hidden" name="recipe-link" value={form?.source_url ?? picked?.source_url ?? ''} />
        <Button onClick={fetchRecipe} disabled={fetchShared.isPending}>
          {fetchShared.isPending ? 'Fetching...' : 'Fetch Recipe'}
        </Button>
      </div>
      {fetchShared.isPending && <SpinnerOverlay fixed label="Fetching..." />}
      {form && (
        <>
          <RecipeForm value={form} onChange={setForm} image={image} onImageChange={setImage} />
          <SaveBar form={form} image={image} disabled={fetchShared.isPending} />
        </>
      )}
    </div>
  );
}
