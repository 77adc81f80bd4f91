export type * from './wp';
export type * from './me';
