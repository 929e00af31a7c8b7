import { entry, type ResultCodeEntry } from './entry.js';

/** Reach (85xx), general codes numbered after their HTTP status (9xxx), the back-office (97xx). */
export const GENERAL_CODES = {
  // 85xx: reach (issue 16): push devices, short links, client logs
  '8501': entry(
    400,
    '알림을 받을 수 없는 주소입니다. 브라우저의 알림 구독을 다시 시도해 주세요.',
    'Notifications cannot be delivered to this address. Please subscribe again in your browser.',
  ),
  '8502': entry(400, '이 사이트의 주소만 줄일 수 있습니다.', 'Only addresses on this site can be shortened.'),
  '8503': entry(404, '없는 짧은 주소입니다.', 'This short link does not exist.'),
  '8504': entry(413, '오류 기록이 너무 깁니다.', 'The error log is too long.'),
  '8505': entry(400, '알림 링크는 이 사이트의 경로여야 합니다.', 'A push link must be a path on this site.'),
  '8506': entry(
    409,
    '이 알림 주소는 다른 회원의 기기에 등록되어 있습니다. 브라우저에서 알림을 다시 허용해 주세요.',
    "This notification address belongs to another member's device. Please allow notifications again in your browser.",
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
  // issue 18 (trust)
  '9430': entry(
    403,
    '개발용 기능은 서버가 실행 중인 컴퓨터에서만 사용할 수 있습니다.',
    'This development tool can only be used on the machine the server runs on.',
  ),
  '9431': entry(
    400,
    '요청에 사용할 수 없는 문자(NUL)가 들어 있습니다.',
    'The request contains a character that is not allowed (NUL).',
  ),
  // issue 26: GET /metrics
  '9440': entry(
    401,
    '지표를 보려면 METRICS_TOKEN 토큰이 필요합니다.',
    'The metrics need the METRICS_TOKEN bearer token.',
  ),
  '9441': entry(403, '이 주소에서는 지표를 제공하지 않습니다.', 'The metrics are not served at this address.'),
  // 97xx: the operator back-office (issue 15)
  '9701': entry(403, '관리자 화면을 사용할 수 있는 계정이 아닙니다.', 'This account cannot use the back-office.'),
  '9703': entry(403, '이 작업을 할 권한이 없습니다.', 'Your role is not allowed to do this.'),
  '9704': entry(403, '다른 브랜드의 자료에는 접근할 수 없습니다.', "You cannot access another brand's data."),
  '9705': entry(
    409,
    '일괄 처리 중 처리할 수 없는 항목이 있어 아무것도 변경하지 않았습니다.',
    'One of the lines cannot be processed, so nothing was changed.',
  ),
  '9706': entry(403, '채팅이 제한된 회원입니다.', 'This member is banned from chat.'),
  '9707': entry(
    403,
    '운영 정책 위반으로 이용이 제한된 계정입니다.',
    'This account is restricted for violating the operating policy.',
  ),
  '9708': entry(409, '이미 해제되었거나 끝난 제재입니다.', 'This sanction has already been lifted or has ended.'),
  '9709': entry(404, '회원을 찾을 수 없습니다.', 'The member was not found.'),
  '9710': entry(404, '신고를 찾을 수 없습니다.', 'The report was not found.'),
  '9711': entry(422, '포인트 잔액보다 많이 회수할 수 없습니다.', 'You cannot take back more points than the balance.'),
  '9712': entry(422, '조회 기간은 최대 62일입니다.', 'The date range can be at most 62 days.'),
  '9713': entry(422, '브랜드 판매자 계정만 브랜드를 맡을 수 있습니다.', 'Only a brand seller account can run a brand.'),
  '9714': entry(
    422,
    '개인정보가 담긴 파일을 내려받으려면 사유를 적어 주세요.',
    'Please give a reason to download a file with personal data.',
  ),
  '9500': entry(
    500,
    '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    'Something went wrong. Please try again later.',
  ),
  '9503': entry(503, '서비스 점검 중입니다.', 'The service is under maintenance.'),
} as const satisfies Record<string, ResultCodeEntry>;
