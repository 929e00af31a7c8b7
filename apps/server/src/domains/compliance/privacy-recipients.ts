import { DELIVERY_COMPANIES } from '@lc/contracts';
import type { Config } from '../../config.js';
import { PUSH_POLICY } from '../push/push.policy.js';

/** a text in both languages */
export interface Both {
  ko: string;
  en: string;
}
/** 처리 위탁 (개인정보 보호법 제26조): who processes members' data for the operator, and what for */
export interface Processor {
  who: Both;
  task: Both;
}
/** 국외 이전 (개인정보 보호법 제28조의8): who receives it abroad, where, what, why, when and how, how long */
export interface Transfer {
  who: Both;
  country: Both;
  items: Both;
  purpose: Both;
  how: Both;
  period: Both;
  /** how the member refuses it, and what refusing means */
  refuse: Both;
}

export type PrivacySettings = Pick<
  Config,
  | 'OPERATOR_HOSTING_PROVIDER'
  | 'PAYMENT_GATEWAY'
  | 'SMS_PROVIDER'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'TRANSLATE_URL'
  | 'GOOGLE_CLIENT_ID'
  | 'APPLE_CLIENT_ID'
  | 'FACEBOOK_APP_ID'
>;

const US: Both = { ko: '미국', en: 'United States' };
/** AWS regions by prefix (the bucket's country); ap-northeast-2 is Seoul */
const AWS_REGION_COUNTRY: [string, Both][] = [
  ['ap-northeast-2', { ko: '대한민국', en: 'Republic of Korea' }],
  ['ap-northeast-1', { ko: '일본', en: 'Japan' }],
  ['ap-northeast-3', { ko: '일본', en: 'Japan' }],
  ['ap-southeast-1', { ko: '싱가포르', en: 'Singapore' }],
  ['us-', US],
  ['eu-', { ko: '유럽연합', en: 'European Union' }],
];

interface ObjectStore {
  who: Both;
  /** null: in Korea (a processor only) */
  abroad: Both | null;
}

/** The object store of S3_BUCKET: AWS (by region), Cloudflare R2, NAVER Cloud or the named endpoint. */
function objectStore(s: PrivacySettings): ObjectStore | null {
  if (!s.S3_BUCKET) return null;
  const host = s.S3_ENDPOINT ? new URL(s.S3_ENDPOINT).hostname : null;
  if (!host) {
    const country = AWS_REGION_COUNTRY.find(([p]) => s.S3_REGION.startsWith(p))?.[1] ?? {
      ko: `AWS ${s.S3_REGION} 리전 소재국`,
      en: `the country of AWS region ${s.S3_REGION}`,
    };
    const who = {
      ko: `Amazon Web Services, Inc. (S3, ${s.S3_REGION})`,
      en: `Amazon Web Services, Inc. (S3, ${s.S3_REGION})`,
    };
    return { who, abroad: s.S3_REGION === 'ap-northeast-2' ? null : country };
  }
  if (host.endsWith('r2.cloudflarestorage.com'))
    return { who: { ko: 'Cloudflare, Inc. (R2)', en: 'Cloudflare, Inc. (R2)' }, abroad: US };
  if (host.endsWith('ncloudstorage.com'))
    return { who: { ko: '네이버클라우드 주식회사', en: 'NAVER Cloud Corp.' }, abroad: null };
  return { who: { ko: host, en: host }, abroad: null };
}

const courierNames = (lang: 'ko' | 'en') => DELIVERY_COMPANIES.map((c) => c[lang]).join(', ');

/** The processors the settings turn on: the hosting always, the rest when configured. */
export function processorsOf(s: PrivacySettings): Processor[] {
  const list: Processor[] = [
    {
      who: { ko: s.OPERATOR_HOSTING_PROVIDER, en: s.OPERATOR_HOSTING_PROVIDER },
      task: { ko: '서버 운영과 데이터 보관(호스팅)', en: 'running the servers and storing the data (hosting)' },
    },
  ];
  if (s.PAYMENT_GATEWAY === 'toss')
    list.push({
      who: { ko: '토스페이먼츠 주식회사', en: 'Toss Payments Co., Ltd.' },
      task: {
        ko: '결제 처리, 구매안전(에스크로) 서비스, 현금영수증 발급',
        en: 'payment processing, the escrow service and cash receipts',
      },
    });
  if (s.SMS_PROVIDER === 'solapi')
    list.push({
      who: { ko: '주식회사 누리고(SOLAPI)', en: 'NURIGO Inc. (SOLAPI)' },
      task: { ko: '인증번호와 알림 문자 발송', en: 'sending verification codes and notices by text message' },
    });
  const store = objectStore(s);
  if (store)
    list.push({
      who: store.who,
      task: {
        ko: '회원이 올린 파일(리뷰, 교환·반품 사진) 보관',
        en: 'storing the files members upload (review, exchange and return photos)',
      },
    });
  if (s.TRANSLATE_URL) {
    const host = new URL(s.TRANSLATE_URL).hostname;
    list.push({
      who: { ko: `번역 서비스 ${host}`, en: `the translation service ${host}` },
      task: {
        ko: '다른 언어로 보는 화면의 글 번역(리뷰·문의 등 회원이 쓴 글이 포함될 수 있음)',
        en: 'translating texts for other languages (may include reviews and questions members wrote)',
      },
    });
  }
  list.push({
    who: {
      ko: `택배사(판매자가 선택: ${courierNames('ko')})`,
      en: `couriers (chosen by the seller: ${courierNames('en')})`,
    },
    task: {
      ko: '상품 배송과 배송 조회(수령인 이름, 휴대폰 번호, 주소)',
      en: "delivering the goods and tracking them (the receiver's name, mobile number and address)",
    },
  });
  return list;
}

