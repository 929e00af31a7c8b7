import { entry, type ResultCodeEntry } from './entry.js';

/** Order lifecycle, claims and uploads (7xxx). */
export const LIFECYCLE_CODES = {
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
  /** issue 17: a claim move outside the claims' state table (contracts/orders/claim-states.ts) */
  '7017': entry(
    409,
    '이미 처리되었거나 현재 신청 상태에서는 할 수 없는 처리입니다.',
    'This request has already been handled or cannot be handled in its current state.',
  ),
  '7020': entry(
    415,
    '이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
    'Only image files (JPG, PNG, GIF, WEBP) can be uploaded.',
  ),
  '7021': entry(413, '파일 크기가 업로드 한도를 넘었습니다.', 'The file is larger than the upload limit.'),
  '7022': entry(422, '빈 파일은 올릴 수 없습니다.', 'An empty file cannot be uploaded.'),
  '7023': entry(422, '이미지의 가로·세로 크기가 너무 큽니다.', 'The image dimensions are too large.'),
  '7024': entry(422, '올릴 수 있는 이미지 수를 넘었습니다.', 'Too many images.'),
} as const satisfies Record<string, ResultCodeEntry>;
