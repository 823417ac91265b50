import { federatedApp, WEB_PORT } from '../scripts/rsbuild-app';

export default federatedApp({ name: 'shell', port: WEB_PORT, title: 'Meal Planner' });
