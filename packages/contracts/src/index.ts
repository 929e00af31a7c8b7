export * from './common/index.js';
export * from './auth/index.js';
export * from './users/index.js';
export * from './catalog/index.js';
