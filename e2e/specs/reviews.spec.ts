/**
 * Reviews and questions in real Chromium (issue 12): a buyer confirms a purchase on /BuyHistory,
 * writes a photo review from /MyReview (a wrong file refused with the limits shown) and sees it on the
 * product page and /ReviewList; a question asked from the live player's question modal is answered by
 * staff on /admin/questions, pops up in the buyer's room as `questionAnswer`, and shows as answered
 * (with the unread mark, cleared on opening) on /myQna, and in /AlertList, whose link opens it on /RecieveCors;
 * in English, a video review shows its upload progress (upload throttled) and plays inline once transcoded;
 * staff hides a reported review with a reason on /admin/reviews and only its writer still sees it;
 * /ProductQa's ask sheet rules, a 1:1 inquiry with a photo on /WriteQna and /Contact's open/closed state.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiCall,
  apiLogin,
  DEMO_USERS,
  dialogSeen,
  jpegPhoto,
  mainLists,
  recordDialogs,
  scrollUntilVisible,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eTest,
} from '../lib.js';
import { dispatchedOrder } from '../orders.js';

/** A purchase of the demo buyer, dispatched by the operator and confirmed by the buyer (API): reviewable. */
async function confirmedPurchase(baseUrl: string) {
  const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
  const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
  const o = await dispatchedOrder(baseUrl, buyer.token, admin.token);
  const confirmed = await apiCall(
    baseUrl,
    'PATCH',
    `users/${buyer.id}/orders/${o.pid}/completedPurcharse`,
    undefined,
    buyer.token,
  );
  assert.equal(confirmed.resultCode, '0001', JSON.stringify(confirmed));
  return { buyer, admin, o };
}

