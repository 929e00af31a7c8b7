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

  // 1100–1299: accounts — sign-up, verification, social login, recovery, profile, withdrawal (issue 4)
  '1100': entry(409, '이미 사용 중인 아이디(이메일)입니다.', 'This ID (e-mail) is already in use.'),
  '1101': entry(409, '이미 사용 중인 닉네임입니다.', 'This nickname is already in use.'),
  '1102': entry(422, '올바른 이메일 주소를 입력해 주세요.', 'Please enter a valid e-mail address.'),
  '1103': entry(
    422,
    '닉네임은 특수문자 없이 한글, 영문, 숫자 2~10자로 입력해 주세요.',
    'Use 2–10 Korean letters, English letters or digits for the nickname, without special characters.',
  ),
  '1104': entry(
    422,
    '이름은 한글로만 2~10자 입력해 주세요. (영문, 숫자, 특수문자 불가)',
    'Enter your name in 2–10 Korean letters only (no English, digits or symbols).',
  ),
  '1105': entry(
    422,
    '비밀번호는 영문, 숫자, 특수문자를 포함해 8~20자로 입력해 주세요.',
    'The password needs 8–20 characters with letters, digits and a special character.',
  ),
  '1106': entry(422, '생년월일을 올바르게 입력해 주세요.', 'Please enter a valid date of birth.'),
  '1107': entry(403, '만 14세 이상만 가입할 수 있습니다.', 'You must be 14 or older to join.'),
  '1108': entry(422, '필수 약관에 동의해 주세요.', 'Please agree to the required terms.'),
  '1109': entry(
    403,
    '탈퇴 후 30일 동안은 같은 정보로 다시 가입할 수 없습니다.',
    'You cannot rejoin with the same details for 30 days after withdrawal.',
  ),
  '1110': entry(
    422,
    '휴대폰 번호를 숫자로만 올바르게 입력해 주세요.',
    'Please enter a valid mobile number using digits only.',
  ),
  '1111': entry(409, '이미 가입된 휴대폰 번호입니다.', 'This mobile number is already registered.'),
  '1120': entry(
    429,
    '오늘 인증번호 발송 횟수를 초과했습니다. 내일 다시 시도해 주세요.',
    'You have reached the number of verification codes for today. Please try again tomorrow.',
  ),
  '1121': entry(
    429,
    '인증번호를 이미 보냈습니다. 잠시 후 다시 요청해 주세요.',
    'A code was just sent. Please wait a moment before asking again.',
  ),
  '1122': entry(
    410,
    '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.',
    'The verification time has expired. Please request a new code.',
  ),
  '1123': entry(422, '인증번호가 일치하지 않습니다.', 'The verification code does not match.'),
  '1124': entry(
    429,
    '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.',
    'Too many wrong codes. Please request a new code.',
  ),
  '1125': entry(
    403,
    '휴대폰 인증이 필요합니다. 다시 인증해 주세요.',
    'Phone verification is required. Please verify again.',
  ),
  '1126': entry(404, '일치하는 회원 정보가 없습니다.', 'No member matches this information.'),
  '1130': entry(403, '현재 비밀번호가 일치하지 않습니다.', 'The current password does not match.'),
  '1131': entry(
    422,
    '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
    'Please choose a password different from the current one.',
  ),
  '1132': entry(
    409,
    'SNS로 가입한 계정은 비밀번호가 없습니다.',
    'Accounts created with a social login have no password.',
  ),
  '1133': entry(
    403,
    '개인정보 보호를 위해 비밀번호를 다시 확인해 주세요.',
    'To protect your information, please confirm your password again.',
  ),
  '1140': entry(422, '확인 문구를 정확히 입력해 주세요.', 'Please type the confirmation word exactly.'),
  '1141': entry(422, '탈퇴 안내에 동의해 주세요.', 'Please agree to the withdrawal notice.'),
  '1142': entry(
    409,
    '진행 중인 주문 또는 결제 요청이 있어 탈퇴할 수 없습니다.',
    'You cannot withdraw while orders or payment requests are in progress.',
  ),
  '1150': entry(409, '배송지는 최대 10개까지 저장할 수 있습니다.', 'You can save up to 10 addresses.'),
  '1160': entry(422, '자기 자신은 차단하거나 신고할 수 없습니다.', 'You cannot block or report yourself.'),
  '1161': entry(429, '오늘 신고 가능 횟수를 초과했습니다.', 'You have reached the number of reports for today.'),
  '1170': entry(
    401,
    'SNS 로그인 정보를 확인할 수 없습니다. 다시 시도해 주세요.',
    'The social login could not be verified. Please try again.',
  ),
  '1171': entry(
    401,
    '이 서비스에서 발급되지 않은 SNS 로그인 정보입니다.',
    'This social login was not issued for this service.',
  ),
  '1172': entry(503, '현재 사용할 수 없는 SNS 로그인입니다.', 'This social login is not available now.'),

  // 2xxx: orders (spec §8)
  '2006': entry(
    409,
    '상품이 배송 중이거나 배송이 완료된 경우에만 구매확정을 할 수 있습니다.',
    'You can confirm your purchase only when your merchandise is being shipped or the dispatch/shipping of your merchandise is complete.',
  ),

  // 3000–3199: catalog and content (issue 3)
  '3001': entry(404, '상품을 찾을 수 없습니다.', 'The product was not found.'),
  '3002': entry(
    409,
    '판매가 중지된 상품입니다. 주문하거나 찜할 수 없습니다.',
    'Sales of this product have stopped. It cannot be ordered or picked.',
  ),
  '3003': entry(409, '품절된 상품입니다.', 'This product is sold out.'),
  '3004': entry(
    409,
    '라이브 특가 시간이 종료되었습니다. 상품 정보를 새로고침해 주세요.',
    'The live price has expired. Please reload the product.',
  ),
  '3010': entry(422, '검색어를 입력해 주세요.', 'Enter a search keyword.'),
  '3011': entry(422, '검색어에는 특수문자를 사용할 수 없습니다.', 'Special characters cannot be used in a search.'),
  '3020': entry(404, '브랜드를 찾을 수 없습니다.', 'The brand was not found.'),
  '3021': entry(404, '카테고리를 찾을 수 없습니다.', 'The category was not found.'),
  '3030': entry(422, '우편번호 5자리를 확인해 주세요.', 'Please check the 5-digit postal code.'),
  '3101': entry(404, '기획전을 찾을 수 없습니다.', 'The exhibition was not found.'),
  '3102': entry(404, '자주 묻는 질문을 찾을 수 없습니다.', 'The FAQ was not found.'),
  '3103': entry(404, '콘텐츠를 찾을 수 없습니다.', 'The page was not found.'),

  // 5000-5199: broadcasts (issue 5)
  '5001': entry(404, '방송 정보가 없습니다.', 'No broadcast information.'),
  '5002': entry(404, '방송 영상 정보가 없습니다.', 'There is no broadcast video information.'),
  '5003': entry(
    409,
    '이미 시작되었거나 종료된 방송은 알림을 신청할 수 없습니다.',
    'You cannot set an alarm for a broadcast that has already started or ended.',
  ),
  '5004': entry(403, '차단된 방송입니다.', 'This broadcast has been blocked.'),
  '5005': entry(409, '이미 종료된 방송입니다.', 'This broadcast has already ended.'),

  // 6000-6299: cart, checkout, payments, orders, points, coupons (issue 6)
  '6001': entry(409, '장바구니에는 최대 100개까지 담을 수 있습니다.', 'Your cart can hold up to 100 items.'),
  '6002': entry(422, '필수 옵션을 선택해 주세요.', 'Please select the required option.'),
  '6003': entry(409, '이미 선택한 옵션입니다.', 'This option has already been selected.'),
  '6004': entry(409, '구매 가능한 수량을 초과했습니다.', 'The quantity exceeds what can be bought.'),
  '6005': entry(409, '재고가 부족합니다.', 'There is not enough stock.'),
  '6006': entry(
    409,
    '이벤트 상품은 장바구니에 담을 수 없습니다. 바로 구매해 주세요.',
    'Event products cannot be added to the cart. Please buy them directly.',
  ),
  '6007': entry(404, '장바구니 상품을 찾을 수 없습니다.', 'The cart item was not found.'),
  '6008': entry(
    409,
    '이벤트 상품의 1인 구매 가능 수량을 초과했습니다.',
    'You have reached the purchase limit for this event product.',
  ),
  '6009': entry(
    409,
    '이벤트 상품은 같은 브랜드 상품 최소 결제 금액 이상일 때 구매할 수 있습니다.',
    'This event product needs a minimum payment on products of the same brand.',
  ),
  '6010': entry(
    409,
    '가입일이 지나 이벤트 대상이 아닙니다.',
    'Your join date has passed, so this event does not apply.',
  ),
  '6011': entry(
    409,
    '옵션 값이 변경되었습니다. 삭제 후 다시 주문해 주세요.',
    'The option value has changed. Please delete it and order again.',
  ),
  '6012': entry(
    409,
    '옵션 종류가 변경되었습니다. 다시 선택해 주세요.',
    'The option type has changed. Please choose again.',
  ),
  '6013': entry(422, '상품을 선택해 주세요.', 'Please select products.'),
  '6014': entry(
    409,
    '추가 상품 정보가 변경되었습니다. 다시 선택해 주세요.',
    'The adding product has changed. Please choose again.',
  ),
  '6015': entry(409, '삭제된 상품입니다.', 'This product has been deleted.'),
  '6100': entry(404, '주문 정보를 찾을 수 없습니다.', 'The order was not found.'),
  '6101': entry(402, '결제에 실패했습니다.', 'The payment failed.'),
  '6102': entry(500, '주문 정보 등록에 실패했습니다.', 'The order could not be registered.'),
  '6103': entry(409, '결제가 정상적으로 처리되지 않았습니다.', 'The payment was not processed properly.'),
  '6104': entry(409, '결제 금액이 올바르지 않습니다.', 'The payment amount is not valid.'),
  '6105': entry(
    409,
    '상품 가격이 변경되었습니다. 결제 금액을 다시 확인해 주세요.',
    'The price has changed. Please check the payment amount again.',
  ),
  '6106': entry(403, '구매가 제한된 주문입니다.', 'This purchase is blocked.'),
  '6107': entry(409, '보유 포인트가 부족합니다.', 'You do not have enough points.'),
  '6108': entry(
    422,
    '포인트는 1,000P 이상 보유 시 100P 단위로 사용할 수 있습니다.',
    'Points can be used in steps of 100 once you hold 1,000 or more.',
  ),
  '6109': entry(422, '결제 수단을 선택해 주세요.', 'Please choose a payment method.'),
  '6110': entry(422, '결제 약관에 동의해 주세요.', 'Please agree to the payment terms.'),
  '6111': entry(422, '만 14세 이상임을 확인해 주세요.', 'Please confirm that you are 14 or older.'),
  '6112': entry(409, '이미 결제되었거나 결제할 수 없는 주문입니다.', 'This order is already paid or cannot be paid.'),
  '6113': entry(
    409,
    '결제가 완료된 주문은 취소 요청으로 취소해 주세요.',
    'A paid order is cancelled through a cancellation request.',
  ),
  '6114': entry(
    422,
    '같은 요청 키로 다른 내용을 보낼 수 없습니다.',
    'The same Idempotency-Key cannot be used for a different request.',
  ),
  '6115': entry(
    409,
    '이전 요청을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.',
    'The earlier request is still being processed.',
  ),
  '6116': entry(
    409,
    '입금 기한이 지나 취소된 주문입니다.',
    'The payment deadline has passed and the order was cancelled.',
  ),
  '6117': entry(401, '결제 알림의 서명이 올바르지 않습니다.', 'The payment notification signature is not valid.'),
  '6118': entry(
    404,
    '주문번호와 주문자 휴대폰 번호가 일치하는 주문이 없습니다.',
    'No order matches this order number and phone number.',
  ),
  '6119': entry(
    422,
    '이 기기에서는 지원하지 않는 간편결제입니다.',
    'This easy-pay wallet is not supported on this device.',
  ),
  '6120': entry(
    409,
    '입금자명 또는 입금 금액이 일치하지 않아 입금이 확인되지 않았습니다.',
    'The deposit was not confirmed: the depositor or the amount does not match.',
  ),
  '6200': entry(409, '사용할 수 없는 쿠폰입니다.', 'This coupon cannot be used.'),
  '6201': entry(409, '사용 기간이 만료된 쿠폰입니다.', 'This coupon has expired.'),
  '6202': entry(409, '쿠폰 최대 할인 금액을 초과했습니다.', 'This exceeds the maximum discount of the coupon.'),
  '6203': entry(409, '쿠폰 할인 금액이 상품 금액을 초과합니다.', 'The coupon discount exceeds the product price.'),
  '6204': entry(
    409,
    '쿠폰 적용 가능한 최대 상품 수량을 초과했습니다.',
    'This exceeds the maximum quantity the coupon applies to.',
  ),
  '6205': entry(
    409,
    '최소 주문 금액에 미달하여 쿠폰을 사용할 수 없습니다.',
    'The order is below the minimum amount for this coupon.',
  ),
  '6206': entry(409, '이미 발급받은 쿠폰입니다.', 'You already have this coupon.'),
  '6207': entry(500, '쿠폰 발급에 실패했습니다.', 'The coupon could not be issued.'),
  '6208': entry(404, '발급 가능한 쿠폰이 없습니다.', 'There are no coupons to issue.'),
  '6209': entry(409, '쿠폰이 모두 발급되었습니다.', 'All coupons have been issued.'),
  '6210': entry(
    409,
    '쿠폰 적용 최소 상품 금액에 미달하여 쿠폰을 사용할 수 없습니다.',
    'The product amount is below the minimum for this coupon.',
  ),
  '6211': entry(409, '이 상품에는 사용할 수 없는 쿠폰입니다.', 'This coupon cannot be used for this product.'),

  // 7000-7199: orders lifecycle, claims, uploads (issue 7)
  '7001': entry(
    409,
    '현재 주문 상태에서는 처리할 수 없는 요청입니다.',
    'This cannot be done in the current state of the order.',
  ),
  '7002': entry(404, '주문 상품을 찾을 수 없습니다.', 'The ordered product was not found.'),
  '7003': entry(404, '클레임 정보를 찾을 수 없습니다.', 'The request (cancel, return or exchange) was not found.'),
  '7004': entry(
    409,
    '발송된 상품은 취소할 수 없습니다. 반품을 신청해 주세요.',
    'Dispatched goods cannot be cancelled. Please request a return instead.',
  ),
  '7005': entry(
    409,
    '반품은 상품이 발송된 후에 신청할 수 있습니다.',
    'A return can be requested only after the goods are dispatched.',
  ),
  '7006': entry(
    409,
    '교환·반품 신청 기간(배송 완료 후 7일)이 지났습니다.',
    'The exchange/return period (7 days after delivery) has passed.',
  ),
  '7007': entry(422, '사유를 선택하거나 상세 사유를 입력해 주세요.', 'Please choose a reason or enter the details.'),
  '7008': entry(422, '환불받을 계좌를 입력해 주세요.', 'Please enter the account for the refund.'),
  '7009': entry(
    409,
    '전체 취소 전에 추가 상품을 먼저 취소해 주세요.',
    'Please cancel the additional products before cancelling the whole item.',
  ),
  '7010': entry(
    422,
    '신청 기간 내 단순 변심 반품은 예외 사유 없이 거절할 수 없습니다.',
    'A change-of-mind return within the period cannot be denied without an exception reason.',
  ),
  '7011': entry(409, '이미 처리 중인 신청이 있습니다.', 'A request for this item is already in progress.'),
  '7012': entry(
    502,
    '환불 처리에 실패했습니다. 잠시 후 다시 시도해 주세요.',
    'The refund failed. Please try again later.',
  ),
  '7013': entry(404, '결제할 반품 배송비가 없습니다.', 'There is no return shipping fee to pay.'),
  '7014': entry(409, '반품 배송비가 이미 결제되었습니다.', 'The return shipping fee has already been paid.'),
  '7015': entry(
    422,
    '반품 배송비는 카드, 계좌이체, 간편결제로만 결제할 수 있습니다.',
    'The return shipping fee can be paid by card, bank transfer or easy pay only.',
  ),
  '7016': entry(409, '이미 처리된 환불 지급입니다.', 'This refund payout has already been completed.'),
  '7020': entry(
    415,
    '이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
    'Only image files (JPG, PNG, GIF, WEBP) can be uploaded.',
  ),
  '7021': entry(413, '파일 크기가 업로드 한도를 넘었습니다.', 'The file is larger than the upload limit.'),
  '7022': entry(422, '빈 파일은 올릴 수 없습니다.', 'An empty file cannot be uploaded.'),
  '7023': entry(422, '이미지의 가로·세로 크기가 너무 큽니다.', 'The image dimensions are too large.'),
  '7024': entry(422, '올릴 수 있는 이미지 수를 넘었습니다.', 'Too many images.'),

  // 8000-8199: media — stream keys, ingest, replay preparation (issue 8)
  '8001': entry(
    422,
    '방송을 시작하려면 동의에 체크해 주세요.',
    'You have to check your consent to start the broadcast.',
  ),
  '8002': entry(403, '이 방송의 셀로버만 송출할 수 있습니다.', 'Only the sellover of this broadcast can stream it.'),
  '8003': entry(409, '이미 종료된 방송은 송출할 수 없습니다.', 'A broadcast that has ended cannot be streamed.'),
  '8004': entry(
    503,
    '방송 수신 서버가 실행 중이 아닙니다. 잠시 후 다시 시도해 주세요.',
    'The stream ingest server is not running. Please try again later.',
  ),
  '8005': entry(
    409,
    '라이브가 종료되었습니다. 다시보기를 준비 중입니다.',
    'The live has ended. The replay is being prepared.',
  ),
  '8006': entry(
    400,
    '재생목록 요청 값(_HLS_msn, _HLS_part)이 올바르지 않습니다.',
    'The playlist request (_HLS_msn, _HLS_part) is not valid.',
  ),
  '8007': entry(
    503,
    '요청한 영상 조각이 아직 준비되지 않았습니다. 잠시 후 다시 시도해 주세요.',
    'The requested part of the video is not ready yet. Please try again shortly.',
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
  // accounts (issue 4)
  EMAIL_TAKEN: '1100',
  NICKNAME_TAKEN: '1101',
  EMAIL_INVALID: '1102',
  NICKNAME_INVALID: '1103',
  NAME_INVALID: '1104',
  PASSWORD_RULE: '1105',
  BIRTHDAY_INVALID: '1106',
  UNDER_MIN_AGE: '1107',
  TERMS_REQUIRED: '1108',
  REJOIN_BLOCKED: '1109',
  MOBILE_INVALID: '1110',
  MOBILE_TAKEN: '1111',
  VERIFY_DAILY_LIMIT: '1120',
  VERIFY_COOLDOWN: '1121',
  VERIFY_EXPIRED: '1122',
  VERIFY_MISMATCH: '1123',
  VERIFY_TOO_MANY_TRIES: '1124',
  VERIFY_REQUIRED: '1125',
  NO_MATCHING_MEMBER: '1126',
  CURRENT_PASSWORD_MISMATCH: '1130',
  PASSWORD_UNCHANGED: '1131',
  SOCIAL_NO_PASSWORD: '1132',
  PASSWORD_CHECK_REQUIRED: '1133',
  WITHDRAW_CONFIRM_WORD: '1140',
  WITHDRAW_AGREE_REQUIRED: '1141',
  WITHDRAW_OPEN_ORDERS: '1142',
  ADDRESS_LIMIT: '1150',
  SELF_TARGET: '1160',
  REPORT_DAILY_LIMIT: '1161',
  SNS_TOKEN_INVALID: '1170',
  SNS_TOKEN_OTHER_APP: '1171',
  SNS_UNAVAILABLE: '1172',
  PURCHASE_CONFIRM_NOT_ALLOWED: '2006',
  // catalog and content (issue 3)
  PRODUCT_NOT_FOUND: '3001',
  PRODUCT_NOT_FOR_SALE: '3002',
  PRODUCT_SOLD_OUT: '3003',
  LIVE_PRICE_EXPIRED: '3004',
  SEARCH_KEYWORD_REQUIRED: '3010',
  SEARCH_SPECIAL_CHARS: '3011',
  BRAND_NOT_FOUND: '3020',
  CATEGORY_NOT_FOUND: '3021',
  POST_NUMBER_INVALID: '3030',
  PLAN_NOT_FOUND: '3101',
  FAQ_NOT_FOUND: '3102',
  CONTENTS_NOT_FOUND: '3103',
  BROADCAST_NOT_FOUND: '5001',
  BROADCAST_NO_MEDIA: '5002',
  BROADCAST_ALARM_CLOSED: '5003',
  BROADCAST_BLOCKED: '5004',
  BROADCAST_ENDED: '5005',
  // cart, checkout, payments, orders, points, coupons (issue 6)
  CART_FULL: '6001',
  CART_OPTION_REQUIRED: '6002',
  CART_OPTION_DUPLICATED: '6003',
  CART_QTY_EXCEEDED: '6004',
  STOCK_INSUFFICIENT: '6005',
  CART_EVENT_PRODUCT: '6006',
  CART_ITEM_NOT_FOUND: '6007',
  EVENT_PURCHASE_LIMIT: '6008',
  EVENT_MIN_BRAND_AMOUNT: '6009',
  EVENT_JOIN_DATE_PASSED: '6010',
  OPTION_VALUE_CHANGED: '6011',
  OPTION_TYPE_CHANGED: '6012',
  NOTHING_SELECTED: '6013',
  ADDING_PRODUCT_CHANGED: '6014',
  PRODUCT_DELETED: '6015',
  ORDER_NOT_FOUND: '6100',
  PAYMENT_FAILED: '6101',
  ORDER_REGISTER_FAILED: '6102',
  PAYMENT_NOT_PROCESSED: '6103',
  PAYMENT_AMOUNT_INVALID: '6104',
  PRICE_CHANGED: '6105',
  ORDER_BLOCKED: '6106',
  POINTS_INSUFFICIENT: '6107',
  POINTS_RULE: '6108',
  PAY_METHOD_REQUIRED: '6109',
  PAY_TERMS_REQUIRED: '6110',
  AGE14_REQUIRED: '6111',
  ORDER_NOT_PAYABLE: '6112',
  ORDER_NOT_CANCELLABLE: '6113',
  IDEMPOTENCY_MISMATCH: '6114',
  IDEMPOTENCY_IN_PROGRESS: '6115',
  ORDER_EXPIRED: '6116',
  PG_SIGNATURE_INVALID: '6117',
  NON_MEMBER_ORDER_NOT_FOUND: '6118',
  EASY_PAY_UNSUPPORTED: '6119',
  DEPOSIT_MISMATCH: '6120',
  COUPON_UNAVAILABLE: '6200',
  COUPON_EXPIRED: '6201',
  COUPON_OVER_MAX_DISCOUNT: '6202',
  COUPON_OVER_PRODUCT_PRICE: '6203',
  COUPON_OVER_MAX_QTY: '6204',
  COUPON_UNDER_MIN_ORDER: '6205',
  COUPON_ALREADY_ISSUED: '6206',
  COUPON_ISSUE_FAILED: '6207',
  COUPON_NONE_TO_ISSUE: '6208',
  COUPON_ALL_ISSUED: '6209',
  COUPON_UNDER_MIN_PRODUCT: '6210',
  COUPON_NOT_FOR_PRODUCT: '6211',
  // orders lifecycle, claims, uploads (issue 7)
  ORDER_TRANSITION_ILLEGAL: '7001',
  ORDER_PRODUCT_NOT_FOUND: '7002',
  CLAIM_NOT_FOUND: '7003',
  CANCEL_AFTER_DISPATCH: '7004',
  RETURN_BEFORE_DISPATCH: '7005',
  CLAIM_WINDOW_PASSED: '7006',
  CLAIM_REASON_REQUIRED: '7007',
  REFUND_ACCOUNT_REQUIRED: '7008',
  CANCEL_ADDING_FIRST: '7009',
  RETURN_DENY_NEEDS_EXCEPTION: '7010',
  CLAIM_IN_PROGRESS: '7011',
  REFUND_FAILED: '7012',
  DELIVERY_PAY_NONE: '7013',
  DELIVERY_PAY_DONE: '7014',
  DELIVERY_PAY_METHOD: '7015',
  PAYOUT_DONE: '7016',
  UPLOAD_NOT_IMAGE: '7020',
  UPLOAD_TOO_LARGE: '7021',
  UPLOAD_EMPTY: '7022',
  UPLOAD_DIMENSIONS: '7023',
  UPLOAD_TOO_MANY: '7024',
  // media (issue 8)
  MEDIA_CONSENT_REQUIRED: '8001',
  MEDIA_NOT_HOST: '8002',
  MEDIA_BROADCAST_ENDED: '8003',
  MEDIA_INGEST_DOWN: '8004',
  MEDIA_REPLAY_PREPARING: '8005',
  MEDIA_PLAYLIST_DIRECTIVE_INVALID: '8006',
  MEDIA_PART_NOT_READY: '8007',
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
