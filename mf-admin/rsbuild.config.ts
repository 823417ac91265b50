import { federatedApp, REMOTES, WEB_PORT } from '../scripts/rsbuild-app';
import { exposes, name } from './module-federation.config';

export default federatedApp({ name, exposes, port: WEB_PORT + REMOTES.mf_admin, title: 'Admin' });
