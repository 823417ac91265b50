import type { FastifyInstance } from 'fastify';
import healthRoutes from './health';
import groceryRoutes from './grocery';
import storeRoutes from './stores';
import accountRoutes from './accounts';
import recipeRoutes from './recipes';
import planRoutes from './plans';
import extractRoutes from './extract';
import imageRoutes from './images';
import adminRoutes from './admin';

/** Every feature's routes; each module registers the contract endpoints it serves. */
export const routeModules: Array<(app: FastifyInstance) => void | Promise<void>> = [healthRoutes, groceryRoutes, storeRoutes, ...accountRoutes, recipeRoutes, planRoutes, extractRoutes, imageRoutes, adminRoutes];
