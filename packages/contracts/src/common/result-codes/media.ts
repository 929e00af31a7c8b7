import { entry, type ResultCodeEntry } from './entry.js';

/** Media: stream keys, ingest, replays (8000–8199), going live from the browser, sellovers (82xx). */
export const MEDIA_CODES = {
  // 8000-8199: media — stream keys, ingest, replay preparation (issue 8)
  /** issue 18 */
  '7030': entry(
    422,
    '반품 거절은 전자상거래법 제17조 제2항의 예외 사유 중 하나를 선택해야 합니다.',
    'Denying a return needs one of the exceptions of the E-Commerce Act art. 17 (2).',
  ),
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
  // 8101-8119: going live from the browser (issue 14): the WebSocket ingest's refusals
  '8101': entry(
    403,
    '스트림 키가 올바르지 않거나 만료되었습니다. 방송 준비 화면에서 다시 시작해 주세요.',
    'The stream key is not valid or has expired. Please start again from the broadcast screen.',
  ),
  '8102': entry(
    409,
    '이 스트림 키로 이미 송출 중입니다. 다른 기기나 인코더의 송출을 먼저 종료해 주세요.',
    'This stream key is already streaming. Stop the other device or encoder first.',
  ),
  '8103': entry(
    415,
    '이 브라우저의 영상 형식은 송출할 수 없습니다.',
    'The video format of this browser cannot be streamed.',
  ),
  '8104': entry(
    422,
    '보낸 영상을 읽을 수 없어 송출을 중단했습니다.',
    'The video sent could not be read, so streaming was stopped.',
  ),
  '8105': entry(400, '송출 연결 요청이 올바르지 않습니다.', 'The streaming connection request is not valid.'),
  '8106': entry(
    408,
    '영상이 도착하지 않아 송출 연결을 끊었습니다.',
    'No video arrived, so the streaming connection was closed.',
  ),
  // issue 13: the server has no ffmpeg, so there is no live video (the show's chat still works)
  '8107': entry(503, '지금은 영상을 볼 수 없습니다.', 'The video is not available right now.'),

  // 82xx: sellovers (issue 14)
  '8201': entry(404, '셀로버로 가입되어 있지 않습니다.', 'You have not signed up as a sellover.'),
  '8202': entry(
    422,
    '셀로버 이름은 한글, 영문, 숫자로 10자 이내로 입력해 주세요.',
    'A sellover name is at most 10 Korean or English letters or digits.',
  ),
  '8203': entry(409, '이미 사용 중인 셀로버 이름입니다.', 'This sellover name is already taken.'),
  '8204': entry(409, '이미 셀로버로 가입되어 있습니다.', 'You have already signed up as a sellover.'),
  '8205': entry(403, '만 14세 이상만 셀로버로 가입할 수 있습니다.', 'You must be 14 or older to become a sellover.'),
  '8206': entry(
    422,
    '만 19세 미만은 법정대리인의 동의가 필요합니다.',
    'Under 19, the consent of a parent or guardian is required.',
  ),
  '8207': entry(422, '셀로버 이용약관에 동의해 주세요.', 'Please agree to the sellover terms.'),
  '8208': entry(409, '계약을 이 상태로 바꿀 수 없습니다.', 'The contract cannot be moved to this state.'),
  '8209': entry(
    409,
    '이 업체와 이미 계약 중이거나 승인을 기다리고 있습니다.',
    'You already have a contract or a pending request with this vendor.',
  ),
  '8210': entry(404, '담당한 방송이 아닙니다.', 'This is not a broadcast you are booked for.'),
  '8211': entry(
    422,
    '방송을 시작하려면 동의에 체크해 주세요.',
    'You have to check your consent to start the broadcast.',
  ),
  '8212': entry(
    409,
    '이미 끝난 방송의 내용은 확인할 수 없습니다.',
    'The content of an ended broadcast cannot be confirmed.',
  ),
  '8213': entry(422, '생년월일을 입력해 주세요.', 'Please enter your date of birth.'),
  '8214': entry(404, '업체 정보를 찾을 수 없습니다.', 'The vendor was not found.'),
  '8215': entry(
    409,
    '이 방송의 업체와 계약된 셀로버만 배정할 수 있습니다.',
    "Only a sellover with a contract with this broadcast's vendor can be booked.",
  ),
} as const satisfies Record<string, ResultCodeEntry>;
