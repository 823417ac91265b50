import { setProjectAnnotations } from 'storybook-react-rsbuild';
import * as previewAnnotations from './preview';

// addon-vitest runs stories on Vite, so the Rsbuild framework's annotations are applied explicitly.
setProjectAnnotations([previewAnnotations]);
