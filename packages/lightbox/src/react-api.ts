/**
 * The React functions the lightbox calls, imported in this one place. A bundler that keeps React
 * outside the bundle (a page that shares it, preact/compat) writes one import statement per
 * module that imports it: routed through here, the lightbox's dozen hooks and parts cost one
 * (65 B brotli of the lightbox chunk). biome.json tells the hook-dependency lint that these are
 * React's hooks, since it recognises them by where they are imported from.
 */
export { createElement, useEffect, useId, useReducer, useRef, useState } from 'react';
