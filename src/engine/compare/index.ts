/**
 * engine/compare — what changed between two versions of a diagram, cells paired by id and, when
 * ids changed, by meaning. Pure and deterministic.
 */
export { diffVersions, type DiagramDiff, type DiffOptions, type Version, type CellRef, type CellChange, type EdgeRef, type EdgeChange, type FieldChange, type ChangeField, type Section } from './diff.js';
export { matchCells, normLabel } from './match.js';
