import type { PageBox as RelativeBox, Provenance } from '@labtrail/contract/review';
import type { PdfPage } from '../pdf-text';
import type { PageBox } from './page-box';
import type { RowReading, ValueReading } from './read-rows';

/** Fractions kept to this many decimals: a hundredth of a point on an A4 page, no float noise. */
const DECIMALS = 5;

function share(points: number, of: number): number {
  const fraction = Math.min(1, Math.max(0, points / of));
  return Number(fraction.toFixed(DECIMALS));
}

/** A box in points as shares of its page, clipped to the page (a descender may reach past it). */
export function relativeBox(box: PageBox, page: Pick<PdfPage, 'width' | 'height'>): RelativeBox {
  const x = share(box.left, page.width);
  const y = share(box.top, page.height);
  return {
    x,
    y,
    width: Number((share(box.right, page.width) - x).toFixed(DECIMALS)),
    height: Number((share(box.bottom, page.height) - y).toFixed(DECIMALS)),
  };
}

/** Where one value of a row is printed, what the row prints for it, and the lab the report names. */
export function readingProvenance(
  row: RowReading,
  reading: ValueReading,
  page: Pick<PdfPage, 'width' | 'height'>,
  lab: string | null,
): Provenance {
  return {
    printed: {
      name: row.names[0] ?? '',
      value: reading.value.text,
      unit: reading.unit.trim(),
      range: reading.range?.text ?? null,
      flag: reading.flagText,
    },
    page: row.page,
    row_box: relativeBox(row.box, page),
    value_box: relativeBox(reading.valueBox, page),
    observation: null,
    lab,
    method: reading.method,
  };
}
