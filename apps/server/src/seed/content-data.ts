import { CLAIM_EVIDENCE_DAYS, JOIN_COUPON_POLICY, SAME_DAY_DISPATCH_CUTOFF_KST } from '@lc/contracts';
import type { ContentChapters } from '../db/schema/content.js';
import { retentionText } from '../jobs/retention-text.js';

/** 15000 → '15,000' (the notices name the sign-up coupon from its one policy constant) */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type Art = [ko: string, en: string, bodyKo: string, bodyEn: string];

/** Terms of service: chapters 1–4, articles 1–31, Korean and English (constants from shopping §4, §9). */
const TERMS: { ko: string; en: string; articles: Art[] }[] = [
  {
    ko: '제1장 총칙',
    en: 'Chapter 1. General provisions',
    articles: [
      [
        '목적',
        'Purpose',
        '이 약관은 회사가 운영하는 라이브 커머스 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.',
        'These terms set the conditions and procedures for using the live-commerce service the company runs, and the rights and duties of the company and members.',
      ],
      [
        '정의',
        'Definitions',
        '"회원"은 약관에 동의하고 가입한 자, "비회원"은 가입 없이 구매하는 자, "셀로버"는 방송으로 상품을 소개하는 자를 말합니다. 회사는 통신판매중개자로서 통신판매의 당사자가 아니며, 판매자가 등록한 상품 정보와 거래에 관한 의무와 책임은 각 판매자에게 있습니다(전자상거래법 제20조).',
        '"Member" means a person who agreed to these terms and signed up; "non-member" a person buying without signing up; "sellover" a person presenting products in broadcasts. The company is a mail-order sales intermediary (통신판매중개자), not a party to the sales: each seller is responsible for the product information it registers and for its transactions (E-Commerce Act art. 20).',
      ],
      [
        '약관의 명시와 개정',
        'Publication and amendment',
        '회사는 약관을 서비스 화면에 게시하며, 개정 시 적용일 7일 전(불리한 변경은 30일 전)부터 공지합니다.',
        'The company posts these terms in the service and announces amendments 7 days before they apply (30 days for unfavourable changes).',
      ],
      [
        '서비스의 제공 및 변경',
        'Services and changes',
        '회사는 라이브 방송, 상품 정보 제공, 구매 계약 체결 및 배송 관련 서비스를 제공합니다.',
        'The company provides live broadcasts, product information, purchase contracts and delivery-related services.',
      ],
      [
        '서비스의 중단',
        'Interruption of service',
        '설비 점검, 교체, 고장 또는 통신 두절 시 서비스가 일시 중단될 수 있으며 회사는 이를 사전에 공지합니다.',
        'The service may be interrupted for maintenance, replacement, failures or loss of communication; the company announces this in advance.',
      ],
    ],
  },
  {
    ko: '제2장 회원',
    en: 'Chapter 2. Members',
    articles: [
      [
        '회원가입',
        'Sign-up',
        '만 14세 이상인 자는 약관과 개인정보 수집·이용에 동의하고 가입할 수 있습니다.',
        'Anyone aged 14 or older may sign up by agreeing to these terms and to the collection and use of personal information.',
      ],
      [
        '회원 탈퇴 및 자격 상실',
        'Withdrawal and loss of membership',
        '회원은 언제든지 탈퇴할 수 있으며, 탈퇴 후 30일 동안 재가입할 수 없습니다. 회사가 이용계약을 해지한 경우 2개월 동안 가입이 제한됩니다.',
        'Members may withdraw at any time and cannot rejoin for 30 days. After termination by the company, sign-up is refused for 2 months.',
      ],
      [
        '회원에 대한 통지',
        'Notices to members',
        '회사는 회원이 등록한 전자우편, 앱 알림 등으로 통지하며 불특정 다수에 대한 통지는 공지사항 게시로 갈음합니다.',
        'The company notifies members by the e-mail or app notifications they registered; notices to all members are posted as announcements.',
      ],
      [
        '회원정보의 변경',
        'Changes to member information',
        '회원은 마이페이지에서 자신의 정보를 열람하고 수정할 수 있습니다.',
        'Members can view and edit their information on My page.',
      ],
      [
        '데모 이용',
        'Demo use',
        '로그인하지 않은 이용자는 데모 모드로 둘러볼 수 있으며 일부 기능이 제한됩니다.',
        'Visitors who are not logged in can browse in demo mode with some features restricted.',
      ],
    ],
  },
  {
    ko: '제3장 구매 및 결제',
    en: 'Chapter 3. Purchases and payment',
    articles: [
      [
        '구매신청',
        'Purchase requests',
        '이용자는 상품 선택, 수령인 정보 입력, 결제수단 선택 및 약관 동의의 절차로 구매를 신청합니다.',
        'Users request a purchase by choosing products, entering the recipient, choosing a payment method and agreeing to the terms.',
      ],
      [
        '계약의 성립',
        'Formation of contract',
        '회사의 수신확인 통지가 이용자에게 도달한 때 계약이 성립합니다.',
        'The contract is formed when the company’s confirmation reaches the user.',
      ],
      [
        '지급방법',
        'Payment methods',
        '신용카드, 가상계좌, 계좌이체 등으로 결제할 수 있으며, 결제 금액이 0원이어도 결제수단을 선택해야 합니다.',
        'Payment is by card, virtual account or bank transfer; a payment method must be chosen even when the amount is 0 won.',
      ],
      [
        '입금 확인',
        'Deposit confirmation',
        '가상계좌 주문은 다음 날이 끝날 때까지 입금되지 않으면 취소된 것으로 봅니다.',
        'A virtual-account order not paid by the end of the next day counts as cancelled.',
      ],
      [
        '라이브 특가',
        'Live prices',
        '라이브 특가는 로그인한 회원이 방송을 통해 진입하고 특가 시간 안에 구매할 때만 적용됩니다.',
        'Live prices apply only to logged-in members who arrive from the broadcast and buy within the live-price window.',
      ],
      [
        '재화 등의 공급',
        'Supply of goods',
        '판매자는 결제 후 3영업일 이내에 발송하며, 배송은 2~5일(주말 제외) 걸립니다.',
        'Sellers ship within 3 business days of payment; delivery takes 2 to 5 days, weekends excluded.',
      ],
      [
        '배송비',
        'Delivery fees',
        '배송비는 상품별 기준에 따르며, 제주 및 도서산간 지역은 추가 배송비가 부과됩니다.',
        'Delivery fees follow each product’s terms; Jeju and island or mountain areas carry an extra fee.',
      ],
      [
        '구매확정',
        'Purchase confirmation',
        '배송 완료 후 7일이 지나면 자동으로 구매가 확정됩니다.',
        'Purchases are confirmed automatically 7 days after delivery.',
      ],
      [
        '청약철회 등',
        'Withdrawal of offer',
        '이용자는 상품 수령 후 7일 이내에 교환·반품을 신청할 수 있습니다.',
        'Users may request an exchange or return within 7 days of receiving the goods.',
      ],
      [
        '청약철회 등의 효과',
        'Effects of withdrawal',
        '취소 승인 후 다음 영업일에 환불되며, 고객 사유의 교환·반품은 왕복 배송비 5,000원이 부과됩니다.',
        'Refunds are made the next business day after approval; a round-trip fee of 5,000 won applies when the customer is at fault.',
      ],
      [
        '포인트',
        'Points',
        '포인트는 1포인트당 1원이며 1,000포인트부터 사용할 수 있고, 적립일로부터 1년간 유효합니다.',
        'One point is one won; points can be used from 1,000 and are valid for one year.',
      ],
      [
        '쿠폰',
        'Coupons',
        '쿠폰은 최소 주문 금액, 최대 할인 금액 등 쿠폰별 조건에 따라 사용할 수 있으며, 환불 시 유효기간이 3일 연장됩니다.',
        'Coupons are used under their own conditions (minimum order, maximum discount); on a refund their validity is extended by 3 days.',
      ],
    ],
  },
  {
    ko: '제4장 기타',
    en: 'Chapter 4. Miscellaneous',
    articles: [
      [
        '개인정보보호',
        'Privacy',
        '회사는 개인정보처리방침에 따라 회원의 개인정보를 보호합니다.',
        'The company protects members’ personal information under its privacy policy.',
      ],
      [
        '회사의 의무',
        'Duties of the company',
        '회사는 법령과 약관이 금지하는 행위를 하지 않으며 안정적으로 서비스를 제공하기 위해 노력합니다.',
        'The company does not act against the law or these terms and strives to provide the service reliably.',
      ],
      [
        '회원의 ID 및 비밀번호에 대한 의무',
        'Duties on IDs and passwords',
        'ID와 비밀번호의 관리 책임은 회원에게 있으며 제3자가 이용하게 해서는 안 됩니다.',
        'Members are responsible for their ID and password and must not let others use them.',
      ],
      [
        '이용자의 의무',
        'Duties of users',
        '이용자는 허위 정보 등록, 타인 정보 도용, 방송 및 채팅에서의 욕설·비방을 해서는 안 됩니다.',
        'Users must not register false information, use others’ information, or insult others in broadcasts and chat.',
      ],
      [
        '라이브 방송 및 채팅',
        'Live broadcasts and chat',
        '운영 정책을 위반한 채팅은 제한되며, 반복 시 방송 참여가 영구 제한될 수 있습니다.',
        'Chat that breaks the operating policy is restricted; repeated violations may permanently bar a user from broadcasts.',
      ],
      [
        '저작권의 귀속 및 이용제한',
        'Copyright',
        '서비스에 게시된 방송과 콘텐츠의 저작권은 회사 또는 권리자에게 있습니다.',
        'Copyright in the broadcasts and content of the service belongs to the company or the right holders.',
      ],
      [
        '분쟁해결',
        'Dispute resolution',
        `회사는 불만 처리 진행 상황을 3일 이내에, 결과를 10영업일 이내에 알려 드립니다. 교환·반품의 증빙 사진은 신청일로부터 ${CLAIM_EVIDENCE_DAYS}일 이내에 신청 내역에 추가할 수 있습니다.`,
        `The company reports progress on a complaint within 3 days and the outcome within 10 business days. Photos as evidence of an exchange or return can be added to the request within ${CLAIM_EVIDENCE_DAYS} days of making it.`,
      ],
      [
        '고객센터',
        'Customer centre',
        '고객센터는 평일 09:00~18:00(점심 12:00~13:00) 운영하며 주말과 공휴일은 휴무입니다.',
        'The customer centre is open weekdays 09:00–18:00 (lunch 12:00–13:00), closed on weekends and holidays.',
      ],
      [
        '재판권 및 준거법',
        'Jurisdiction and governing law',
        '서비스 이용으로 발생한 분쟁에는 대한민국 법을 적용합니다.',
        'Disputes arising from the service are governed by the laws of the Republic of Korea.',
      ],
    ],
  },
];

