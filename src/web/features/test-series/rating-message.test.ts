import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { ratingErrorMessage, ratingMessageTone } from './rating-message.ts';

describe('ratingMessageTone', () => {
  it('is red for error, fail or already, in any case', () => {
    expect(ratingMessageTone('Error submitting rating.')).toBe('error');
    expect(ratingMessageTone('Rating failed: only learners enrolled in this test series can rate it.')).toBe('error');
    expect(ratingMessageTone('You have ALREADY rated this series.')).toBe('error');
  });

  it('is green otherwise', () => {
    expect(ratingMessageTone('Thanks! Your rating has been saved.')).toBe('success');
    expect(ratingMessageTone('Your rating has been updated.')).toBe('success');
  });

  it('is red for a refused request, whatever its words', () => {
    expect(ratingMessageTone('Please log in to rate.', 'refused')).toBe('error');
    expect(ratingMessageTone('Please log in to rate.', 'saved')).toBe('success');
  });
});

describe('ratingErrorMessage', () => {
  it('asks a signed-out learner to log in', () => {
    expect(ratingErrorMessage(new ApiError(401, 'Sign in first.', 'not-signed-in'))).toBe('Please log in to rate.');
  });

  it("passes on the server's message for a refused rating", () => {
    const message = 'Rating failed: only learners enrolled in this test series can rate it.';
    expect(ratingErrorMessage(new ApiError(403, message, 'rating-needs-enrolment'))).toBe(message);
  });

  it('does not pass on a refusal that did not come from the API (no code)', () => {
    expect(ratingErrorMessage(new ApiError(413, 'Request failed (413).'))).toBe('Error submitting rating.');
  });

  it('falls back to the generic message for a dropped connection, a server fault or anything else', () => {
    expect(ratingErrorMessage(new ApiError(0, 'Could not reach Prepverse.'))).toBe('Error submitting rating.');
    expect(ratingErrorMessage(new ApiError(500, 'Internal'))).toBe('Error submitting rating.');
    expect(ratingErrorMessage(new Error('boom'))).toBe('Error submitting rating.');
  });
});
