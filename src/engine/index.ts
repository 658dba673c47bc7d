export * from './types';
export * from './result';
export * from './rng';
export * from './hash';
export * from './action-shape';
export * from './sealed';
export * from './match';
