/** One result code: the HTTP status it travels with and its message in Korean and English. */
export interface ResultCodeEntry {
  readonly status: number;
  readonly ko: string;
  readonly en: string;
}

export const entry = (status: number, ko: string, en: string): ResultCodeEntry => ({ status, ko, en });
