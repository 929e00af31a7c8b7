import { createQuestionAnswers } from './questions.answers.js';
import { createQuestionAsking } from './questions.asking.js';
import { createQuestionsContext, type QuestionsDeps } from './questions.context.js';
import { createQuestionReading } from './questions.reading.js';

export type { QuestionAnsweredPush, QuestionsDeps } from './questions.context.js';

/**
 * Product Q&A, 1:1 inquiries and answering (issue 12): one service composed of asking, reading and
 * answering, which share questions.context.ts (presenters in questions.presenters.ts).
 */
export function createQuestionsService(deps: QuestionsDeps) {
  const ctx = createQuestionsContext(deps);
  return {
    ...createQuestionAsking(ctx),
    ...createQuestionReading(ctx),
    ...createQuestionAnswers(ctx),
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
