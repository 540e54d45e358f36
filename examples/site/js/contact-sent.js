// Run by the contact form's post-submit message (a file, not inline: the server's
// Content-Security-Policy allows scripts from the site's own origin only).
window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ event: 'contact-form-sent' });
