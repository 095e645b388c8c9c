// @vitest-environment jsdom
// Pure rules of the news badge (unseen count, last viewed kept in localStorage), the announcement day in
// Mexico City and the subscription payment problem of mi-cuenta (status warning 6).
import { describe, expect, it } from 'vitest';
import { hasPaymentProblem } from '../../../../renderer/src/features/account/MyAccountScreen';
import { markNewsSeen, NEWS_SEEN_KEY, unseenCount } from '../../../../renderer/src/features/support/newsSeen';

describe('news badge', () => {
  it('counts the items above the last one viewed', () => {
    const ids = ['n5', 'n4', 'n3', 'n2', 'n1'];
    expect(unseenCount(ids, null)).toBe(5);
    expect(unseenCount(ids, 'n5')).toBe(0);
    expect(unseenCount(ids, 'n3')).toBe(2);
    // The last viewed item dropped out of the newest 5: everything shown is new.
    expect(unseenCount(ids, 'n0')).toBe(5);
  });

  it('remembers the newest viewed item in localStorage', () => {
    markNewsSeen('n5');
    expect(window.localStorage.getItem(NEWS_SEEN_KEY)).toBe('n5');
  });
});

describe('subscription payment problem', () => {
  it('is an uncollectible invoice, or an open one with failed attempts', () => {
    expect(hasPaymentProblem(null)).toBe(false);
    expect(hasPaymentProblem({ status: 'paid', attempt_count: 3 })).toBe(false);
    expect(hasPaymentProblem({ status: 'open', attempt_count: 0 })).toBe(false);
    expect(hasPaymentProblem({ status: 'open', attempt_count: 1 })).toBe(true);
    expect(hasPaymentProblem({ status: 'uncollectible', attempt_count: 0 })).toBe(true);
  });
});
