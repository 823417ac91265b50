import { useMutation } from '@tanstack/react-query';
import { request } from '../client';
import { extractText, type RecipeDraft } from './contract';

/** Reads a pasted recipe into a draft for the form; nothing is saved. */
export function usePasteRecipe() {
  return useMutation({
    mutationFn: (text: string): Promise<RecipeDraft> => request(extractText, { body: { text } }),
  });
}
