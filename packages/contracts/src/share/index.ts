export * from './responses.js';
export * from './own-path.js';
