import authRoutes from './auth';
import profileRoutes from './profiles';
import userRoutes from './users';

/** The account feature's route modules: sign-in and tokens, household profiles, the account itself. */
export default [authRoutes, profileRoutes, userRoutes];
