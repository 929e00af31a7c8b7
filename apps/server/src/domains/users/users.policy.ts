// the field rules are shared with sign-up (auth), so they live in shared/account-rules.ts
export { validateFields } from '../../shared/account-rules.js';
