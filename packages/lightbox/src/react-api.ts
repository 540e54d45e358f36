/**
 * The React functions the lightbox calls, imported in this one place. A bundler that keeps React
 * outside the bundle (a page that shares it, preact/compat) writes one import statement per
 * module that imports it: routed through here, the lightbox's dozen hooks and parts cost one
 * (65 B brotli of the lightbox chunk). biome.json tells the hook-dependency lint that these are
 * React's hooks, since it recognises them by where they are imported from.
 *
 * The view's .tsx files use the classic JSX runtime (`@jsx React.createElement`, with this
 * module as `React`): `createElement(type, props, ...children)` is shorter than the automatic
 * runtime's `jsx(type, { ...props, children })`, and the automatic runtime's import is written
 * into every .tsx file apart (67 B brotli of the lightbox chunk for the two). esbuild adds no
 * `__self`, so React 19 does not warn about the old transform. `JSX` is here for TypeScript,
 * which looks the element types up on the factory's namespace.
 */
/** @public TypeScript looks the view's element types up here (the factory's namespace). */
export type { JSX } from 'react';
/** @public `Fragment` is used by the view's `@jsxFrag React.Fragment`, which knip does not read. */
export { createElement, Fragment, useEffect, useId, useReducer, useRef, useState } from 'react';
