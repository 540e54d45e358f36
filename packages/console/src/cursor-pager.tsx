import { messages } from './messages';

export interface CursorPagerProps {
  /** 1-based number of the page shown. */
  page: number;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  label: string;
}

/** Previous and next over the server's cursor pages (the server keeps no page numbers). */
export function CursorPager({ page, hasNext, onPrevious, onNext, label }: CursorPagerProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="pager">
      <button type="button" onClick={onPrevious} disabled={page === 1}>
        {messages.previousPage}
      </button>
      <span>Page {page}</span>
      <button type="button" onClick={onNext} disabled={!hasNext}>
        {messages.nextPage}
      </button>
    </nav>
  );
}
