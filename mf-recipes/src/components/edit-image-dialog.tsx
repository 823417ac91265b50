import { useState } from 'react';
import { Button, toast } from 'shared-ui';
import { Dialog, DialogClose } from 'shared-ui/widgets';
import { generateImage, IMAGE_GENERATION_TIMED_OUT, useUpdateRecipeImage } from 'shared-api/recipes';
import { ImagePicker } from './image-picker';

export interface EditImageDialogProps {
  recipeId: string;
  imageUrl: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function generationErrorText(error: unknown): string {
  return error instanceof Error && error.message === IMAGE_GENERATION_TIMED_OUT ? IMAGE_GENERATION_TIMED_OUT : 'Failed to generate image';
}

/** Edit Image: upload (≤ 1 MB) or generate, then Update Image. */
export function EditImageDialog({ recipeId, imageUrl, open, onOpenChange }: EditImageDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const update = useUpdateRecipeImage();

  const close = (next: boolean) => {
    if (!next) setFile(null);
    onOpenChange(next);
  };

  const submit = async () => {
    if (!file) return;
    try {
      await update.mutateAsync({ recipeId, image: file });
      toast.success('Image updated', { duration: 1000 });
      close(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to update image');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Edit Image"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void submit()} disabled={!file} loading={update.isPending}>
            Update Image
          </Button>
        </>
      }
    >
      <ImagePicker
        label="Upload Image"
        imageUrl={imageUrl}
        file={file}
        onFileChange={setFile}
        onGenerate={() => generateImage({ recipeId })}
        onGenerateError={(error) => {
          toast.error(generationErrorText(error));
          // Spec §4: on a generation error the edit panel is hidden.
          close(false);
        }}
      />
    </Dialog>
  );
}