const build = (lang: 'ko' | 'en'): ContentChapters => {
  let num = 0;
  return TERMS.map((c) => ({
    title: c[lang],
    articles: c.articles.map(([tk, te, bk, be]) => ({
      num: ++num,
      title: lang === 'ko' ? tk : te,
      body: lang === 'ko' ? bk : be,
    })),
  }));
};
export const TERMS_KO = build('ko');
export const TERMS_EN = build('en');

const one = (title: string, paras: [string, string][]): ContentChapters => [
  { title, articles: paras.map(([t, b], i) => ({ num: i + 1, title: t, body: b })) },
];

export const PRIVACY_KO = one('개인정보처리방침', [
  ['수집하는 개인정보', '아이디(이메일), 닉네임, 휴대폰 번호, 배송지 정보, 결제 기록을 수집합니다.'],
  ['이용 목적', '회원 관리, 주문 처리와 배송, 고객 상담, 부정 이용 방지에 이용합니다.'],
  // issue 25: written from the retention registry (what the code keeps, and for how long)
  ['보유 기간', retentionText('ko')],
  ['제3자 제공', '배송을 위해 판매자와 택배사에 수령인 정보를 제공하며, 그 밖에는 동의 없이 제공하지 않습니다.'],
  ['이용자의 권리', '회원은 언제든지 자신의 정보를 열람·정정·삭제하거나 처리 정지를 요구할 수 있습니다.'],
]);
export const PRIVACY_EN = one('Privacy policy', [
  ['What we collect', 'Your ID (e-mail), nickname, mobile number, delivery addresses and payment records.'],
  ['Why', 'To manage membership, process and deliver orders, answer inquiries and prevent abuse.'],
  ['How long', retentionText('en')],
  [
    'Sharing',
    'Recipient details go to the seller and the courier for delivery; nothing else is shared without consent.',
  ],
  ['Your rights', 'You may view, correct or delete your data, or ask us to stop processing it, at any time.'],
]);
export const ABOUT_KO = one('서비스 소개', [
  [
    '라이브로 만나는 쇼핑',
    '브랜드와 셀로버가 직접 진행하는 라이브 방송을 보며 채팅하고, 화면 속 상품을 바로 구매하세요.',
  ],
  ['라이브 특가', '방송 중에만 열리는 특가와 라이브 쿠폰으로 더 알뜰하게 쇼핑할 수 있습니다.'],
  ['안심 쇼핑', '주문부터 배송, 교환·반품까지 한 곳에서 확인할 수 있습니다.'],
]);
export const ABOUT_EN = one('About the service', [
  ['Shopping, live', 'Watch live broadcasts run by brands and sellovers, chat, and buy what is on screen.'],
  ['Live prices', 'Special prices and live coupons open only during the broadcast.'],
  ['Shop with confidence', 'Follow orders, delivery, exchanges and returns in one place.'],
]);
export const GUIDE_KO = one('라이브 쇼핑 이용 가이드', [
  ['방송 알림 받기', '관심 있는 방송의 알림을 신청하면 시작할 때 알려 드립니다.'],
  ['찜하기', '마음에 드는 상품은 하트를 눌러 찜 목록에 담아 두세요.'],
]);
export const GUIDE_EN = one('Live shopping guide', [
  ['Broadcast alerts', 'Ask for an alert and we will tell you when the broadcast starts.'],
  ['Pick', 'Tap the heart to keep products you like in your pick list.'],
]);

