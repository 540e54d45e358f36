/** Markup of a complete contact form, as docs/markup.md describes it. */
export const contactFormHtml = `
<form data-block="form" data-block-config='{"formId":"contact"}'>
  <div data-field-id="name" data-field-type="name" data-field-required>
    <fieldset>
      <legend data-field-title>Name</legend>
      <label>First Name <input name="fname" required></label>
      <label>Last Name <input name="lname" required></label>
    </fieldset>
  </div>
  <div data-field-id="email" data-field-type="email">
    <label data-field-title for="f-email">Email</label>
    <input id="f-email" type="email" name="email" required>
  </div>
  <div data-field-id="message" data-field-type="textarea">
    <label data-field-title for="f-message">Message</label>
    <textarea id="f-message" name="message" data-max-length="20"></textarea>
  </div>
  <button type="submit">Send</button>
  <template data-form-post-submit><p>Thanks, we will be in touch.</p></template>
</form>`;

export function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

export function setValue(selector: string, value: string): void {
  const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (!control) throw new Error(`no ${selector}`);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
