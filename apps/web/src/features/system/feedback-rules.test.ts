import { describe, expect, it } from 'vitest';
import { checkFeedback, feedbackContentLengthMax, feedbackContentLengthMin, feedbackQuestionTypes } from './feedback-rules.ts';

const draft = (content: string, contact = '') => ({ questionType: 'deposit' as const, content, contact });

describe('checkFeedback', () => {
  it('accepts content of 10 to 500 characters after trimming', () => {
    expect(checkFeedback(draft('a'.repeat(feedbackContentLengthMin)))).toEqual({});
    expect(checkFeedback(draft('a'.repeat(feedbackContentLengthMax)))).toEqual({});
  });

  it('refuses content that is too short once trimmed, or too long', () => {
    expect(checkFeedback(draft(`   ${'a'.repeat(feedbackContentLengthMin - 1)}   `))).toEqual({ content: 'contentLength' });
    expect(checkFeedback(draft('a'.repeat(feedbackContentLengthMax + 1)))).toEqual({ content: 'contentLength' });
  });

  it('refuses a contact longer than 100 characters', () => {
    expect(checkFeedback(draft('a'.repeat(20), 'x'.repeat(101)))).toEqual({ contact: 'contactLength' });
  });

  it('offers the six question types of the specification', () => {
    expect(feedbackQuestionTypes.map((type) => type.value)).toEqual([
      'deposit',
      'withdrawal',
      'game',
      'customer_service',
      'application',
      'other',
    ]);
  });
});
