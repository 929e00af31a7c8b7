/** What production mode needs besides NODE_ENV (issue 18: the operator's identity; issue 25: an explicit gateway). */
export const OPERATOR_SETTINGS = {
  OPERATOR_COMPANY_NAME: '주식회사 라이브마켓',
  OPERATOR_REPRESENTATIVE: '홍길동',
  OPERATOR_ADDRESS: '서울특별시 강남구 테헤란로 1',
  OPERATOR_PHONE: '02-1234-5678',
  OPERATOR_EMAIL: 'help@livemarket.kr',
  OPERATOR_BIZ_REG_NO: '123-45-67890',
  OPERATOR_MAIL_ORDER_NO: '제2026-서울강남-0001호',
  OPERATOR_PRIVACY_OFFICER: '김보호 privacy@livemarket.kr',
  OPERATOR_HOSTING_PROVIDER: '네이버클라우드 주식회사',
  OPERATOR_FTC_INFO_URL: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890',
  AD_OPT_OUT_PHONE: '080-123-4567',
};

/** A production start that loadConfig accepts: a test shop on the sandbox gateway, set explicitly. */
export const PRODUCTION_SETTINGS = {
  ...OPERATOR_SETTINGS,
  NODE_ENV: 'production',
  JWT_SECRET: 'production-test-secret-0123456789abcdef',
  PAYMENT_GATEWAY: 'sandbox',
  DATA_ENCRYPTION_KEY: 'production-test-data-key-0123456789abcdef',
};
