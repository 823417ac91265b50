import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Avatar, Button, toast } from 'shared-ui';
import { IMAGE_ACCEPT } from 'shared-api/profiles';
import { imageFileProblem } from '../validation';

/** Spec §5: zoom 1 to 3, round crop of aspect 1. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
/** Avatars never need more; keeps the upload well under the 1 MB limit. */
const OUTPUT_SIDE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws the chosen square of the picture onto a canvas and returns it as a JPEG file. */
export async function cropToFile(src: string, area: Area, name = 'avatar.jpg'): Promise<File> {
  const image = await loadImage(src);
  const side = Math.min(OUTPUT_SIDE, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('The image could not be cropped');
  return new File([blob], name, { type: 'image/jpeg' });
}

export interface ImageCropFieldProps {
  /** Current picture (URL) shown until a new one is chosen. */
  currentSrc: string | null;
  /** Name for the avatar's alt text and initials. */
  name: string;
  /** The cropped file, or null when nothing new is chosen. */
  onChange: (file: File | null) => void;
  label?: string;
}

/** Pick an image (PNG, JPG, GIF; ≤ 1 MB), crop it round with zoom, and hand back the cropped file. */
export function ImageCropField({ currentSrc, name, onChange, label = 'Upload Image' }: ImageCropFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [cropped, setCropped] = useState<File | null>(null);
  const [applied, setApplied] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Crops finish out of order when the user drags quickly; only the newest may win.
  const latestCrop = useRef(0);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    setSource(URL.createObjectURL(file));
    setCropped(null);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
  };

  // Every finished crop is handed over at once, so saving the form before Apply keeps the picture.
  const cropTo = async (pixels: Area) => {
    if (!source) return;
    const attempt = ++latestCrop.current;
    try {
      const file = await cropToFile(source, pixels);
      if (attempt !== latestCrop.current) return;
      setCropped(file);
      onChange(file);
    } catch (cropError) {
      toast.error(cropError instanceof Error ? cropError.message : 'The image could not be cropped');
    }
  };

  const apply = () => {
    if (!cropped) return;
    setPreview(URL.createObjectURL(cropped));
    setApplied(cropped);
    setSource(null);
  };

  const cancel = () => {
    latestCrop.current += 1;
    setSource(null);
    setCropped(null);
    onChange(applied);
  };

  if (source) {
    return (
      <div className="au-crop">
        <div className="au-crop__area">
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => void cropTo(pixels)}
          />
        </div>
        <label className="au-crop__zoom">
          Zoom
          <input type="range" min={MIN_ZOOM} max={MAX_ZOOM} step={0.1} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
        <div className="au-actions">
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={apply} disabled={!cropped}>
            Apply
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="au-image-field">
      <Avatar src={preview ?? currentSrc} name={name || 'Profile'} size="lg" />
      <div>
        <input
          ref={inputRef}
          id={inputId}
          className="ui-visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label={label}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
          <ImagePlus size={16} aria-hidden="true" />
          {label}
        </Button>
        <p className="au-image-field__hint">PNG, JPG, GIF up to 1MB</p>
        {error && (
          <p className="au-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
