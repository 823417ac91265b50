import { ImageOff, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, SpinnerOverlay, toast } from 'shared-ui';
import { assetUrl } from 'shared-api/core';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from 'shared-api/recipes';

/** Checks a chosen file (spec §5): image type, at most 1 MB; toasts and answers false otherwise. */
export function acceptImageFile(file: File): boolean {
  if (!file.type.startsWith('image/')) {
    toast.error('Please choose an image file (PNG, JPG, GIF).');
    return false;
  }
  if (file.size > IMAGE_MAX_BYTES) {
    toast.error(IMAGE_TOO_LARGE);
    return false;
  }
  return true;
}

export function blobToFile(blob: Blob, name = 'generated-image.png'): File {
  return new File([blob], name, { type: blob.type || 'image/png' });
}

export interface ImagePickerProps {
  label?: string;
  /** Stored or imported image shown when no file is chosen. */
  imageUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Makes a picture; errors are shown by the caller's toast. */
  onGenerate: () => Promise<Blob>;
  onGenerateError?: (error: unknown) => void;
}

/** Upload with preview, or Generate Image with AI (which puts the picture into the file input). */
export function ImagePicker({ label = 'Recipe Image', imageUrl, file, onFileChange, onGenerate, onGenerateError }: ImagePickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? assetUrl(imageUrl);
  useEffect(() => setBroken(false), [shown]);

  const putIntoInput = (chosen: File) => {
    // Keep the native input in step so the form shows the chosen file's name.
    if (inputRef.current && typeof DataTransfer !== 'undefined') {
      const transfer = new DataTransfer();
      transfer.items.add(chosen);
      inputRef.current.files = transfer.files;
    }
  };

  const generate = async () => {
    setGenerating(true);
    try {
      const chosen = blobToFile(await onGenerate());
      putIntoInput(chosen);
      onFileChange(chosen);
    } catch (error) {
      onGenerateError?.(error);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="rc-image-picker">
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <div className="rc-image-picker__preview">
        {shown && !broken ? (
          <img src={shown} alt="Recipe preview" onError={() => setBroken(true)} />
        ) : (
          <span className="rc-image-placeholder" role="img" aria-label="No image">
            <ImageOff size={32} aria-hidden="true" />
          </span>
        )}
        {generating && <SpinnerOverlay label="Generating image..." />}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && !acceptImageFile(chosen)) {
            event.target.value = '';
            onFileChange(null);
            return;
          }
          onFileChange(chosen);
        }}
      />
      <span id={`${inputId}-hint`} className="rc-hint">
        PNG, JPG, GIF
      </span>
      <Button variant="secondary" onClick={() => void generate()} loading={generating}>
        <Sparkles size={16} aria-hidden="true" /> Generate Image with AI
      </Button>
    </div>
  );
}
