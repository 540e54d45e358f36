/**
 * The static designs (spec 001 §4 "Static layouts"): laid out once per width, nothing moves; a
 * click opens the lightbox or follows the click-through url (the engine's default).
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
  layout: (slides, container, { slidesPerRow, padding, imageAspectRatio }) =>
    layoutGrid(slides, container, { slidesPerRow, padding, imageAspectRatio }),
};

export const autogridDesign: DesignModule = {
  name: 'autogrid',
  interactive: false,
  layout: (slides, container, { columnWidth, gutter, columnWidthBehavior, imageAspectRatio }) =>
    layoutAutogrid(slides, container, {
      columnWidth,
      gutter,
      columnWidthBehavior,
      imageAspectRatio,
    }),
};

export const autocolumnsDesign: DesignModule = {
  name: 'autocolumns',
  interactive: false,
  layout: (slides, container, { columnWidth, gutter, columnWidthBehavior, imageAspectRatio }) =>
    layoutAutocolumns(slides, container, {
      columnWidth,
      gutter,
      columnWidthBehavior,
      imageAspectRatio,
    }),
};

export const autorowsDesign: DesignModule = {
  name: 'autorows',
  interactive: false,
  layout: (slides, container, { rowHeight, gutter }) =>
    layoutAutorows(slides, container, { rowHeight, gutter }),
};

export const listDesign: DesignModule = {
  name: 'list',
  interactive: false,
  layout: (slides, container, { listImageSize, gutter, imageAspectRatio }) =>
    layoutList(slides, container, { listImageSize, gutter, imageAspectRatio }),
};