export const tests: E2eTest[] = [
  {
    name: 'reviews: the buyer confirms a purchase, writes a photo review and sees it on the product page (ko)',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const o = await dispatchedOrder(baseUrl, buyer.token, admin.token);

      const page = await newPage();
      const dialogs = recordDialogs(page);
      await uiLogin(page, baseUrl);

      // purchase confirmation on /BuyHistory
      await page.goto(`${baseUrl}/BuyHistory`);
      await page.getByRole('button', { name: '배송 중', exact: true }).click();
      const line = page
        .getByTestId('order-line')
        .filter({ has: page.locator(`a[href="/Tracking/${o.orderSysId}/${o.pid}"]`) });
      await line.getByRole('button', { name: '구매 확정' }).click();
      await waitUntil(() => dialogs.includes('구매가 확정되었어요.'), 'the confirmation alert');

      // the line is now open to a review on /MyReview
      await page.goto(`${baseUrl}/MyReview`);
      const write = page.locator(`a[href="/ReviewWrite/${o.prdtSysId}/${o.orderSysId}/${o.pid}/my"]`);
      await write.waitFor();
      await shot(page, 'reviews-myreview-writable-ko');
      await write.click();
      await waitForPath(page, `/ReviewWrite/${o.prdtSysId}/${o.orderSysId}/${o.pid}/my`);

      // the limits are shown; a file that is not a photo is refused on the spot
      await page.getByText('사진은 5장까지, 한 장에 10MB 이하').waitFor();
      await page.getByText('동영상은 1개, 100MB 이하, 60초 이내').waitFor();
      const photoInput = page.getByLabel('사진 추가');
      await photoInput.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
      await page.getByRole('alert').getByText('notes.txt: JPG, JPEG, PNG, GIF, WEBP 사진만 올릴 수 있어요.').waitFor();

      await page.getByLabel('4점').check();
      const oneLine = `튼튼하고 좋아요 ${Date.now() % 100000}`;
      await page.getByLabel('한 줄 평 (선택)').fill(oneLine);
      // too short first: the minimum length is told before anything is sent
      await page.getByLabel('리뷰 내용').fill('좋아요');
      await page.getByRole('button', { name: '리뷰 등록' }).click();
      await page.getByRole('alert').getByText('리뷰 내용을 10자 이상 적어 주세요.').waitFor();
      await page.getByLabel('리뷰 내용').fill('배송이 빨랐고 마감도 깔끔해요. 가족 캠핑에서 잘 쓰고 있습니다.');
      await photoInput.setInputFiles([
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto('#c8a27a') },
        { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto('#4a6fa5') },
      ]);
      await page.getByTestId('photo-previews').locator('img').nth(1).waitFor();
      await shot(page, 'reviews-write-ko');
      await page.getByRole('button', { name: '리뷰 등록' }).click();
      await waitForPath(page, '/MyReview');
      await dialogSeen(dialogs, /^리뷰가 등록되었어요\./);

      // the product page shows it with its photos, and the list counts it
      await page.goto(`${baseUrl}/Product/${o.prdtSysId}`);
      const section = page.getByTestId('product-reviews');
      const mine = section.getByTestId('review-item').filter({ hasText: oneLine });
      await mine.waitFor();
      assert.equal(await mine.locator('img').count(), 2);
      await section.scrollIntoViewIfNeeded();
      await shot(page, 'reviews-product-section-ko');
      await section.getByRole('link', { name: '리뷰 전체 보기' }).click();
      await waitForPath(page, `/ReviewList/${o.prdtSysId}`);
      await page.getByRole('button', { name: /^포토/ }).click();
      await page.getByTestId('review-item').filter({ hasText: oneLine }).waitFor();
      const list = await apiCall(baseUrl, 'GET', `products/${o.prdtSysId}/reviews/list?filter=photo`);
      assert.ok((list.summary as { reviewCnt: number }).reviewCnt >= 1);
      await shot(page, 'reviews-list-ko');
      await page.close();
    },
  },
  {
    name: 'questions: a question from the live player is answered by staff; the buyer sees the popup in the room and the answer in /myQna (ko)',
    async run({ baseUrl, newPage, shot }) {
      const lists = await mainLists(baseUrl);
      const live = lists.liveList[0];
      assert.ok(live, 'a live show in the demo data');

      const page = await newPage();
      const dialogs = recordDialogs(page);
      await uiLogin(page, baseUrl);
      await page.goto(`${baseUrl}/Vod/${live.broadcastSysId}/${live.broadcastScheduleSysId}`);
      await page.getByRole('button', { name: '상품 문의' }).click();
      const modal = page.getByRole('dialog', { name: '상품 문의' });
      await modal.getByRole('button', { name: '문의할 상품 선택' }).click();
      const item = modal.locator('.plist__item').first();
      const productName = await item.locator('.plist__name').innerText();
      await item.click();
      // a refused question is told (not silently dropped) and its text stays in the modal
      const textArea = modal.getByLabel('문의 내용을 입력하세요');
      await textArea.fill('사이즈 #추천 부탁해요');
      await modal.getByRole('button', { name: '등록' }).click();
      await waitUntil(() => dialogs.some((d) => d.includes('특수문자')), 'the special-character refusal');
      assert.equal(await textArea.inputValue(), '사이즈 #추천 부탁해요');
      const text = `라이브 질문 ${Date.now() % 100000} 사이즈 추천해 주세요`;
      await textArea.fill(text);
      await modal.getByRole('button', { name: '등록' }).click();
      await waitUntil(() => dialogs.includes('문의가 등록되었습니다.'), 'the "inquiry registered" alert');
      // the modal closes 0.5 s after the alert
      await modal.waitFor({ state: 'detached' });

      // staff answers it on the operator page
      const staff = await newPage();
      await uiLogin(staff, baseUrl, 'ko', DEMO_USERS.admin);
      await staff.goto(`${baseUrl}/admin/questions`);
      // waiting questions come oldest first: the new one is further down the list
      await staff.getByTestId('queue-summary').waitFor();
      const entry = staff.getByTestId('queue-item').filter({ hasText: text });
      await scrollUntilVisible(staff, entry, 'the question in the answer queue');
      await entry.getByText('라이브 방송 중 질문').waitFor();
      assert.ok((await entry.innerText()).includes(productName.slice(0, 10)), 'the queue names the product');
      await shot(staff, 'questions-admin-queue-ko');
      const answer = '안녕하세요. 평소 사이즈 그대로 고르시면 됩니다. 감사합니다.';
      await entry.getByLabel('답변').fill(answer);
      await entry.getByRole('button', { name: '답변 등록' }).click();
      await entry.getByText('답변을 등록했어요. 고객에게 알림이 갔어요.').waitFor();

      // the buyer, still in the room, sees the questionAnswer popup
      const popup = page.getByRole('dialog', { name: '질문과 답변' });
      await popup.getByText(`A. ${answer}`).waitFor({ timeout: 15_000 });
      await popup.getByText(`Q. ${text}`).waitFor();
      await shot(page, 'questions-live-popup-ko');

      // and /myQna lists it answered, with the unread mark until opened
      await page.goto(`${baseUrl}/myQna`);
      const mine = page.getByTestId('question-item').filter({ hasText: text });
      await mine.getByTestId('answer-state').getByText('답변완료').waitFor();
      await mine.getByTestId('unread-mark').waitFor();
      await shot(page, 'questions-myqna-unread-ko');
      await mine.getByRole('button').first().click();
      await mine.getByTestId('question-answer').getByText(answer).waitFor();
      await mine.getByTestId('unread-mark').waitFor({ state: 'detached' });
      await shot(page, 'questions-myqna-answer-ko');

      // the answer is also in /AlertList; its link opens the inquiry by number (/RecieveCors)
      await page.goto(`${baseUrl}/AlertList`);
      const alert = page.getByTestId('member-alert').first();
      await alert.waitFor();
      await shot(page, 'questions-alertlist-ko');
      await alert.click();
      await page.waitForURL((u) => u.pathname.startsWith('/RecieveCors/'));
      await page.getByTestId('cors-detail').getByText(text).waitFor();
      await page.getByTestId('question-answer').getByText(answer).waitFor();
      await shot(page, 'questions-recievecors-ko');
      await page.close();
      await staff.close();
    },
  },
  {
    name: 'reviews: a video review shows its upload progress and plays inline once transcoded (en)',
    async run({ baseUrl, newPage, shot }) {
      const { o } = await confirmedPurchase(baseUrl);
      // a 3-second clip with sound, as a phone would record it
      const clip = path.join(mkdtempSync(path.join(tmpdir(), 'lc-review-video-')), 'clip.mp4');
      execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=3:size=320x240:rate=15',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=3',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        clip,
      ]);

      const page = await newPage({ locale: 'en' });
      const dialogs = recordDialogs(page);
      await uiLogin(page, baseUrl, 'en');
      await page.goto(`${baseUrl}/ReviewWrite/${o.prdtSysId}/${o.orderSysId}/${o.pid}`);
      await page.getByText('One video, up to 100 MB and 60 seconds').waitFor();
      await page.getByLabel('5 stars').check();
      await page.getByLabel('Your review').fill('Sturdy and light. The video shows how it folds away.');
      await page.getByLabel('Add a video').setInputFiles(clip);
      await page.getByRole('button', { name: 'Remove the video' }).waitFor();
      // a slow uplink: the progress of the upload is shown while it goes
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 24 * 1024,
      });
      await page.getByRole('button', { name: 'Post review' }).click();
      const progress = page.getByTestId('upload-progress');
      await progress.getByText(/Uploading video… \d+%/).waitFor();
      await shot(page, 'reviews-video-progress-en');
      await page.waitForURL((u) => u.pathname.startsWith(`/ReviewDetail/${o.prdtSysId}/`), { timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await dialogSeen(dialogs, /^Your review is posted\./);
      // transcoded by the server's ffmpeg, then played inline with its poster
      const video = page.getByTestId('review-video');
      await video.waitFor({ timeout: 60_000 });
      assert.ok(await video.getAttribute('poster'), 'the video has a poster frame');
      await page.waitForFunction(
        () =>
          ((document.querySelector('[data-testid="review-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
        undefined,
        { timeout: 20_000 },
      );
      await shot(page, 'reviews-video-detail-en');
      await page.close();
    },
  },
  {
    name: 'moderation: staff hides a reported review with a reason on /admin/reviews; only its writer still sees it, with the reason (ko)',
    async run({ baseUrl, newPage, shot }) {
      const { buyer, admin, o } = await confirmedPurchase(baseUrl);
      const content = `신고 테스트용 리뷰입니다 ${Date.now() % 100000} 번째 후기`;
      const posted = await apiCall(
        baseUrl,
        'POST',
        `products/${o.prdtSysId}/reviews`,
        { orderSysId: o.orderSysId, orderPrdtSysId: o.pid, score: 2, content },
        buyer.token,
      );
      assert.equal(posted.resultCode, '0001', JSON.stringify(posted));
      const reviewId = (posted.review as { prdtReviewSysId: number }).prdtReviewSysId;
      const reported = await apiCall(
        baseUrl,
        'POST',
        `products/${o.prdtSysId}/reviews/${reviewId}/claims`,
        { reasonCode: 4 },
        admin.token,
      );
      assert.equal(reported.resultCode, '0001', JSON.stringify(reported));

      const staff = await newPage();
      await uiLogin(staff, baseUrl, 'ko', DEMO_USERS.admin);
      await staff.goto(`${baseUrl}/admin/reviews`);
      const entry = staff.getByTestId('report-entry').filter({ hasText: content });
      await scrollUntilVisible(staff, entry, 'the reported review');
      await entry.getByText('상품과 관계없는 내용').waitFor();
      // hiding needs a reason
      await entry.getByRole('button', { name: '숨기기' }).click();
      await entry.getByRole('alert').getByText('숨기거나 삭제할 때는 사유를 적어 주세요.').waitFor();
      await entry.getByLabel('처리 사유 (작성자에게 보여요)').fill('상품과 관계없는 내용이에요');
      await shot(staff, 'reviews-admin-report-ko');
      await entry.getByRole('button', { name: '숨기기' }).click();
      await entry.waitFor({ state: 'detached' });
      await staff.getByRole('button', { name: '숨김', exact: true }).click();
      const hidden = staff.getByTestId('report-entry').filter({ hasText: content });
      await scrollUntilVisible(staff, hidden, 'the hidden review');
      await hidden.getByText('처리 결과: 숨김 — 상품과 관계없는 내용이에요').waitFor();

      // gone from the public list; its writer still sees it, with the reason
      const list = await apiCall(baseUrl, 'GET', `products/${o.prdtSysId}/reviews/list?rowCount=100`);
      assert.ok(!(list.reviews as { prdtReviewSysId: number }[]).some((r) => r.prdtReviewSysId === reviewId));
      const page = await newPage();
      await uiLogin(page, baseUrl);
      await page.goto(`${baseUrl}/ReviewDetail/${o.prdtSysId}/${reviewId}`);
      await page.getByText('운영 정책에 따라 숨겨진 리뷰예요. (상품과 관계없는 내용이에요)').waitFor();
      await shot(page, 'reviews-hidden-writer-ko');
      await page.close();
      await staff.close();
    },
  },
  {
    name: 'questions: /ProductQa asks with the text rules and closes after "inquiry registered"; /WriteQna sends an inquiry with a photo; /Contact tells open or closed (en)',
    async run({ baseUrl, newPage, shot }) {
      const page = await newPage({ locale: 'en' });
      const dialogs = recordDialogs(page);
      await uiLogin(page, baseUrl, 'en');
      const cards = (await apiCall(baseUrl, 'GET', 'products/mainlist?startIndex=0&rowCount=1')).products as {
        prdtSysId: number;
      }[];
      const prdtSysId = cards[0]!.prdtSysId;

      // product Q&A: the ask sheet
      await page.goto(`${baseUrl}/ProductQa/${prdtSysId}`);
      await page.getByRole('button', { name: 'Ask about this product' }).click();
      const sheet = page.getByRole('dialog', { name: 'Ask about this product' });
      const box = sheet.getByLabel('Your question');
      // only spaces: the submit stays off
      await box.fill('   ');
      assert.ok(await sheet.getByRole('button', { name: 'Submit' }).isDisabled());
      // more than 7 line breaks: the new line is refused
      await box.fill('1\n2\n3\n4\n5\n6\n7\n8');
      await box.press('End');
      await box.press('Enter');
      assert.equal(((await box.inputValue()).match(/\n/g) ?? []).length, 7);
      // special characters: told, nothing sent
      await box.fill('Is it <waterproof>?');
      await sheet.getByRole('button', { name: 'Submit' }).click();
      await sheet.getByRole('alert').getByText('Special characters cannot be used in the inquiry.').waitFor();
      const text = `Is the lining washable ${Date.now() % 100000}?`;
      await box.fill(text);
      await sheet.getByLabel('Ask privately').check();
      await shot(page, 'questions-productqa-ask-en');
      await sheet.getByRole('button', { name: 'Submit' }).click();
      await waitUntil(() => dialogs.includes('Inquiry registered.'), 'the "inquiry registered" alert');
      await sheet.waitFor({ state: 'detached' });
      const mine = page.getByTestId('question-item').filter({ hasText: text });
      await mine.getByText('Private').waitFor();
      await mine.getByTestId('answer-state').getByText('Waiting for answer').waitFor();
      // someone else sees the private question masked
      const other = await apiCall(baseUrl, 'GET', `products/${prdtSysId}/questions?rowCount=100`);
      assert.ok(!JSON.stringify(other).includes(text), 'a secret question is masked for others');

      // a 1:1 inquiry with a photo
      await page.goto(`${baseUrl}/WriteQna`);
      await page.getByLabel('Delivery').check();
      await page.getByLabel('Title (optional)').fill('Late parcel');
      await page.getByLabel('Your inquiry').fill('My parcel has not moved for three days. Could you check it?');
      await page
        .getByLabel('Add photos')
        .setInputFiles([{ name: 'label.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto('#36c') }]);
      await page.getByTestId('photo-previews').locator('img').first().waitFor();
      await shot(page, 'questions-writeqna-en');
      await page.getByRole('button', { name: 'Send inquiry' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/RecieveCors/'));
      const detail = page.getByTestId('cors-detail');
      await detail.getByText('Late parcel').waitFor();
      await detail.getByText('Waiting for answer').waitFor();
      assert.equal(await detail.locator('img').count(), 1);
      // issue 26: the private photo shows through its signed link
      await page.waitForFunction(
        () =>
          ((document.querySelector('[data-testid="cors-detail"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) >
          0,
      );
      assert.match((await detail.locator('img').getAttribute('src')) ?? '', /^\/files\/private\/inquiries\//);
      await shot(page, 'questions-recievecors-en');

      // the customer centre: hours and whether it is open now (from the server's clock)
      await page.goto(`${baseUrl}/Contact`);
      await page.getByText('Weekdays 09:00 – 18:00').waitFor();
      await page.getByText('Lunch break 12:00 – 13:00').waitFor();
      const status = await page.getByTestId('centre-status').innerText();
      const hours = await apiCall(baseUrl, 'GET', 'operations/consulting/hours');
      assert.ok(status.includes(hours.openNow ? 'Open now' : 'Closed now'), status);
      await shot(page, 'questions-contact-en');
      await page.close();
    },
  },
];
