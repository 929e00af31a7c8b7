import { entry, type ResultCodeEntry } from './entry.js';

/** Cart, checkout, payments, orders, points, coupons (6xxx), alcohol, cash receipts and escrow. */
export const COMMERCE_CODES = {
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
  /** issue 32: shopping §8, another app's wallet from an iOS in-app browser (contracts/orders/in-app-wallet.ts) */
  '6122': entry(
    422,
    'iOS 앱 안의 브라우저에서는 이 간편결제를 사용할 수 없습니다. Safari에서 열어 결제하거나 다른 결제수단을 선택해 주세요.',
    'This wallet is not available in an app’s built-in browser on iOS. Open the page in Safari, or choose another payment method.',
  ),
  /** issue 17: a payment move outside the payments' state table (contracts/orders/payment-states.ts) */
  '6121': entry(
    409,
    '현재 결제 상태에서는 처리할 수 없는 요청입니다.',
    'This cannot be done in the current state of the payment.',
  ),
  // issue 18: alcohol, cash receipt, escrow
  '6130': entry(
    403,
    '주류는 본인확인으로 만 19세 이상임이 확인된 회원만 구매할 수 있습니다. 마이페이지 회원정보에서 본인확인을 해 주세요.',
    'Alcohol can only be bought by members whose identity check shows 19 or older. Please verify your identity under My page › Member details.',
  ),
  '6131': entry(
    401,
    '주류는 로그인 후 본인 확인된 회원만 구매할 수 있습니다.',
    'Please log in: alcohol can only be bought by identity-verified members.',
  ),
  '6132': entry(
    422,
    '현금영수증 정보를 확인해 주세요. 소득공제는 휴대폰 번호, 지출증빙은 사업자등록번호가 필요합니다.',
    'Please check the cash receipt: income deduction needs a mobile number, expense proof a business registration number.',
  ),
  // issue 33: only 전통주 (민속주, 지역특산주) may be sold by mail order (주류의 통신판매에 관한 명령위임 고시)
  '6134': entry(
    403,
    '이 주류는 온라인으로 판매할 수 없습니다. 전통주(민속주·지역특산주)만 온라인으로 살 수 있습니다.',
    'This alcohol cannot be sold online: only traditional Korean liquor (folk or regional specialty) can be bought online.',
  ),
  '6133': entry(
    422,
    '구매안전(에스크로) 서비스는 계좌이체와 가상계좌 결제에서만 선택할 수 있습니다.',
    'The purchase-safety (escrow) service can only be chosen for bank transfer and virtual account payments.',
  ),
  // issue 25 N2: the sandbox PG's approval page answers only the buyer who opened it
  '6140': entry(
    403,
    '이 결제를 시작한 구매자만 승인하거나 거절할 수 있습니다. 주문한 기기에서 다시 결제해 주세요.',
    'Only the buyer who started this payment can approve or decline it. Please pay again on the device you ordered on.',
  ),
  // issue 33 (개인정보 보호법 제17조): the buyer's data goes to the order's sellers only with the buyer's consent
  '6160': entry(
    422,
    '판매자에게 주문자·수령인 정보를 제공하는 데 동의해 주세요. 동의하지 않으면 주문할 수 없습니다.',
    "Please agree to give the orderer's and receiver's details to the seller: the order cannot be placed without it.",
  ),
  // issue 25 (N5): guest orders per address and per device (contracts/orders/limits.ts ORDER_LIMITS)
  '6150': entry(
    429,
    '비회원 주문 가능 횟수를 초과했습니다. 잠시 후 다시 시도하거나 로그인 후 주문해 주세요.',
    'Too many guest orders from this connection or device. Please try again later, or log in to order.',
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
} as const satisfies Record<string, ResultCodeEntry>;
