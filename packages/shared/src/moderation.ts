/**
 * Why a listing is held for an admin's review. While held its status is PENDING: search, the map
 * and alerts leave it out, and its owner sees the reason in words.
 */
export const LISTING_REVIEW_REASONS = ['REPORTED', 'DUPLICATE_PHOTOS'] as const;
export type ListingReviewReason = (typeof LISTING_REVIEW_REASONS)[number];

export const LISTING_REVIEW_REASON_LABELS: Readonly<Record<ListingReviewReason, string>> = {
  REPORTED:
    'Under review: several people reported this listing. It is hidden until our team has looked at it.',
  DUPLICATE_PHOTOS:
    'Under review: a photo matches one on another owner’s listing. It goes live once our team has checked it.',
};

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'LISTING',
  'USER',
  'REPORT',
  'VERIFICATION',
  'MESSAGE',
  'CONVERSATION',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
