import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './detect-document-type';
import { textFixture } from '../../../../test/text-fixture';

describe('detectDocumentType', () => {
  const empty = textFixture([[]]);

  it('calls a report of blood values blood work', () => {
    expect(detectDocumentType(empty, [1001, 1002, 101])).toBe('blood_work');
  });

  it('calls a report of mostly urine values a non-blood lab report', () => {
    expect(detectDocumentType(empty, [1501, 1502, 1507, 1001])).toBe('lab_non_blood');
  });

  it('calls a stool test report a non-blood lab report, by either stool test', () => {
    expect(detectDocumentType(empty, [1911])).toBe('lab_non_blood');
    expect(detectDocumentType(empty, [1910])).toBe('lab_non_blood');
  });

  it('tells other documents by their words', () => {
    const imaging = textFixture([
      [
        [[40, 'ULTRASOUND ABDOMEN']],
        [[40, 'Findings: liver normal in size. Impression: no focal lesion.']],
      ],
    ]);
    expect(detectDocumentType(imaging, [])).toBe('imaging');
    const genetics = textFixture([
      [[[40, 'Genotype: heterozygous for the MTHFR C677T variant (rs1801133)']]],
    ]);
    expect(detectDocumentType(genetics, [])).toBe('genetics');
    expect(detectDocumentType(textFixture([[[[40, 'Invoice']]]]), [])).toBe('other');
  });
});
