/**
 * The popup's content when the page has no `<template data-popup-overlay>`: built from the
 * popup settings the reference server sends (title, body, image, imageAlt, formId,
 * submitButtonText, successMessage; beyond the spec) as the newsletter form markup that the
 * forms block activates (docs/markup.md, "Forms").
 */
import { popupMessages } from './popup-messages';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string> = {},
  content?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (content !== undefined) node.textContent = content;
  return node;
}

/** The content fragment, or undefined when the settings name no form to hold. */
export function popupContent(settings: unknown, doc: Document): DocumentFragment | undefined {
  const raw = (settings !== null && typeof settings === 'object' ? settings : {}) as Record<
    string,
    unknown
  >;
  const formId = text(raw.formId);
  if (!formId) return undefined;
  const fragment = doc.createDocumentFragment();
  fragment.append(
    element(doc, 'h2', { 'data-popup-title': '' }, text(raw.title) ?? popupMessages.popupTitle),
  );
  const image = text(raw.image);
  if (image) {
    fragment.append(
      element(doc, 'img', {
        src: image,
        alt: text(raw.imageAlt) ?? '',
        'data-part': 'popup-image',
      }),
    );
  }
  const body = text(raw.body);
  if (body) fragment.append(element(doc, 'p', {}, body));

  const block = element(doc, 'div', {
    'data-block': 'form',
    'data-block-config': JSON.stringify({ formId, newsletter: true, isOverlayForm: true }),
  });
  const form = element(doc, 'form', { method: 'post' });
  const field = element(doc, 'div', { 'data-field-id': 'email', 'data-field-type': 'email' });
  field.append(
    element(
      doc,
      'label',
      { 'data-field-title': '', for: 'tessera-popup-email' },
      popupMessages.popupEmailLabel,
    ),
    element(doc, 'input', {
      id: 'tessera-popup-email',
      name: 'email',
      type: 'email',
      autocomplete: 'email',
      required: '',
    }),
  );
  const submit = element(
    doc,
    'button',
    { type: 'submit' },
    text(raw.submitButtonText) ?? popupMessages.popupSubmit,
  );
  const postSubmit = element(doc, 'template', { 'data-form-post-submit': '' });
  postSubmit.content.append(
    element(doc, 'p', {}, text(raw.successMessage) ?? popupMessages.popupThanks),
  );
  form.append(field, submit, postSubmit);
  block.append(form);
  fragment.append(block);
  return fragment;
}
