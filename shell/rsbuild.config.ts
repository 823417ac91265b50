import { shellApp } from '../scripts/rsbuild-app';

export default shellApp();
