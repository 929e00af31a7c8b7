import { CLAIM_EVIDENCE_DAYS } from '../../orders/claim-evidence.js';
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
  '7025': entry(
    403,
    '파일 링크가 만료되었거나 올바르지 않습니다. 화면을 새로 고쳐 주세요.',
    'This file link has expired or is not valid. Please reload the page.',
  ),
  '7026': entry(
    503,
    '파일 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    'The file storage cannot be reached. Please try again shortly.',
  ),
  // issue 32: the seller's faults (불량 / 파손 / 오배송) are reasons of a return or an exchange
  '7041': entry(
    422,
    '상품 불량·파손·오배송은 상품을 받은 뒤 반품이나 교환으로 신청해 주세요.',
    'A defective, damaged or wrong item is a reason for a return or an exchange once the goods arrive.',
  ),
  '7042': entry(
    409,
    '상품 불량·파손·오배송 반품 신청 기간(상품을 받은 날부터 3개월)이 지났습니다. 1:1 문의로 알려 주세요.',
    'The period for returning a defective, damaged or wrong item (3 months from delivery) has passed. Please tell us through a 1:1 inquiry.',
  ),
  // issue 33 item 3: a seller-fault return is refused only on a finding that the buyer caused it (제17조 ③)
  '7047': entry(
    422,
    '불량·파손·오배송 반품은 소비자 책임으로 훼손된 경우(예외 1)에만, 확인 내용을 적어 거절할 수 있습니다.',
    'A return for a defective, damaged or wrong item can be refused only when the buyer caused the damage (exception 1), with the finding written down.',
  ),
  // 전자상거래법 제17조 ⑥: exceptions 2–5 apply only when the product showed them before the purchase
  '7048': entry(
    422,
    '이 상품의 구매 전에 안내하지 않은 청약철회 제한 사유로는 반품을 거절할 수 없습니다.',
    'A return cannot be refused for an exception this product did not show before the purchase.',
  ),
  // 전자상거래법 제17조 ② 2–4호, 시행령 제21조: a product names only exceptions 2–5 (1 applies without notice)
  '7049': entry(
    422,
    '상품에 표시할 청약철회 제한 사유는 2~5번 중에서만 고를 수 있습니다. (1번 소비자 책임의 멸실·훼손은 표시 없이 적용됩니다.)',
    'A product can show only return exceptions 2 to 5. (Number 1, loss or damage through the buyer, applies without being shown.)',
  ),
  // shopping §9: evidence (photos) of an exchange/return within 15 days of the request
  '7046': entry(
    409,
    `증빙 사진은 교환·반품 신청일로부터 ${CLAIM_EVIDENCE_DAYS}일 이내에만 추가할 수 있습니다. 1:1 문의로 보내 주세요.`,
    `Photos can be added to an exchange or return only within ${CLAIM_EVIDENCE_DAYS} days of the request. Please send them through a 1:1 inquiry.`,
  ),
} as const satisfies Record<string, ResultCodeEntry>;
