/**
 * The cart's look inside the overlay host's shadow root (drawer) or the full-page cart's own
 * shadow root: themed through the same custom properties as every overlay (README "Theming").
 */
export const cartStyles = `.cart{display:grid;gap:16px;color:var(--_fg);font:inherit;font-size:15px;line-height:1.45}
.heading{margin:0 36px 0 0;font-size:20px;font-weight:600}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.entries{display:grid;gap:14px;margin:0;padding:0;list-style:none}
.entry{display:grid;grid-template-columns:64px 1fr auto;gap:12px;align-items:start}
.thumb{display:block;width:64px;height:64px;border-radius:6px;background:var(--_border);object-fit:cover}
.details p,.line p{margin:0}
.name{font-weight:600}
.muted{color:var(--_muted);font-size:14px}
.badge{margin-left:6px;padding:0 6px;border-radius:4px;background:var(--_accent);color:var(--_accent-fg);font-size:12px}
.line{display:grid;justify-items:end;gap:4px}
.stepper{display:inline-flex;align-items:center;margin-top:6px;border:1px solid var(--_border);border-radius:6px}
.stepper button{width:32px;height:32px;border:0;background:transparent;color:var(--_fg);font:inherit;font-size:18px;cursor:pointer}
.stepper input{width:3.2em;height:32px;border:0;border-inline:1px solid var(--_border);background:transparent;color:var(--_fg);font:inherit;text-align:center;-moz-appearance:textfield}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.row input,.row select{min-height:34px;padding:4px 8px;border:1px solid var(--_border);border-radius:6px;background:var(--_bg);color:var(--_fg);font:inherit}
fieldset{margin:0 0 8px;padding:0;border:0}
legend{margin-bottom:4px;font-weight:600}
.choice{display:flex;align-items:center;gap:8px;min-height:32px}
.chips,.invalid{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 0;padding:0;list-style:none}
.chips li{display:inline-flex;align-items:center;gap:4px;padding:2px 4px 2px 10px;border:1px solid var(--_border);border-radius:999px}
.invalid{display:block;color:var(--tessera-error,#b3261e)}
.totals{display:grid;gap:4px;margin:0}
.totals div{display:flex;justify-content:space-between;gap:12px}
.totals dd{margin:0;font-variant-numeric:tabular-nums}
.grand{padding-top:6px;border-top:1px solid var(--_border);font-weight:700}
.notice{margin:0;color:var(--_muted)}
.question{display:grid;gap:10px;padding:12px;border:2px solid var(--_accent);border-radius:8px}
.question p{margin:0}
.error{margin:0;color:var(--tessera-error,#b3261e);font-weight:600}
.empty{margin:0;color:var(--_muted)}
button{font:inherit}
.primary,.secondary{min-height:40px;padding:8px 18px;border:1px solid var(--_accent);border-radius:var(--tessera-button-radius,6px);font-weight:600;cursor:pointer}
.primary{background:var(--_accent);color:var(--_accent-fg)}
.secondary{min-height:34px;padding:4px 14px;background:transparent;color:var(--_fg)}
.primary:disabled{opacity:.55;cursor:not-allowed}
.link{padding:4px 8px;border:0;background:transparent;color:var(--_fg);font-size:18px;line-height:1;cursor:pointer}
.continue{justify-self:start;font-size:15px;text-decoration:underline}
button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}`;

/** The modal as a drawer on the inline end, full height (the Modal's own look otherwise). */
export const drawerStyles = `.modal:has([data-drawer]){width:min(440px,100vw);height:100dvh;max-height:100dvh;margin:0 0 0 auto;border-block:0;border-inline-end:0;border-radius:0}`;
