// A stand-in for a social platform's follow-button script (docs/markup.md, "Social follow
// button"), served by the site itself so the demo works offline and under its CSP: the follow
// block loads it after consent, with a 10 s time-out. A real platform's script would turn the
// link into its button; this one only marks the page, so tests can see that it ran.
document.documentElement.dataset.followDemo = 'loaded';
