import { entry, type ResultCodeEntry } from './entry.js';

/** Orders of the spec (2xxx), catalog and content (3xxx), broadcasts and the live console (5xxx). */
export const CATALOG_LIVE_CODES = {
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
  /** issue 32: shopping §8 "live-only during broadcast hours" */
  '3005': entry(
    409,
    '라이브 방송 시간에만 구매할 수 있는 상품입니다. 방송 일정을 확인해 주세요.',
    'This product can only be bought during its live broadcast. Please check the broadcast schedule.',
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
  // 51xx: the host's live console, live coupons and the game (issue 13)
  '5101': entry(403, '이 방송을 진행할 권한이 없습니다.', 'You do not have the right to run this broadcast.'),
  '5102': entry(409, '방송 중일 때만 할 수 있습니다.', 'This can only be done while the broadcast is live.'),
  '5103': entry(
    422,
    '보낼 내용을 확인해 주세요. (방송 상품이 아니거나 내용이 비어 있습니다.)',
    'Please check what you are sending (not a product of this broadcast, or empty).',
  ),
  '5104': entry(404, '회원 정보를 찾을 수 없습니다.', 'The member was not found.'),
  '5105': entry(
    503,
    '실시간 채팅 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    'The live chat server cannot be reached. Please try again in a moment.',
  ),
  '5106': entry(409, '진행 중인 게임이 있습니다.', 'A game is already running in this broadcast.'),
  '5107': entry(409, '지금은 다음 라운드를 시작할 수 없습니다.', 'The next round cannot be started now.'),
  '5108': entry(422, '이 상품에는 라이브 가격이 없습니다.', 'This product has no live price.'),
  // the game's prize budget (issue 25 N3)
  '5120': entry(
    409,
    '게임 상금이 이 방송의 남은 상금 예산을 넘습니다. 상금을 줄이거나 운영자에게 예산을 요청해 주세요.',
    "The game's prize is more than this broadcast's remaining prize budget. Lower the prize or ask the operator for a budget.",
  ),
  '5121': entry(
    409,
    '이미 지급했거나 진행 중인 게임에 걸린 상금보다 적게 정할 수 없습니다.',
    'The budget cannot be less than the prizes already granted or held by a running game.',
  ),
} as const satisfies Record<string, ResultCodeEntry>;
