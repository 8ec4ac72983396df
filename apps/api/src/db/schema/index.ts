export * from './accounts';
export * from './seminars';
