/** GET /api/console/forms: one form of the site config. */
export interface ConsoleForm {
  id: string;
  name: string;
  fields: { name: string; title: string }[];
  submissionCount: number;
  lastSubmittedAt: string | null;
}

/** One stored submission (openapi StoredSubmission). */
export interface StoredSubmission {
  id: string;
  formId: string;
  collectionId: string | null;
  objectName: string | null;
  isOverlayForm: boolean;
  fields: Record<string, unknown>;
  page: Record<string, string>;
  createdAt: string;
}

/** GET /api/form/submissions: one page, newest or oldest first, and how many match q. */
export interface SubmissionsPage {
  submissions: StoredSubmission[];
  nextCursor: string | null;
  total?: number;
}

export type SubmissionOrder = 'newest' | 'oldest';
