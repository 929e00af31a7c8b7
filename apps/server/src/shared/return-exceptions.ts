import { RC, SHOWABLE_RETURN_EXCEPTIONS, unshowableReturnExceptions } from '@lc/contracts';
import { AppError } from '../http/errors.js';

/**
 * 전자상거래법 제17조 ⑥: a product names the exceptions to the right of withdrawal it shows before the
 * purchase, out of 2–5 (exception 1, the buyer's own damage, applies without notice). Any other number
 * is refused with 7049 (its message and the field error name the allowed codes).
 */
export function assertShowableReturnExceptions(codes: readonly number[] | undefined): void {
  const wrong = codes ? unshowableReturnExceptions(codes) : [];
  if (wrong.length === 0) return;
  throw new AppError(RC.RETURN_EXCEPTION_UNKNOWN, {
    errors: [
      { path: 'returnExceptions', message: `not one of ${SHOWABLE_RETURN_EXCEPTIONS.join(', ')}: ${wrong.join(', ')}` },
    ],
  });
}
