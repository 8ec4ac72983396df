export * from './accounts';
export * from './seminars';
export * from './provider';
export * from './leads';
