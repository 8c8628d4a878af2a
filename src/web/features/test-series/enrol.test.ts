import { describe, expect, it } from 'vitest';
import { enrolAction } from './enrol.ts';

const series = '4741dc25-aaa3-4891-aa06-5d9b2bd8e67e';
const learner = '0f2b9a4e-1111-4c3d-9e8f-222233334444';

describe('enrolAction', () => {
  it('asks a signed-out visitor to sign in and come back to the series', () => {
    expect(enrolAction(series, null, new Set([series]))).toEqual({
      kind: 'sign-in',
      label: 'Sign In to Enroll',
      returnPath: `/testseriesdetail/${series}`,
    });
  });

  it('sends an enrolled learner to the tests', () => {
    expect(enrolAction(series, learner, new Set([series]))).toEqual({ kind: 'detail', label: 'Attempt', path: `/testseriesdetail/${series}` });
  });

  it('sends a learner who is not enrolled to checkout', () => {
    expect(enrolAction(series, learner, new Set(['another']))).toEqual({
      kind: 'checkout',
      label: 'Enroll Now',
      path: `/checkout/${learner}/${series}`,
    });
  });
});
