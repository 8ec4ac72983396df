export * from './accounts';
export * from './seminars';
export * from './provider';
export * from './leads';
export * from './statistics';
export * from './boosts';
export * from './security';
export * from './recognitions';