const pushHours = PUSH_POLICY.ttlSeconds / 3600;

const PUSH_SERVICES: [Both, string][] = [
  [{ ko: 'Google LLC (Firebase Cloud Messaging)', en: 'Google LLC (Firebase Cloud Messaging)' }, 'Chrome, Android'],
  [{ ko: 'Mozilla Corporation (Mozilla Push Service)', en: 'Mozilla Corporation (Mozilla Push Service)' }, 'Firefox'],
  [
    { ko: 'Apple Inc. (Apple Push Notification service)', en: 'Apple Inc. (Apple Push Notification service)' },
    'Safari',
  ],
  [
    {
      ko: 'Microsoft Corporation (Windows Push Notification Services)',
      en: 'Microsoft Corporation (Windows Push Notification Services)',
    },
    'Edge',
  ],
];

const SOCIAL: [keyof PrivacySettings, Both][] = [
  ['GOOGLE_CLIENT_ID', { ko: 'Google LLC (Google 로그인)', en: 'Google LLC (Sign in with Google)' }],
  ['APPLE_CLIENT_ID', { ko: 'Apple Inc. (Apple로 로그인)', en: 'Apple Inc. (Sign in with Apple)' }],
  ['FACEBOOK_APP_ID', { ko: 'Meta Platforms, Inc. (Facebook 로그인)', en: 'Meta Platforms, Inc. (Facebook Login)' }],
];

/** What goes abroad: the browsers' push services always (web push is on), overseas logins and a foreign object store when set. */
export function transfersOf(s: PrivacySettings): Transfer[] {
  const push: Transfer[] = PUSH_SERVICES.map(([who, browsers]) => ({
    who,
    country: US,
    items: {
      ko: `알림 수신 주소(브라우저가 만든 구독 주소)와 암호화한 알림 내용 (${browsers})`,
      en: `the push subscription address made by the browser and the encrypted notification (${browsers})`,
    },
    purpose: { ko: '웹 푸시 알림 전달', en: 'delivering web push notifications' },
    how: {
      ko: '알림을 보낼 때마다 암호화 통신(HTTPS)으로 전송',
      en: 'sent over an encrypted connection (HTTPS) each time a notification goes out',
    },
    period: {
      ko: `전달될 때까지(최대 ${pushHours}시간) 보관 후 삭제`,
      en: `kept until delivered (at most ${pushHours} hours), then deleted`,
    },
    refuse: {
      ko: '브라우저의 알림 권한이나 앱의 알림 설정을 끄면 이전되지 않으며, 알림을 받을 수 없습니다',
      en: 'turn notifications off in the browser or in the app settings: nothing is sent, and no notifications arrive',
    },
  }));
  const social: Transfer[] = SOCIAL.filter(([k]) => s[k]).map(([, who]) => ({
    who,
    country: US,
    items: {
      ko: '로그인 요청(서비스 식별자, 접속 정보)과 회원의 계정 식별자·이메일 확인',
      en: "the sign-in request (this service's identifier, connection data) and the check of the member's account id and e-mail",
    },
    purpose: { ko: '소셜 계정으로 로그인', en: 'signing in with the social account' },
    how: {
      ko: '회원이 해당 로그인을 선택할 때 암호화 통신(HTTPS)으로 전송',
      en: 'sent over an encrypted connection (HTTPS) when the member chooses that sign-in',
    },
    period: {
      ko: '연결을 해제하거나 탈퇴할 때까지(해당 사업자의 처리방침에 따름)',
      en: "until the member unlinks the account or withdraws (under that company's own policy)",
    },
    refuse: {
      ko: '해당 소셜 로그인을 쓰지 않으면 이전되지 않으며, 이메일로 가입해 이용할 수 있습니다',
      en: 'do not use that sign-in: nothing is sent, and an e-mail account works the same',
    },
  }));
  const store = objectStore(s);
  const files: Transfer[] = store?.abroad
    ? [
        {
          who: store.who,
          country: store.abroad,
          items: {
            ko: '회원이 올린 파일(리뷰, 교환·반품 사진)',
            en: 'the files members upload (review, exchange and return photos)',
          },
          purpose: { ko: '파일 보관', en: 'storing the files' },
          how: {
            ko: '파일을 올릴 때 암호화 통신(HTTPS)으로 전송',
            en: 'sent over an encrypted connection (HTTPS) when uploaded',
          },
          period: {
            ko: '게시물을 지우거나 보유 기간이 끝날 때까지',
            en: 'until the post is deleted or its retention period ends',
          },
          refuse: {
            ko: '사진을 올리지 않으면 이전되지 않습니다',
            en: 'do not upload photos: nothing is sent',
          },
        },
      ]
    : [];
  return [...push, ...social, ...files];
}
