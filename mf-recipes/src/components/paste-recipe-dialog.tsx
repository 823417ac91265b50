import { ClipboardPaste } from 'lucide-react';
import { useState } from 'react';
import { Button, TextArea, toast } from 'shared-ui';
import { Dialog, DialogClose } from 'shared-ui/widgets';
import { usePasteRecipe, type RecipeDraft } from 'shared-api/recipes';

export interface PasteRecipeDialogProps {
  /** Puts the read recipe into the form for review; nothing is saved. */
  onFill: (draft: RecipeDraft) => void;
}

/** "Paste recipe": a recipe copied from a message, a PDF or a note, read into the Manual Entry form. */
export function PasteRecipeDialog({ onFill }: PasteRecipeDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const paste = usePasteRecipe();

  const fill = () =>
    paste.mutate(text, {
      onSuccess: (draft) => {
        onFill(draft);
        setOpen(false);
        setText('');
        toast.success('Recipe filled in. Check it, then save.', { duration: 2000 });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        paste.reset();
      }}
      title="Paste recipe"
      description="Paste a recipe copied from a message, a PDF or a note. The form is filled in for you to check before saving."
      trigger={
        <Button variant="outline" size="sm">
          <ClipboardPaste size={16} aria-hidden="true" /> Paste recipe
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={fill} disabled={paste.isPending}>
            {paste.isPending ? 'Reading...' : 'Fill form'}
          </Button>
        </>
      }
    >
      <TextArea
        label="Recipe text"
        rows={12}
        placeholder={'Lemon Pasta\nServes 4 · Prep 10 mins\n\nIngredients\n400 g spaghetti\n…\n\nMethod\n1. Boil the pasta.\n…'}
        value={text}
        error={paste.error?.message}
        onChange={(event) => {
          setText(event.target.value);
          if (paste.isError) paste.reset();
        }}
      />
    </Dialog>
  );
}
