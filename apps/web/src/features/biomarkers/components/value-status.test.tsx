import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { sampleBiomarker } from '../../../test/sample-api';
import {
  LDL_LABELS,
  sampleCrp,
  sampleHaemoglobin,
  sampleHbsag,
  sampleTsh,
} from '../../../test/sample-ranges';
import { ValueStatus } from './value-status';

const valueElement = () => document.querySelector('.value-status__value');

describe('the latest value’s status', () => {
  it('colours a value on a shared boundary by the range that starts at it', () => {
    renderUi(
      <ValueStatus
        biomarker={sampleBiomarker({
          labels: LDL_LABELS,
          value: 130,
          in_range: false,
          value_label: 'Borderline high',
        })}
      />,
    );
    expect(valueElement()?.textContent).toBe('130 mg/dL');
    // Two ranges from Optimal: orange, where Near optimal (ending at 130) would be yellow.
    expect(valueElement()?.className).toContain('range-text--orange');
  });

  it('shows a value at the upper limit of a lab’s reference interval in range and green (TSH 4.5 on 0.45–4.5)', () => {
    renderUi(
      <ValueStatus biomarker={sampleTsh({ value: 4.5, in_range: true, value_label: 'Normal' })} />,
    );
    expect(screen.getByText('In Range')).toBeTruthy();
    expect(valueElement()?.textContent).toBe('4.5 mIU/L');
    expect(valueElement()?.className).toContain('range-text--green');
  });

  it('prints a bound as the lab did, judged and coloured as the server placed it', () => {
    renderUi(
      <ValueStatus
        biomarker={sampleCrp({
          value: 5,
          value_comparator: '<',
          in_range: true,
          value_label: 'Normal',
        })}
      />,
    );
    expect(screen.getByText('In Range')).toBeTruthy();
    expect(valueElement()?.textContent).toBe('<5 mg/L');
    expect(valueElement()?.className).toContain('range-text--green');
    expect(screen.getByText('Normal')).toBeTruthy();
  });

  it('prints a lower bound with >', () => {
    renderUi(
      <ValueStatus
        biomarker={sampleCrp({
          value: 10,
          value_comparator: '>',
          in_range: false,
          value_label: 'High',
        })}
      />,
    );
    expect(valueElement()?.textContent).toBe('>10 mg/L');
    expect(valueElement()?.className).toContain('range-text--orange');
  });

  it('where women’s and men’s ranges differ, follows the server and colours by the worse sex', () => {
    renderUi(
      <ValueStatus
        biomarker={sampleHaemoglobin(
          { value: 13, in_range: false, value_label: 'Normal (women) / Low (men)' },
          { in_range: true, value_label: 'Normal' },
          { in_range: false, value_label: 'Low' },
        )}
      />,
    );
    expect(screen.getByText('Out of Range')).toBeTruthy();
    expect(screen.getByText('Normal (women) / Low (men)')).toBeTruthy();
    // Normal for women (green) but Low for men (one range away): the worse, yellow.
    expect(valueElement()?.className).toContain('range-text--yellow');
  });

  it('prints a qualitative result as its word, coloured by the range its number falls in', () => {
    renderUi(
      <ValueStatus
        biomarker={sampleHbsag({
          value: 2,
          value_text: 'reactive',
          in_range: false,
          value_label: 'Reactive',
        })}
      />,
    );
    expect(screen.getByText('Out of Range')).toBeTruthy();
    expect(valueElement()?.textContent).toBe('Reactive');
    // Two ranges from Non-reactive.
    expect(valueElement()?.className).toContain('range-text--orange');
  });

  it('says No Data without a value', () => {
    renderUi(<ValueStatus biomarker={sampleHaemoglobin()} />);
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});
