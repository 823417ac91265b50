import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorPanel, PageHeader, Spinner, toast } from 'shared-ui';
import { useFullRecipe } from 'shared-api/recipes';
import { RecipeForm, type RecipeFormImage } from '../components/recipe-form';
import { formFromDraft, type RecipeFormState } from '../components/recipe-form-state';
import { SaveBar } from '../components/save-bar';
import { useSelectedProfile } from '../components/use-profile';
import '../recipes.css';

export default function EditRecipePage() {
  const { recipeid = '' } = useParams();
  const recipeId = recipeid.trim();
  const navigate = useNavigate();
  const { profile } = useSelectedProfile();
  const recipe = useFullRecipe(recipeId || undefined, { profileId: profile?.id });
  const [form, setForm] = useState<RecipeFormState | null>(null);
  const [image, setImage] = useState<RecipeFormImage>({ file: null, modified: false });

  useEffect(() => {
    if (!recipeId) toast.error('Invalid recipe id.');
  }, [recipeId]);
  useEffect(() => {
    if (recipe.data && !form) setForm(formFromDraft(recipe.data));
  }, [recipe.data, form]);
  useEffect(() => {
    if (recipe.isError) toast.error('Failed to load recipe.');
  }, [recipe.isError]);

  const header = <PageHeader title="Edit Recipe" subtitle="Edit a recipe from your collection" />;
  if (!recipeId) {
    return (
      <div className="rc-page">
        {header}
        <EmptyState title="Invalid recipe id." />
      </div>
    );
  }
  return (
    <div className="rc-page">
      {header}
      {recipe.isError ? (
        <ErrorPanel title="Failed to load recipe." message={recipe.error.message} onRetry={() => void recipe.refetch()} />
      ) : !form ? (
        <div className="rc-center">
          <Spinner label="Loading recipe" />
        </div>
      ) : (
        <>
          <RecipeForm value={form} onChange={setForm} image={image} onImageChange={setImage} showCuisine />
          <SaveBar form={form} image={image} editId={recipeId} disabled={recipe.isFetching} onCancel={() => navigate(-1)} />
        </>
      )}
    </div>
  );
}
