import { WITHDRAWAL_POLICY } from '@lc/contracts';
import { RETENTION_CLASSES, type RetentionClass } from './retention-jobs.js';

const months = (c: RetentionClass) => RETENTION_CLASSES[c].months;

/** 60 → 5년 / 5 years, 6 → 6개월 / 6 months */
function period(m: number, lang: 'ko' | 'en'): string {
  if (m % 12 === 0) return lang === 'ko' ? `${m / 12}년` : `${m / 12} year${m === 12 ? '' : 's'}`;
  return lang === 'ko' ? `${m}개월` : `${m} months`;
}

/**
 * Issue 25: the privacy policy's "how long" paragraph, written from the retention registry
 * (RETENTION_CLASSES) and the withdrawal policy, so the served text says what the code does: the
 * member's own data goes at withdrawal (`withdrawMember` pseudonymises the row at once), the records
 * the law asks for are kept for its periods and then purged by the retention jobs.
 */
export function retentionText(lang: 'ko' | 'en'): string {
  const p = (c: RetentionClass) => period(months(c), lang);
  const abuse = period(Math.round(WITHDRAWAL_POLICY.abuseRecordDays / 30.5), lang);
  if (lang === 'ko')
    return [
      '회원 정보(이메일, 이름, 휴대폰 번호, 생년월일, 비밀번호, 배송지)는 탈퇴 즉시 파기하며, 회원 번호만 가명 처리된 상태로 거래 기록과 함께 남습니다.',
      `다만 법령에 따라 다음 기록은 정한 기간 동안 보관한 뒤 파기합니다: 계약 또는 청약철회 등에 관한 기록 ${p('tradeRecords')}, 대금결제 및 재화 등의 공급에 관한 기록 ${p('tradeRecords')}, 소비자의 불만 또는 분쟁처리에 관한 기록 ${p('complaints')}, 표시·광고에 관한 기록 ${p('displayAds')}(전자상거래법 시행령 제6조), 로그인 기록과 접속 IP ${p('loginLogs')}(통신비밀보호법 시행령 제41조).`,
      `다른 회원을 신고한 기록은 반복 위반 판단을 위해 ${p('memberReports')} 보관한 뒤 파기합니다.`,
      `재가입 제한과 부정 이용 방지를 위한 정보(암호화한 이메일, 휴대폰 번호, 소셜 계정)는 탈퇴 후 ${abuse} 보관합니다. ${p('inactive')} 동안 로그인하지 않은 회원의 정보는 분리하여 보관합니다.`,
    ].join(' ');
  return [
    'Your member data (e-mail, name, mobile number, birthday, password, addresses) is destroyed when you withdraw; only a pseudonymous member number stays with the trade records.',
    `The records the law asks for are kept for its periods and then destroyed: contracts and withdrawals of offers ${p('tradeRecords')}, payments and deliveries ${p('tradeRecords')}, consumer complaints and disputes ${p('complaints')}, display and advertising ${p('displayAds')} (E-Commerce Act Enforcement Decree art. 6), login records and IP addresses ${p('loginLogs')} (Protection of Communications Secrets Act Enforcement Decree art. 41).`,
    `Reports about other members are kept ${p('memberReports')} to judge repeated abuse, then destroyed.`,
    `To enforce the rejoin rules and prevent abuse, a hashed e-mail, mobile number and social account are kept ${abuse} after withdrawal. The data of members who have not logged in for ${p('inactive')} is kept separately.`,
  ].join(' ');
}
