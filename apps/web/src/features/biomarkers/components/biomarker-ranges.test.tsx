import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { sampleBiomarker } from '../../../test/sample-api';
import { LDL_LABELS, sampleCrp, sampleHaemoglobin } from '../../../test/sample-ranges';
import { BiomarkerRanges } from './biomarker-ranges';

afterEach(async () => {
  await i18n.changeLanguage('us');
});

const currentIn = (element: HTMLElement) =>
  element.querySelector('[aria-current="true"]')?.textContent;

const HAEMOGLOBIN_13 = sampleHaemoglobin(
  { value: 13, in_range: false, value_label: 'Normal (women) / Low (men)' },
  { in_range: true, value_label: 'Normal' },
  { in_range: false, value_label: 'Low' },
);

describe('a biomarker’s ranges', () => {
  it('shows one set of ranges with the pointer where the ranges are the same for everyone', () => {
    const { container } = renderUi(
      <BiomarkerRanges biomarker={sampleBiomarker({ labels: LDL_LABELS, value: 130 })} />,
    );
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(currentIn(container)).toBe('Borderline high130-160Your value');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(/differ for women and men/)).toBeNull();
    expect(screen.queryByText(/depends on age/)).toBeNull();
  });

  it('shows women’s and men’s ranges under their own headings, each with its pointer', () => {
    renderUi(<BiomarkerRanges biomarker={HAEMOGLOBIN_13} />);
    expect(
      screen.getByText('Ranges differ for women and men; which applies depends on your sex.'),
    ).toBeTruthy();
    const women = screen.getByRole('region', { name: 'Women' });
    const men = screen.getByRole('region', { name: 'Men' });
    expect(
      within(women)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Low<12', 'Normal12-15.5Your value', 'High>15.5']);
    expect(currentIn(women)).toBe('Normal12-15.5Your value');
    expect(currentIn(men)).toBe('Low<13.5Your value');
    expect(women.querySelector('[aria-current] .range-colour--green')).toBeTruthy();
    expect(men.querySelector('[aria-current] .range-colour--yellow')).toBeTruthy();
    // The ranges spanning both sexes are not shown besides.
    expect(screen.queryByText('12-17.5')).toBeNull();
  });

  it('points at the band the server judged each sex’s bound in', () => {
    const bound = sampleHaemoglobin(
      { value: 12, value_comparator: '<', in_range: false, value_label: 'Low' },
      { in_range: false, value_label: 'Low' },
      { in_range: false, value_label: 'Low' },
    );
    renderUi(<BiomarkerRanges biomarker={bound} />);
    expect(currentIn(screen.getByRole('region', { name: 'Women' }))).toBe('Low<12Your value');
    expect(currentIn(screen.getByRole('region', { name: 'Men' }))).toBe('Low<13.5Your value');
  });

  it('says in German that the ranges differ for women and men', async () => {
    await i18n.changeLanguage('de');
    renderUi(<BiomarkerRanges biomarker={HAEMOGLOBIN_13} />);
    expect(screen.getByRole('region', { name: 'Frauen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Männer' })).toBeTruthy();
    expect(
      screen.getByText(
        'Die Referenzbereiche unterscheiden sich bei Frauen und Männern; welcher gilt, hängt von Ihrem Geschlecht ab.',
      ),
    ).toBeTruthy();
  });

  it('says when the range depends on age, in English and German', async () => {
    const { unmount } = renderUi(
      <BiomarkerRanges biomarker={sampleCrp({ age_dependent: true })} />,
    );
    expect(
      screen.getByText("This range depends on age; your lab's printed range for your age applies."),
    ).toBeTruthy();
    unmount();
    await i18n.changeLanguage('de');
    renderUi(<BiomarkerRanges biomarker={sampleCrp({ age_dependent: true })} />);
    expect(
      screen.getByText(
        'Dieser Referenzbereich hängt vom Alter ab; es gilt der Bereich, den Ihr Labor für Ihr Alter angibt.',
      ),
    ).toBeTruthy();
  });

  it('says whom the ranges fit once the person gave their sex or age', async () => {
    const { unmount } = renderUi(
      <BiomarkerRanges
        biomarker={sampleCrp({
          age_dependent: true,
          ranges_for: { sex: 'male', min_age: 40, max_age: null },
        })}
      />,
    );
    expect(
      screen.getByText('These ranges are for men aged 40 and over, as you gave on your account.'),
    ).toBeTruthy();
    expect(screen.queryByText(/your lab's printed range/u)).toBeNull();
    unmount();
    await i18n.changeLanguage('de');
    renderUi(
      <BiomarkerRanges
        biomarker={sampleCrp({ ranges_for: { sex: 'female', min_age: null, max_age: null } })}
      />,
    );
    expect(
      screen.getByText('Diese Bereiche gelten für Frauen, wie in Ihrem Konto angegeben.'),
    ).toBeTruthy();
  });
});
