/*
 * A reviewer's rejection of a document, written as the verification the traveller's document page
 * already shows: one photo problem, or one field that is unreadable or reads differently.
 */

export type ReviewedField = 'firstName' | 'lastName' | 'number' | 'issueDate' | 'expiryDate';
export type ReviewedFieldProblem = 'NOT_READABLE' | 'MISMATCH';
export type ReviewedImageProblem = 'TOO_SMALL' | 'BLURRED' | 'DARK' | 'CROPPED';

const fieldsByPrefix: Record<string, ReviewedField> = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  NUMBER: 'number',
  ISSUE_DATE: 'issueDate',
  EXPIRY_DATE: 'expiryDate',
};
const imageProblems = new Set<string>(['TOO_SMALL', 'BLURRED', 'DARK', 'CROPPED']);

export interface RejectionFindings {
  fields: { field: ReviewedField; problem: ReviewedFieldProblem }[];
  image: ReviewedImageProblem[];
}

/** `BLURRED` → a photo problem; `NUMBER_MISMATCH` → the number reads differently; and so on. */
export function rejectionFindings(reason: string): RejectionFindings {
  if (imageProblems.has(reason)) {
    return { fields: [], image: [reason as ReviewedImageProblem] };
  }
  const match = /^([A-Z_]+?)_(NOT_READABLE|MISMATCH)$/.exec(reason);
  const field = match ? fieldsByPrefix[match[1]!] : undefined;
  if (!match || !field) throw new RangeError(`unknown rejection reason ${reason}`);
  return { fields: [{ field, problem: match[2] as ReviewedFieldProblem }], image: [] };
}

/** How long a reviewer holds a document they opened before another may take it. */
export const REVIEW_LEASE_MINUTES = 15;

/** Whether `staffId` may decide a document claimed by `claimedBy` until `claimedUntil`. */
export function holdsReviewClaim(
  claim: { claimedBy: string | null; claimedUntil: Date | null },
  staffId: string,
  now: Date,
): boolean {
  return (
    claim.claimedBy === staffId &&
    claim.claimedUntil !== null &&
    claim.claimedUntil.getTime() > now.getTime()
  );
}
