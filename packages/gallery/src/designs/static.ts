/**
 * The static designs (spec 001 §4 "Static layouts"): laid out once per width, nothing moves; a
 * click opens the lightbox or follows the click-through url (the engine's default). Each layout
 * takes the gallery's options whole: it merges them over its defaults and reads only its own keys.
 */
import type { DesignModule } from '../engine';
import { layoutAutocolumns } from '../layouts/autocolumns';
import { layoutAutogrid } from '../layouts/autogrid';
import { layoutAutorows } from '../layouts/autorows';
import { layoutGrid } from '../layouts/grid';
import { layoutList } from '../layouts/list';

export const gridDesign: DesignModule = {
  name: 'grid',
  interactive: false,
  layout: layoutGrid,
};

export const autogridDesign: DesignModule = {
  name: 'autogrid',
  interactive: false,
  layout: layoutAutogrid,
};

export const autocolumnsDesign: DesignModule = {
  name: 'autocolumns',
  interactive: false,
  layout: layoutAutocolumns,
};

export const autorowsDesign: DesignModule = {
  name: 'autorows',
  interactive: false,
  layout: layoutAutorows,
};

export const listDesign: DesignModule = {
  name: 'list',
  interactive: false,
  layout: layoutList,
};
