import { remoteApp } from '../scripts/rsbuild-app';

export default remoteApp('mf-auth');
