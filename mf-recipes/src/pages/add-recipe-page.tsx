import { useState } from 'react';
import { Button, PageHeader, SpinnerOverlay, TextField, toast } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/widgets';
import { isVideoLink, useExtractRecipe } from 'shared-api/recipes';
import { RecipeForm, type RecipeFormImage } from '../components/recipe-form';
import { PasteRecipeDialog } from '../components/paste-recipe-dialog';
import { EMPTY_FORM, formFromDraft, type RecipeFormState } from '../components/recipe-form-state';
import { SaveBar } from '../components/save-bar';
import '../recipes.css';

const VIDEO_FAILED = 'Failed to extract recipe from YouTube video. Please check the URL and try again.';
const NO_IMAGE: RecipeFormImage = { file: null, modified: false };

export default function AddRecipePage() {
  const [tab, setTab] = useState('link');
  const [link, setLink] = useState('');
  const [fetched, setFetched] = useState<RecipeFormState | null>(null);
  const [linkImage, setLinkImage] = useState<RecipeFormImage>(NO_IMAGE);
  const [manual, setManual] = useState<RecipeFormState>(EMPTY_FORM);
  const [manualImage, setManualImage] = useState<RecipeFormImage>(NO_IMAGE);
  const extract = useExtractRecipe();

  const fetchRecipe = () => {
    const url = link.trim();
    if (!url) {
      toast.error('Please enter a recipe link.');
      return;
    }
    extract.mutate(url, {
      onSuccess: (draft) => {
        setFetched(formFromDraft(draft));
        setLinkImage(NO_IMAGE);
        toast.success('Recipe extracted successfully!', { duration: 1000 });
      },
      onError: (error) => {
        if (isVideoLink(url)) toast.error(VIDEO_FAILED);
        else toast.error(error.message || 'Failed to extract recipe.');
      },
    });
  };

  return (
    <div className="rc-page">
      <PageHeader title="Add Recipe" subtitle="Add a new recipe to your collection" />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="How to add">
          <TabsTrigger value="link">Recipe Link</TabsTrigger>
          <TabsTrigger value="manual">Manual Entry</TabsTrigger>
        </TabsList>
        <TabsContent value="link">
          <form
            className="rc-link-form"
            onSubmit={(event) => {
              event.preventDefault();
              fetchRecipe();
            }}
          >
            <TextField
              label="Recipe Link"
              type="url"
              placeholder="https://example.com/recipe or a video link"
              value={link}
              onChange={(event) => setLink(event.target.value)}
            />
            <Button type="submit" disabled={extract.isPending}>
              {extract.isPending ? 'Fetching...' : 'Fetch Recipe'}
            </Button>
          </form>
          {extract.isPending && <SpinnerOverlay fixed label="Fetching..." />}
          {fetched && (
            <>
              <RecipeForm value={fetched} onChange={setFetched} image={linkImage} onImageChange={setLinkImage} />
              <SaveBar form={fetched} image={linkImage} disabled={extract.isPending} />
            </>
          )}
        </TabsContent>
        <TabsContent value="manual">
          <div className="rc-paste-bar">
            <PasteRecipeDialog
              // A pasted text has no photo: one already chosen stays, and a title typed before pasting stays when the text gives none.
              onFill={(draft) => setManual((current) => ({ ...formFromDraft(draft), name: draft.name || current.name, image_url: current.image_url }))}
            />
          </div>
          <RecipeForm value={manual} onChange={setManual} image={manualImage} onImageChange={setManualImage} showCuisine showTags={false} />
          <SaveBar form={manual} image={manualImage} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
