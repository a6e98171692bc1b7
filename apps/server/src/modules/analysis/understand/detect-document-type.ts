import type { PdfText } from '../pdf-text';

/** The spec's document types. */
export type DocumentType =
  | 'genetics'
  | 'medical_history'
  | 'family_medical_history'
  | 'lab_non_blood'
  | 'imaging'
  | 'screening'
  | 'blood_work'
  | 'other';

/**
 * Catalogue categories of biomarkers measured outside blood: vitals (13) and urine (15). Stool
 * tests are told by id below, as they sit in categories that are otherwise blood.
 */
const NON_BLOOD_CATEGORIES = new Set([13, 15]);
const NON_BLOOD_BIOMARKERS = new Set([311, 1610, 1910, 1911]);

/** Specimens other than blood, named in the report ('Urine Routine', 'Stuhl', 'Semen Analysis'). */
const NON_BLOOD_SPECIMEN =
  /\b(?:urine|urinalysis|urin|harn|stool|stuhl|faeces|feces|semen|sperm\w*|sputum|swab|abstrich|csf|liquor)\b/iu;

/** Words that say what kind of document a text without lab results is, English and German. */
const KEYWORDS: readonly (readonly [DocumentType, RegExp])[] = [
  [
    'genetics',
    /\b(?:genotype|genotyp|genetic|genetisch|gene|genes|allele|variant|variante|mutation|heterozygous|heterozygot|homozygous|homozygot|polymorphism|snp|rs\d{3,}|dna sequencing|exome|genome)\b/giu,
  ],
  [
    'family_medical_history',
    /\b(?:family history|family medical history|familienanamnese|mother|father|sibling|brother|sister|grandmother|grandfather|mutter|vater|geschwister|bruder|schwester)\b/giu,
  ],
  [
    'imaging',
    /\b(?:ultrasound|ultrasonography|sonography|sonographie|sonografie|x-ray|radiograph|röntgen|mri|magnetic resonance|mrt|ct scan|computed tomography|tomographie|echocardiograph\w*|doppler|radiology|radiologie|impression|findings|contrast|kontrastmittel)\b/giu,
  ],
  [
    'screening',
    /\b(?:screening|mammogra\w+|colonoscopy|koloskopie|pap smear|pap test|vorsorge\w*|früherkennung|cervical cytology|bone density|dexa|dxa|osteodensitometrie)\b/giu,
  ],
  [
    'medical_history',
    /\b(?:medical history|history of present illness|anamnese|discharge summary|entlassungsbrief|arztbrief|diagnosis|diagnose|diagnosen|medication|medikation|allergies|allergien|surgery|operation|past history|vorerkrankungen|chief complaint)\b/giu,
  ],
];

/** Matches of one kind's words needed before the text counts as that kind. */
const MIN_KEYWORDS = 2;

function fullText(text: PdfText): string {
  return text.pages
    .flatMap((page) => page.lines.map((line) => line.items.map((item) => item.text).join(' ')))
    .join('\n');
}

/**
 * The spec's document type: a report whose results are blood values is blood work, one whose
 * results are mostly urine, stool or vital signs a non-blood lab report; a table of values the
 * catalogue does not know is a lab report of the specimen it names; anything else the kind
 * whose typical words occur most often (imaging, genetics, screening, medical or family
 * history), else 'other'.
 */
export function detectDocumentType(
  text: PdfText,
  biomarkerIds: readonly number[],
  unmatchedRows = 0,
): DocumentType {
  if (biomarkerIds.length > 0) {
    const nonBlood = biomarkerIds.filter(
      (id) => NON_BLOOD_BIOMARKERS.has(id) || NON_BLOOD_CATEGORIES.has(Math.floor(id / 100)),
    ).length;
    return nonBlood * 2 > biomarkerIds.length ? 'lab_non_blood' : 'blood_work';
  }
  const words = fullText(text);
  if (unmatchedRows > 0) {
    // A table of values the catalogue does not know is still a lab report.
    return NON_BLOOD_SPECIMEN.test(words) ? 'lab_non_blood' : 'blood_work';
  }
  let best: { type: DocumentType; count: number } = { type: 'other', count: MIN_KEYWORDS - 1 };
  for (const [type, pattern] of KEYWORDS) {
    const count = (words.match(pattern) ?? []).length;
    if (count > best.count) best = { type, count };
  }
  return best.type;
}
