// The enumerations the web app's first screen reads (a stored session's role, the landing
// page's search) are modules of their own: a module is the smallest piece a bundle takes, so
// the entry carries these and not every enumeration with its labels.
export const ROLES = ['TENANT', 'LANDLORD', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
