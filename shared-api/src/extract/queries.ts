import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from 'shared-api/core';
import { extractText, pastedTextSchema, type RecipeDraft } from './contract';

/** Reads a pasted recipe into a draft for the form (nothing is saved); blank or too long text fails before sending. */
export function usePasteRecipe() {
  return useMutation({
    mutationFn: (text: string): Promise<RecipeDraft> => {
      const checked = pastedTextSchema.safeParse(text);
      if (!checked.success) return Promise.reject(new ApiError(checked.error.issues[0]?.message ?? 'Please paste a recipe.', 400));
      return request(extractText, { body: { text: checked.data } });
    },
  });
}
