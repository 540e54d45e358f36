/**
 * Theme variables (README "Theming"): each theme reads the site's custom properties first and
 * falls back to its own colours. Light reads --tessera-*, dark reads --tessera-dark-*.
 * The fallbacks meet WCAG AA contrast (checked by axe in the Chromium tests).
 */
export const themeStyles = `[data-theme]{--_bg:var(--tessera-bg,#fff);--_fg:var(--tessera-fg,#1b1b1f);--_muted:var(--tessera-muted,#4d4d55);--_accent:var(--tessera-accent,#1a56db);--_accent-fg:var(--tessera-accent-fg,#fff);--_border:var(--tessera-border,#c9c9d0);--_backdrop:var(--tessera-backdrop,rgba(15,15,20,.55));color-scheme:light}
[data-theme=dark]{--_bg:var(--tessera-dark-bg,#1e1e22);--_fg:var(--tessera-dark-fg,#f2f2f5);--_muted:var(--tessera-dark-muted,#bdbdc6);--_accent:var(--tessera-dark-accent,#8ab4f8);--_accent-fg:var(--tessera-dark-accent-fg,#111114);--_border:var(--tessera-dark-border,#4a4a52);--_backdrop:var(--tessera-dark-backdrop,rgba(0,0,0,.7));color-scheme:dark}`;
