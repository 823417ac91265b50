import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from 'shared-api/profiles';

export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file (PNG, JPG, GIF)';
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
