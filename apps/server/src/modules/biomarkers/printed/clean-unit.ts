import { normaliseUnit } from '../units/normalise-unit';
import { readUnit } from '../units/read-unit';
import { catalogueIndex } from './catalogue-index';

/** What a report prints in the unit column when a value has no unit. */
const PLACEHOLDER = /^(?:-+|—|–|\.|n\/?a|none|nil|no unit)$/iu;

/**
 * A printed unit in the spelling the catalogue's units compare in: brackets, spaces around '/'
 * and a trailing full stop dropped, 'm^2' as 'm2', 'cu.mm' and 'c.mm' as 'cumm', 'Thousand/uL'
 * as 'thou/uL', 'x10E3/uL' as '10^3/uL', a bare '/1.73' body-surface suffix as '/1.73m2', and
 * placeholders ('---') as no unit at all.
 */
export function cleanUnit(printed: string): string {
  const unit = printed
    .trim()
    .replace(/^\((.*)\)$/u, '$1')
    .replace(/^\[(.*)\]$/u, '$1')
    .replace(/\s*\/\s*/gu, '/')
    .replace(/(?<!10)\^(?=\d)/gu, '')
    .replace(/\bcu\.?\s*mm\b|\bc\.mm\b/giu, 'cumm')
    .replace(/\bthousands?(?=\/)/giu, 'thou')
    .replace(/\bx?10E(\d{1,2})(?=\/)/gu, '10^$1')
    .replace(/\/1[.,]73$/u, '/1.73m2')
    .replace(/(?<=[A-Za-z])\.$/u, '')
    .trim();
  return PLACEHOLDER.test(unit) ? '' : unit;
}

/**
 * Unit spellings not in the catalogue's lists that still say "this is a unit": a quotient of short
 * words or powers of ten ('mg/dl', 'cells/hpf'), or a time ('min'). A lone word ('days', 'Blood')
 * is not: prose such as 'within 7 days' must not read as a value with its unit.
 */
const UNIT_SHAPE =
  /^(?:%|‰|(?:[a-zµμ]{1,5}|10\^?\d{1,2}|x10\^?\d{1,2})(?:\/[a-z0-9µμ.^²³]{1,12}){1,3}|min|mins|minutes|secs?)$/iu;

/**
 * Whether a cell reads as a unit: one the catalogue knows, a quotient the converter can read
 * ('millions/µL'), or one shaped like a unit ('mg/dl', 'IU/L', 'fL', '%'). Words such as
 * 'Calculated' or 'Normal' are not.
 */
export function looksLikeUnit(printed: string): boolean {
  const unit = cleanUnit(printed);
  if (unit === '') return false;
  if (catalogueIndex().units.has(normaliseUnit(unit))) return true;
  if (unit.includes('/') && readUnit(unit).length > 0) return true;
  return UNIT_SHAPE.test(unit);
}

/** Whether the cell is a placeholder for "no unit" ('---'). */
export function isUnitPlaceholder(printed: string): boolean {
  return printed.trim() !== '' && cleanUnit(printed) === '';
}
