import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha } from './captcha';

beforeEach(() => {
  // jsdom is no secure context; a browser on https or localhost is, and the widget insists on it.
  vi.stubGlobal('isSecureContext', true);
});

function widgetIn(container: HTMLElement) {
  const widget = container.querySelector('altcha-widget');
  if (widget === null) throw new Error('no altcha-widget rendered');
  return widget;
}

function reportState(widget: Element, detail: object): void {
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail }));
  });
}

describe('Captcha', () => {
  it('shows the ALTCHA widget for the challenge URL, in the language asked for, at 0.9 scale', async () => {
    const { container } = render(
      <Captcha challengeUrl="/v1/captcha/challenge" language="de" onChange={vi.fn()} />,
    );

    // The element mounts its own content a moment after it is connected.
    expect(await screen.findByRole('checkbox', { name: 'Ich bin kein Roboter' })).toBeTruthy();
    const widget = widgetIn(container);
    expect(widget.getConfiguration()).toMatchObject({
      challenge: '/v1/captcha/challenge',
      language: 'de',
      auto: 'off',
    });
    expect(widget.parentElement?.style.transform).toBe('scale(0.9)');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English as en', async () => {
    render(<Captcha challengeUrl="/v1/captcha/challenge" language="en" onChange={vi.fn()} />);

    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeTruthy();
  });

  it('hands over the payload once verified, and takes it back when the widget is no longer verified', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Captcha challengeUrl="/v1/captcha/challenge" language="en" onChange={onChange} />,
    );
    const widget = widgetIn(container);

    reportState(widget, { state: 'verifying', payload: null });
    reportState(widget, { state: 'verified', payload: 'c29sdmVk' });
    reportState(widget, { state: 'expired', payload: 'c29sdmVk' });

    expect(onChange.mock.calls).toEqual([[null], ['c29sdmVk'], [null]]);
  });
});
