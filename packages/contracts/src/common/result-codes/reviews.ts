import { entry, type ResultCodeEntry } from './entry.js';

/** Reviews, questions and inquiries, their media (4500–4799). */
export const REVIEW_CODES = {
  // 4500-4799: reviews, questions and inquiries, review/inquiry media (issue 12)
  '4501': entry(404, '리뷰를 찾을 수 없습니다.', 'The review could not be found.'),
  '4502': entry(409, '이미 리뷰를 작성한 상품입니다.', 'You have already written a review for this item.'),
  '4503': entry(
    409,
    '리뷰 작성 기간(구매확정 후 180일)이 지났습니다.',
    'The review period (180 days after purchase confirmation) has passed.',
  ),
  '4504': entry(409, '구매확정 후 리뷰를 작성할 수 있습니다.', 'You can write a review after confirming the purchase.'),
  '4505': entry(422, '별점을 1~5점 중에서 선택해 주세요.', 'Please choose a score from 1 to 5.'),
  '4506': entry(422, '리뷰 내용을 10자 이상 입력해 주세요.', 'Please write at least 10 characters in your review.'),
  '4507': entry(422, '리뷰 내용은 1,000자까지 입력할 수 있습니다.', 'A review can be up to 1,000 characters.'),
  '4508': entry(422, '한 줄 평은 40자까지 입력할 수 있습니다.', 'The one-line comment can be up to 40 characters.'),
  '4509': entry(422, '사진은 최대 5장까지 올릴 수 있습니다.', 'You can add up to 5 photos.'),
  '4510': entry(
    422,
    '올린 사진이나 동영상을 확인할 수 없습니다. 다시 올려 주세요.',
    'The uploaded photo or video could not be found. Please upload it again.',
  ),
  '4511': entry(
    403,
    '본인이 작성한 리뷰만 수정하거나 삭제할 수 있습니다.',
    'You can only edit or delete your own review.',
  ),
  '4512': entry(409, '이미 신고한 리뷰입니다.', 'You have already reported this review.'),
  '4513': entry(
    422,
    '신고 사유를 선택해 주세요. (기타는 내용 입력)',
    'Please choose a reason (describe it for "Other").',
  ),
  '4514': entry(422, '본인이 작성한 리뷰는 신고할 수 없습니다.', 'You cannot report your own review.'),
  '4515': entry(409, '숨김 또는 삭제된 리뷰입니다.', 'This review has been hidden or deleted.'),
  '4516': entry(422, '숨김·삭제 사유를 입력해 주세요.', 'Please enter a reason for hiding or deleting.'),
  '4517': entry(
    500,
    '업로드에 실패했습니다. 문제가 계속되면 고객센터로 문의해 주세요.',
    'The upload failed. If this issue continues, please contact customer services.',
  ),
  /** shopping §8: the no-phone-number notice of review writing; the web signs out and opens /Login (docs/decisions.md) */
  '4518': entry(
    403,
    '휴대폰 번호 인증이 필요합니다. 다시 로그인한 뒤 휴대폰 번호를 인증하고 리뷰를 작성해 주세요.',
    'A verified phone number is needed. Please log in again, verify your phone number and then write your review.',
  ),
  '4519': entry(422, '리뷰 내용에는 특수문자를 사용할 수 없습니다.', 'Special characters cannot be used in a review.'),
  '4601': entry(404, '문의를 찾을 수 없습니다.', 'The inquiry could not be found.'),
  '4602': entry(422, '문의하실 상품과 내용을 입력해 주세요.', 'Please choose a product and enter your inquiry.'),
  '4603': entry(
    422,
    '문의 내용에는 특수문자를 사용할 수 없습니다.',
    'Special characters cannot be used in the inquiry.',
  ),
  '4604': entry(422, '줄바꿈은 7번까지 입력할 수 있습니다.', 'You can use up to 7 line breaks.'),
  '4605': entry(422, '문의 내용은 1,000자까지 입력할 수 있습니다.', 'An inquiry can be up to 1,000 characters.'),
  '4606': entry(422, '문의 유형을 선택해 주세요.', 'Please choose the inquiry type.'),
  '4607': entry(422, '답변 내용을 입력해 주세요.', 'Please enter the answer.'),
  '4608': entry(403, '이 문의에 답변할 권한이 없습니다.', 'You are not allowed to answer this inquiry.'),
  '4609': entry(
    422,
    '답변받으실 이름과 연락처(휴대폰 번호 또는 이메일)를 입력해 주세요.',
    'Please enter your name and a phone number or e-mail for the answer.',
  ),
  '4610': entry(422, '사진은 최대 5장까지 첨부할 수 있습니다.', 'You can attach up to 5 photos.'),
  '4611': entry(422, '문의 제목은 50자까지 입력할 수 있습니다.', 'The title can be up to 50 characters.'),
  '4701': entry(
    410,
    '업로드 시간이 지났거나 이미 사용된 업로드입니다. 다시 시도해 주세요.',
    'The upload has expired or was already used. Please try again.',
  ),
  '4702': entry(
    422,
    '동영상 파일만 올릴 수 있습니다. (mp4, mov, m4v, webm)',
    'Only video files can be uploaded (mp4, mov, m4v, webm).',
  ),
  '4703': entry(413, '동영상은 100MB까지 올릴 수 있습니다.', 'A video can be up to 100 MB.'),
  '4704': entry(422, '동영상은 60초까지 올릴 수 있습니다.', 'A video can be up to 60 seconds long.'),
  '4706': entry(404, '동영상을 찾을 수 없습니다.', 'The video could not be found.'),
} as const satisfies Record<string, ResultCodeEntry>;
