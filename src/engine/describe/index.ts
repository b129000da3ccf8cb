/** engine/describe — a diagram's text equivalent (description), for screen readers and documents. */
export { describe, type Description, type DescriptionSection } from './describe.js';
export { svgWithDescription } from './svg.js';
