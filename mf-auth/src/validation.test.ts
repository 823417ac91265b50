import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './validation';

describe('image files', () => {
  it('accepts images up to 1 MB only', () => {
    expect(imageFileProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(imageFileProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('Please choose an image file (PNG, JPG, GIF)');
    expect(imageFileProblem(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe('Image must be less than 1MB');
  });
});
