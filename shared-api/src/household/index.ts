// The `shared-api/household` entry: the household's unit system, and the amounts and units it
// shows and sums them in (the grocery list, recipes and plans all read it).
export * from './contract';
export * from './keys';
export * from './queries';
export * from '../amounts';
export * from '../units';
