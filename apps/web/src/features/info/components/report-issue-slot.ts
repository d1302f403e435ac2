import type { ComponentType, ReactNode } from 'react';

export interface ReportIssueSlotProps {
  /** The button's content (text, or an icon and text). */
  children: ReactNode;
  className: string;
  dialogTitle?: string;
  subject?: string;
}

/**
 * The contact feature's 'report an issue' button (it opens the contact form in a dialog). Info
 * pages take it as a prop: the app composes the two features, which never import each other.
 */
export type ReportIssueSlot = ComponentType<ReportIssueSlotProps>;
