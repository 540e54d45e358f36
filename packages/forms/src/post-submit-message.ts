/**
 * The success state (spec 000 §4): all form content hidden, the post-submit message shown and
 * focused, and the scripts in it run as the site owner wrote them. Scripts are re-created as
 * new script elements (never eval), so they run once, in order, under the page's own CSP.
 */
import { anatomy } from './form-anatomy';

/** Replaces each script in `root` with a fresh element the browser will run on insertion. */
function recreateScripts(root: ParentNode, doc: Document): void {
  for (const old of root.querySelectorAll('script')) {
    const script = doc.createElement('script');
    for (const attribute of old.attributes) script.setAttribute(attribute.name, attribute.value);
    // Dynamically inserted external scripts are async by default; keep the written order.
    if (old.hasAttribute('src') && !old.hasAttribute('async')) script.async = false;
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}

/** The message content: the template's content, or a paragraph with `fallback`. */
function postSubmitContent(form: HTMLFormElement, fallback: string): DocumentFragment {
  const doc = form.ownerDocument;
  const template = form.querySelector<HTMLTemplateElement>(`template[${anatomy.postSubmit}]`);
  const fragment = doc.createDocumentFragment();
  if (template) {
    fragment.append(doc.importNode(template.content, true));
  } else {
    const paragraph = doc.createElement('p');
    paragraph.textContent = fallback;
    fragment.append(paragraph);
  }
  return fragment;
}

/**
 * Hides the form's content and shows, focuses and returns the post-submit message. Its scripts
 * run unless `runScripts` is false: after a success redirect they never run (spec 002 §4:
 * "redirected …; otherwise the submission HTML is run"), even when the form is seen again.
 */
export function showPostSubmitMessage(
  form: HTMLFormElement,
  fallback: string,
  runScripts = true,
): HTMLElement {
  const doc = form.ownerDocument;
  const content = postSubmitContent(form, fallback);
  if (runScripts) recreateScripts(content, doc);
  else for (const script of content.querySelectorAll('script')) script.remove();
  for (const child of form.children) {
    if (child instanceof HTMLElement || child instanceof SVGElement) {
      child.setAttribute('hidden', '');
      // A site rule such as `.button { display: inline-block }` beats the user agent's
      // [hidden] rule; only an important inline declaration hides the child whatever the CSS.
      child.style.setProperty('display', 'none', 'important');
    }
  }
  const message = doc.createElement('div');
  message.setAttribute(anatomy.postSubmitMessage, '');
  message.setAttribute('role', 'status');
  message.tabIndex = -1;
  form.append(message);
  // Inserted after the container is in the page, so its scripts run now.
  message.append(content);
  message.focus();
  return message;
}
