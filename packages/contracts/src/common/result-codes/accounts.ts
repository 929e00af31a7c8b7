import { entry, type ResultCodeEntry } from './entry.js';

/** Success, sign-in and session (1xxx), accounts (1100–1299). */
export const ACCOUNT_CODES = {
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
  /** issue 18: the SMS provider did not take the message */
  '1180': entry(
    503,
    '인증번호 문자를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    'The code could not be sent by text message. Please try again shortly.',
  ),

  /** issue 18: the night advertising consent needs a channel consent */
  '1190': entry(
    422,
    '야간 광고 수신 동의는 푸시·문자·이메일 중 하나 이상의 광고 수신에 동의한 경우에만 할 수 있습니다.',
    'Night-time advertising consent needs consent to at least one channel (push, text or e-mail).',
  ),
  // issue 33: 본인확인 (identity verification) whose birth date makes a member an adult for alcohol
  '1192': entry(
    404,
    '본인확인 요청을 찾을 수 없거나 이미 끝났습니다. 처음부터 다시 해 주세요.',
    'The identity check was not found or has ended. Please start again.',
  ),
  '1193': entry(
    409,
    '본인확인이 아직 끝나지 않았습니다. 본인확인 창에서 인증을 마쳐 주세요.',
    'The identity check is not finished yet. Please complete it in the identity check window.',
  ),
  '1194': entry(
    409,
    '본인확인한 휴대폰 번호가 회원 정보의 번호와 다릅니다.',
    'The verified mobile number differs from the one in your member details.',
  ),
  '1195': entry(503, '본인확인 서비스가 설정되지 않았습니다.', 'Identity verification is not set up on this service.'),
} as const satisfies Record<string, ResultCodeEntry>;
