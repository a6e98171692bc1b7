/*
 * Sources of plausibility limits shared by biomarkers in several data files. Limits no publication
 * states are marked as our own estimate, with the reasoning, rather than given a borrowed citation.
 */

export const SHARE_OF_WHOLE = 'A share of a whole: 0–100 % by definition';

export const PRINTED_GRADES =
  'The scale of the grades labs print for it (its text values), nothing beyond';

/** Tumour markers and autoantibodies, which advanced tumours or immune disease raise a thousandfold. */
export const FAR_ABOVE_REFERENCE =
  'Own estimate: three to five orders of magnitude above the upper reference limit, which analysers reach with automatic dilution and case reports of advanced tumours and autoimmune disease describe';
