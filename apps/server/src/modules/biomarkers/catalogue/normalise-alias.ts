/**
 * The form names are compared in: lower case, accents and umlauts folded, punctuation and
 * spacing collapsed, Greek letters spelt out ('α1-Globulin' meets 'Alpha-1-Globulin'), so 'S.G.O.T.', 'SGOT' and 'sgot' meet, and 'Hämoglobin' meets 'Haemoglobin'.
 */
export function normaliseAlias(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/α/g, 'alpha ')
    .replace(/β/g, 'beta ')
    .replace(/γ/g, 'gamma ')
    .replace(/κ/g, 'kappa ')
    .replace(/λ/g, 'lambda ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
    .replace(/(?<=\b[a-z]) (?=[a-z]\b)/g, '');
}
