// Spec §5: image uploads accept image files up to 1 MB. The browser checks before sending and the
// server enforces it, with the same limit and the same words.
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Image must be less than 1MB';
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
