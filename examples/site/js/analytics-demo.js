// A stand-in for a site's analytics tag, gated by the cookie banner (docs/markup.md, "Consent"):
// the page holds it as <script type="text/plain" data-consent="analytics">, and Tessera runs it
// only once the visitor accepts cookies (or at once when no restrictive policy is on).
document.documentElement.dataset.analyticsDemo = 'loaded';
console.info('[demo] analytics loaded after consent');
