import { describe, expect, it } from 'vitest';
import { REVIEW_TEXTS, reviewerDisplayName } from '../review-rules';
import { reviewHiddenPayloadSchema, reviewPayloadSchema } from './review';

const valid = {
  rating: 5,
  cleanliness: '4',
  location: 3,
  staff: 5,
  value: 4,
  text: '  A calm, clean room near the station.  ',
};

describe('review payload', () => {
  it('reads numeric text as a score and trims the text', () => {
    expect(reviewPayloadSchema.parse(valid)).toMatchObject({
      cleanliness: 4,
      text: 'A calm, clean room near the station.',
    });
  });

  it.each([0, 6, 4.5, null, '', 'five', undefined])('refuses the score %j by name', (score) => {
    const result = reviewPayloadSchema.safeParse({ ...valid, staff: score });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      REVIEW_TEXTS.scoreRequired('Staff'),
    ]);
  });

  it('keeps the text between 20 and 2 000 characters, counted without surrounding spaces', () => {
    const message = (text: string) =>
      reviewPayloadSchema.safeParse({ ...valid, text }).error?.issues[0]?.message;
    expect(message(' '.repeat(30))).toBe(REVIEW_TEXTS.textRequired);
    expect(message(`  ${'a'.repeat(19)}  `)).toBe(REVIEW_TEXTS.textTooShort);
    expect(message('a'.repeat(20))).toBeUndefined();
    expect(message('a'.repeat(2000))).toBeUndefined();
    expect(message('a'.repeat(2001))).toBe(REVIEW_TEXTS.textTooLong);
  });

  it('needs a reason to hide, none to show again', () => {
    expect(reviewHiddenPayloadSchema.safeParse({ hidden: true }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: REVIEW_TEXTS.reasonRequired,
    });
    expect(reviewHiddenPayloadSchema.safeParse({ hidden: false }).success).toBe(true);
  });
});

describe('reviewerDisplayName', () => {
  it.each([
    ['Marta Lopes', 'Marta L.'],
    ['  ana   maria  de souza ', 'ana S.'],
    ['Cher', 'Cher'],
    ['', 'Guest'],
  ])('shows %j as %j', (fullName, shown) => {
    expect(reviewerDisplayName(fullName)).toBe(shown);
  });
});
