/**
 * useTesseraForm rendered on a server (react-dom/server in plain node: no window, no document):
 * no throw, the form as the browser will first see it, no call.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';

describe('server rendering', () => {
  it('renders the form with its endpoint as the action, idle, the counter at 0', () => {
    const html = renderToString(
      <ContactForm options={{ endpoint: 'https://formspree.io/f/abc' }} />,
    );
    expect(html).toEqual(
      '<form noValidate="" aria-label="Contact" action="https://formspree.io/f/abc" method="post"><label for="name">Name</label><input id="name" required="" name="name" value=""/><label for="email">Email</label><input id="email" type="email" required="" name="email" value=""/><label for="message">Message</label><textarea id="message" name="message" data-max-length="10"></textarea><p data-over="false">0 / 10</p><button type="submit">Send</button><div role="alert"></div></form>',
    );
  });

  it('renders a form for the Tessera contract without an action', () => {
    const html = renderToString(<ContactForm options={{ endpoint: { tessera: '' } }} />);
    expect(html.slice(0, html.indexOf('>') + 1)).toEqual(
      '<form noValidate="" aria-label="Contact" method="post">',
    );
  });
});
