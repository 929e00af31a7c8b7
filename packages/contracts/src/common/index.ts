export * from './result-codes.js';
export * from './envelope.js';
export * from './paging.js';
export * from './session.js';
export * from './josa.js';
export * from './failure.js';
export * from './responses.js';
export * from './ui-policy.js';
