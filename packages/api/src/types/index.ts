export type * from './wp';
export type * from './me';
export type * from './anamnesis';
