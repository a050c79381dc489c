import type * as feedbackContract from '@platform/contract/system/feedback';
import { translationKey } from '../../lib/translation-key.ts';

type QuestionType = (typeof feedbackContract.feedbackQuestionTypes)[number];

/*
 * The contract's constants are typed as literals, so these copies fail to compile if the contract
 * changes them; importing the values would pull the whole schema library into the page.
 */
export const feedbackContentLengthMin: typeof feedbackContract.feedbackContentLengthMin = 10;
export const feedbackContentLengthMax: typeof feedbackContract.feedbackContentLengthMax = 500;
export const feedbackContactLengthMax = 100;

/** The question types of spec §3 with their labels, in the order the form lists them. */
export const feedbackQuestionTypes = [
  { value: 'deposit', labelKey: translationKey('feedback.questionTypes.deposit') },
  { value: 'withdrawal', labelKey: translationKey('feedback.questionTypes.withdrawal') },
  { value: 'game', labelKey: translationKey('feedback.questionTypes.game') },
  { value: 'customer_service', labelKey: translationKey('feedback.questionTypes.customerService') },
  { value: 'application', labelKey: translationKey('feedback.questionTypes.application') },
  { value: 'other', labelKey: translationKey('feedback.questionTypes.other') },
] as const satisfies ReadonlyArray<{ value: QuestionType; labelKey: string }>;

// Every question type of the contract must be offered: this fails to compile when one is missing.
type OfferedQuestionType = (typeof feedbackQuestionTypes)[number]['value'];
const everyQuestionTypeOffered: Record<Exclude<QuestionType, OfferedQuestionType>, never> = {};
void everyQuestionTypeOffered;

export interface FeedbackDraft {
  questionType: QuestionType;
  content: string;
  contact: string;
}

export type FeedbackProblems = Partial<Record<'content' | 'contact', 'contentLength' | 'contactLength'>>;

/** Checks a draft as the server will, so most mistakes show before sending. */
export function checkFeedback(draft: FeedbackDraft): FeedbackProblems {
  const problems: FeedbackProblems = {};
  const contentLength = draft.content.trim().length;
  if (contentLength < feedbackContentLengthMin || contentLength > feedbackContentLengthMax) problems.content = 'contentLength';
  if (draft.contact.trim().length > feedbackContactLengthMax) problems.contact = 'contactLength';
  return problems;
}
