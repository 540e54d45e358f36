/**
 * The request a form's own endpoint expects (issue 20), built from the browser's own data set
 * of the form (the names the endpoint reads): Formspree-style JSON (automatic for a formspree.io
 * action, or the `json` option), else the form's method and enctype as the browser would send
 * them, with the submit button's formaction, formmethod and formenctype. A Netlify form gets
 * its `form-name`. Accept: application/json asks the endpoint for errors it can name.
 */
import { isNetlifyForm } from './form-backend';
import { getOwn, setOwn } from './set-own';

export interface EndpointRequest {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

type Submitter = HTMLButtonElement | HTMLInputElement;

function isFormspree(url: URL): boolean {
  return url.hostname === 'formspree.io' || url.hostname.endsWith('.formspree.io');
}

export function endpointRequest(
  form: HTMLFormElement,
  submitter: Element | null | undefined,
  json: boolean | undefined,
): EndpointRequest {
  const button = submitter as Submitter | undefined;
  // The button's own attributes (formaction, …) win over the form's, as the browser does it.
  // Attributes, not form.action or form.method: a control named "action" or "method" (a common
  // hidden input) shadows those properties.
  const own = (name: string) =>
    button?.getAttribute(`form${name}`) ?? form.getAttribute(name) ?? '';
  const url = new URL(own('action'), form.baseURI);
  const method = own('method').trim().toLowerCase() === 'post' ? 'POST' : 'GET';
  const enctype = own('enctype').trim().toLowerCase();
  const data = new FormData(form);
  if (button?.name) data.append(button.name, button.value);
  if (isNetlifyForm(form) && !data.has('form-name')) {
    data.set('form-name', form.getAttribute('name') ?? '');
  }
  // Text entries as the browser's urlencoded submission writes them (a file by its name).
  const entries = [...data].map(([name, value]): [string, string] => [
    name,
    typeof value === 'string' ? value : value.name,
  ]);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const request: EndpointRequest = { url: url.href, init: { method, headers } };
  if (method === 'GET') {
    url.search = new URLSearchParams(entries).toString();
    request.url = url.href;
  } else if (json ?? isFormspree(url)) {
    const object: Record<string, string | string[]> = {};
    for (const [name, value] of entries) {
      const before = getOwn(object, name);
      setOwn(object, name, before === undefined ? value : [before, value].flat());
    }
    headers['Content-Type'] = 'application/json';
    request.init.body = JSON.stringify(object);
  } else if (enctype === 'multipart/form-data') {
    request.init.body = data;
  } else if (enctype === 'text/plain') {
    headers['Content-Type'] = 'text/plain';
    request.init.body = entries.map(([name, value]) => `${name}=${value}\r\n`).join('');
  } else {
    request.init.body = new URLSearchParams(entries);
  }
  return request;
}
