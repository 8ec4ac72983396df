export * from './auth';
export * from './errors';
export * from './helpers';
export * from './i18n';
export * from './seminars';
export * from './locations';
