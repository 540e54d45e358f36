import { Link } from 'react-router';
import { messages } from '../messages';
import { useDocumentTitle } from '../use-document-title';

/** Any other /config/ address: say so, and offer the way back. */
export function NotFoundRoute() {
  useDocumentTitle(messages.contentMissing);
  return (
    <>
      <h1 tabIndex={-1}>{messages.contentMissing}</h1>
      <p>{messages.notFound}</p>
      <p>
        <Link to="/">{messages.siteHeading}</Link>
      </p>
    </>
  );
}