/** Three FAQs for each of the nine inquiry categories: [category, question ko, answer ko, question en, answer en]. */
export const FAQS: [number, string, string, string, string][] = [
  [
    1,
    '아이디를 잊어버렸어요.',
    '로그인 화면의 [아이디 찾기]에서 가입한 휴대폰 번호로 인증하면 확인할 수 있습니다.',
    'I forgot my ID.',
    'Use [Find ID] on the login screen and verify with the mobile number you signed up with.',
  ],
  [
    1,
    '비밀번호를 바꾸고 싶어요.',
    '마이페이지 > 설정 > 비밀번호 변경에서 바꿀 수 있습니다. 비밀번호는 영문, 숫자, 특수문자를 섞어 8~20자로 정해 주세요.',
    'How do I change my password?',
    'Go to My page > Settings > Change password. Use 8–20 characters mixing letters, digits and a special character.',
  ],
  [
    1,
    '로그인이 자꾸 풀려요.',
    '30일 동안 활동이 없으면 보안을 위해 로그아웃됩니다. 다시 로그인해 주세요.',
    'I keep getting logged out.',
    'For security you are logged out after 30 days without activity. Please log in again.',
  ],
  [
    2,
    '회원정보는 어디서 수정하나요?',
    '마이페이지 > 회원정보 수정에서 닉네임과 연락처를 바꿀 수 있습니다.',
    'Where do I edit my details?',
    'My page > Edit profile lets you change your nickname and contact details.',
  ],
  [
    2,
    '탈퇴 후 다시 가입할 수 있나요?',
    '탈퇴 후 30일이 지나면 다시 가입할 수 있습니다. 같은 소셜 계정으로는 재가입할 수 없습니다.',
    'Can I rejoin after withdrawing?',
    'You can rejoin 30 days after withdrawing, but not with the same social account.',
  ],
  [
    2,
    '만 14세 미만도 가입할 수 있나요?',
    '만 14세 이상만 가입할 수 있습니다.',
    'Can children under 14 sign up?',
    'Only people aged 14 or older can sign up.',
  ],
  [
    3,
    '배송은 얼마나 걸리나요?',
    `평일 ${SAME_DAY_DISPATCH_CUTOFF_KST} 이전 주문은 당일 출고되며, 출고 후 2~5일(주말·공휴일 제외) 걸립니다.`,
    'How long does delivery take?',
    `Orders before ${SAME_DAY_DISPATCH_CUTOFF_KST} on weekdays ship the same day and arrive in 2–5 days (weekends and holidays excluded).`,
  ],
  [
    3,
    '제주도도 배송되나요?',
    '네. 제주 및 도서산간 지역은 상품별 추가 배송비가 부과됩니다.',
    'Do you deliver to Jeju?',
    'Yes. Jeju and island or mountain areas carry an extra fee set per product.',
  ],
  [
    3,
    '여러 상품을 한 번에 받을 수 있나요?',
    '같은 판매자의 묶음배송 상품은 한 번에 배송됩니다. 상품 상세의 [묶음배송 상품]에서 확인하세요.',
    'Can several products come together?',
    'Products of the same seller marked for bundled shipping come in one parcel. See [Bundled shipping] on the product page.',
  ],
  [
    4,
    '품절 상품은 언제 다시 들어오나요?',
    '재입고 일정은 판매자마다 다릅니다. 찜해 두시면 목록에서 바로 확인할 수 있습니다.',
    'When will sold-out items return?',
    'Restock dates differ by seller. Pick the product to find it quickly later.',
  ],
  [
    4,
    '구매할 수 없는 상품이라고 나와요.',
    '판매가 중지된 상품은 주문하거나 찜할 수 없습니다.',
    'It says the product cannot be bought.',
    'Products whose sales have stopped cannot be ordered or picked.',
  ],
  [
    4,
    '상품 문의는 어떻게 하나요?',
    '상품 상세 화면의 [상품 문의]에서 판매자에게 질문할 수 있습니다.',
    'How do I ask about a product?',
    'Use [Product Q&A] on the product page to ask the seller.',
  ],
  [
    5,
    '교환·반품은 언제까지 가능한가요?',
    '상품 수령 후 7일 이내에 신청할 수 있습니다.',
    'How long do I have to exchange or return?',
    'Within 7 days of receiving the goods.',
  ],
  [
    5,
    '반품 배송비는 얼마인가요?',
    '단순 변심 등 고객 사유인 경우 왕복 배송비 5,000원이 부과됩니다.',
    'What does a return cost?',
    'A round-trip fee of 5,000 won applies when the customer is at fault, e.g. a change of mind.',
  ],
  [
    5,
    '환불은 언제 되나요?',
    '취소 승인 후 다음 영업일에 환불되며, 카드 결제는 즉시 취소됩니다.',
    'When will I get my refund?',
    'The next business day after approval; card payments are cancelled immediately.',
  ],
  [
    6,
    '어떤 결제수단을 쓸 수 있나요?',
    '신용카드, 가상계좌, 계좌이체로 결제할 수 있습니다.',
    'Which payment methods can I use?',
    'Card, virtual account and bank transfer.',
  ],
  [
    6,
    '가상계좌 입금 기한이 있나요?',
    '주문 다음 날이 끝날 때까지 입금하지 않으면 주문이 취소됩니다.',
    'Is there a deadline for a virtual-account deposit?',
    'The order is cancelled if not paid by the end of the next day.',
  ],
  [
    6,
    '비회원도 주문할 수 있나요?',
    '네. 비회원 주문 후 주문번호로 주문 내역을 조회할 수 있습니다.',
    'Can I order without signing up?',
    'Yes. You can look up a non-member order by its order number.',
  ],
  [
    7,
    '포인트는 언제부터 쓸 수 있나요?',
    '1,000포인트 이상 보유하면 1포인트 = 1원으로 사용할 수 있습니다.',
    'When can I use points?',
    'From 1,000 points; one point is one won.',
  ],
  [
    7,
    '포인트 유효기간이 있나요?',
    '적립일로부터 1년간 유효합니다.',
    'Do points expire?',
    'Points are valid for one year from when they are earned.',
  ],
  [
    7,
    '쿠폰이 적용되지 않아요.',
    '쿠폰마다 최소 주문 금액, 최대 할인 금액 등의 조건이 있습니다. 쿠폰 상세 조건을 확인해 주세요.',
    'My coupon does not apply.',
    'Each coupon has conditions such as a minimum order and a maximum discount. Check its details.',
  ],
  [
    8,
    '라이브 특가는 어떻게 받나요?',
    '로그인한 뒤 방송 화면에서 상품을 눌러 들어가면 특가 시간 동안 특가가 적용됩니다.',
    'How do I get the live price?',
    'Log in and open the product from the broadcast; the live price applies during its window.',
  ],
  [
    8,
    '지난 방송을 다시 볼 수 있나요?',
    '종료된 방송은 다시보기로 언제든 시청할 수 있습니다.',
    'Can I watch past broadcasts?',
    'Yes, ended broadcasts are available as replays.',
  ],
  [
    8,
    '방송 알림은 어떻게 받나요?',
    '방송 예정 화면에서 알림을 신청하면 시작할 때 알려 드립니다.',
    'How do I get broadcast alerts?',
    'Ask for an alert on an upcoming broadcast and we will tell you when it starts.',
  ],
  [
    9,
    '고객센터 운영시간이 궁금해요.',
    '평일 09:00~18:00(점심 12:00~13:00) 운영하며 주말·공휴일은 휴무입니다.',
    'What are the customer centre hours?',
    'Weekdays 09:00–18:00 (lunch 12:00–13:00), closed on weekends and holidays.',
  ],
  [
    9,
    '앱 언어를 바꿀 수 있나요?',
    '마이페이지 > 언어 설정에서 한국어와 영어 중 선택할 수 있습니다.',
    'Can I change the app language?',
    'My page > Language settings lets you choose Korean or English.',
  ],
  [
    9,
    '셀로버로 방송하고 싶어요.',
    '마이페이지의 [셀로버] 메뉴에서 셀로버 소개를 확인하고 신청할 수 있습니다.',
    'I want to broadcast as a sellover.',
    'Open the [Sellover] menu on My page to read about it and apply.',
  ],
];

