declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

/** The version of this build (root package.json) and its build id, fixed at build time. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
