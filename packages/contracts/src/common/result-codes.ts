/**
 * The one result-code catalogue of the HTTP API. Codes the spec names are kept exactly
 * (0001 success, 1003 refresh failure, 1006 withdrawn id, 2006 purchase confirmation);
 * every other failure has a stable code here with a Korean and an English message and the
 * HTTP status it travels with. Socket join codes live in `chat` (they reuse numbers with
 * other meanings, as the spec does).
 */
export interface ResultCodeEntry {
  readonly status: number;
  readonly ko: string;
  readonly en: string;
}

const entry = (status: number, ko: string, en: string): ResultCodeEntry => ({ status, ko, en });

export const RESULT_CODES = {
  /** success, for every call (spec §8) */
  '0001': entry(200, '성공', 'Success'),

  // 1xxx: sign-in and session
  '1001': entry(401, '아이디 또는 비밀번호가 일치하지 않습니다.', 'The ID or password does not match.'),
  '1002': entry(
    400,
    '암호화된 비밀번호를 확인할 수 없습니다. 새로고침 후 다시 시도해 주세요.',
    'The encrypted password could not be read. Please reload and try again.',
  ),
  /** spec §4: silent refresh answering 1003 ends the login */
  '1003': entry(
    401,
    '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
    'Your sign-in has expired. Please log in again.',
  ),
  '1004': entry(401, '로그인이 필요한 서비스입니다.', 'Login is required for this service.'),
  '1005': entry(401, '인증 정보가 만료되었거나 올바르지 않습니다.', 'Your access token has expired or is invalid.'),
  /** spec §8: a withdrawn id cannot log in or rejoin within the period */
  '1006': entry(
    403,
    '탈퇴한 아이디입니다. 탈퇴 후 일정 기간 동안 재가입할 수 없습니다.',
    'This ID has been withdrawn and cannot rejoin for a period after withdrawal.',
  ),
  '1007': entry(403, '다른 회원의 정보에는 접근할 수 없습니다.', "You cannot access another member's data."),
  '1008': entry(
    429,
    '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    'Too many login attempts. Please try again later.',
  ),
  /** spec §4: refresh age 30, "no activity for a long time" */
  '1009': entry(
    401,
    '장시간 활동이 없어 로그아웃되었습니다. 다시 로그인해 주세요.',
    'No activity for a long time. Please log in again.',
  ),
  '1010': entry(403, '데모 버전에서는 기능이 제한됩니다.', 'Features are restricted in the demo version.'),
  '1011': entry(
    403,
    '이용이 제한된 계정입니다. 고객센터에 문의해 주세요.',
    'This account is suspended. Please contact customer service.',
  ),

  // 2xxx: orders (spec §8)
  '2006': entry(
    409,
    '상품이 배송 중이거나 배송이 완료된 경우에만 구매확정을 할 수 있습니다.',
    'You can confirm your purchase only when your merchandise is being shipped or the dispatch/shipping of your merchandise is complete.',
  ),

  // 9xxx: general, numbered after the HTTP status they travel with
  '9400': entry(400, '잘못된 요청입니다.', 'The request is malformed.'),
  '9401': entry(401, '로그인이 필요합니다.', 'You need to log in.'),
  '9403': entry(403, '권한이 없습니다.', 'You do not have permission.'),
  '9404': entry(
    404,
    '데이터를 찾을 수 없습니다. 관리자에게 문의해 주세요.',
    'Data not found. Please contact the administrator.',
  ),
  '9405': entry(405, '지원하지 않는 요청 방식입니다.', 'This method is not supported.'),
  '9409': entry(409, '이미 처리된 요청입니다.', 'This request conflicts with the current state.'),
  '9413': entry(413, '요청이 너무 큽니다.', 'The request is too large.'),
  '9415': entry(415, '지원하지 않는 형식입니다.', 'This content type is not supported.'),
  '9422': entry(422, '입력값을 확인해 주세요.', 'Please check what you entered.'),
  '9429': entry(429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', 'Too many requests. Please try again later.'),
  '9500': entry(
    500,
    '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    'Something went wrong. Please try again later.',
  ),
  '9503': entry(503, '서비스 점검 중입니다.', 'The service is under maintenance.'),
} as const satisfies Record<string, ResultCodeEntry>;

export type ResultCode = keyof typeof RESULT_CODES;

export const OK: ResultCode = '0001';

/** Named aliases so code reads as intent, not numbers. */
export const RC = {
  OK: '0001',
  LOGIN_MISMATCH: '1001',
  RSA_DECRYPT_FAILED: '1002',
  REFRESH_INVALID: '1003',
  LOGIN_REQUIRED: '1004',
  ACCESS_TOKEN_INVALID: '1005',
  WITHDRAWN: '1006',
  OTHER_USER: '1007',
  LOGIN_RATE_LIMITED: '1008',
  INACTIVE_TOO_LONG: '1009',
  DEMO_RESTRICTED: '1010',
  ACCOUNT_SUSPENDED: '1011',
  PURCHASE_CONFIRM_NOT_ALLOWED: '2006',
  BAD_REQUEST: '9400',
  UNAUTHORIZED: '9401',
  FORBIDDEN: '9403',
  NOT_FOUND: '9404',
  METHOD_NOT_ALLOWED: '9405',
  CONFLICT: '9409',
  TOO_LARGE: '9413',
  UNSUPPORTED_MEDIA: '9415',
  VALIDATION: '9422',
  RATE_LIMITED: '9429',
  INTERNAL: '9500',
  UNAVAILABLE: '9503',
} as const satisfies Record<string, ResultCode>;

export type Lang = 'ko' | 'en';

export function resultMessage(code: string, lang: Lang): string {
  const e = (RESULT_CODES as Record<string, ResultCodeEntry>)[code];
  return e ? e[lang] : RESULT_CODES['9500'][lang];
}

export function isResultCode(code: string): code is ResultCode {
  return Object.prototype.hasOwnProperty.call(RESULT_CODES, code);
}
