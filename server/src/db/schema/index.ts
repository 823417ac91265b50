export * from './accounts';
export * from './recipes';
export * from './grocery';
export * from './images';
export * from './households';