export const NOTICES: [ko: string, en: string, bodyKo: string, bodyEn: string, pinned: boolean][] = [
  [
    '[필독] 라이브 특가 이용 안내',
    '[Must read] About live prices',
    '라이브 특가는 로그인한 회원이 방송 화면에서 상품에 들어갈 때, 특가 시간 안에만 적용됩니다.',
    'Live prices apply only to logged-in members who open the product from the broadcast, within the live-price window.',
    true,
  ],
  [
    '공휴일 배송 안내',
    'Deliveries on public holidays',
    '공휴일과 대체공휴일 주문은 다음 영업일부터 순차 출고됩니다. 택배사 휴무일에는 배송이 하루 이틀 늦어질 수 있습니다.',
    'Orders placed on public holidays ship in turn from the next business day. Deliveries may take a day or two longer when carriers are closed.',
    false,
  ],
  [
    '개인정보처리방침 개정 안내',
    'Privacy policy update',
    '개인정보 보유 기간 표기를 명확히 하도록 개정했습니다. 시행 7일 전부터 공지합니다.',
    'We clarified the retention periods. The change is announced 7 days before it applies.',
    false,
  ],
  [
    '시스템 점검 안내 (새벽 2시~4시)',
    'Scheduled maintenance (2–4 a.m.)',
    '안정적인 서비스를 위해 점검을 진행합니다. 점검 중에는 접속이 제한됩니다.',
    'Maintenance for a more reliable service; access is limited meanwhile.',
    false,
  ],
  [
    '신규 회원 가입 쿠폰 지급',
    'Welcome coupon for new members',
    `지금 가입하면 ${thousands(JOIN_COUPON_POLICY.minOrderAmount)}원 이상 주문에 쓸 수 있는 ${thousands(JOIN_COUPON_POLICY.discountAmount)}원 할인 쿠폰을 드립니다. 가입 후 ${JOIN_COUPON_POLICY.validityDays}일 동안 쓸 수 있어요.`,
    `Sign up now and get ${thousands(JOIN_COUPON_POLICY.discountAmount)} won off an order of ${thousands(JOIN_COUPON_POLICY.minOrderAmount)} won or more, valid ${JOIN_COUPON_POLICY.validityDays} days after you join.`,
    false,
  ],
  [
    '고객센터 운영시간 변경',
    'Customer centre hours',
    '고객센터는 평일 09:00~18:00, 점심시간 12:00~13:00에 운영합니다.',
    'The customer centre is open weekdays 09:00–18:00, lunch 12:00–13:00.',
    false,
  ],
];
