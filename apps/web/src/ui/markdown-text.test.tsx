import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('MarkdownText', () => {
  it('renders markdown: emphasis and lists', () => {
    render(<MarkdownText text={'**Triglycerides** are high\n\n- walk\n- sleep'} />);
    expect(screen.getByText('Triglycerides').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'walk',
      'sleep',
    ]);
  });

  it.each([
    'http://a.example/',
    'https://a.example/',
    'mailto:doc@a.example',
    'irc://a.example',
    'ircs://a.example',
    'xmpp:doc@a.example',
  ])('keeps a %s link', (href) => {
    render(<MarkdownText text={`[link](${href})`} />);
    expect(screen.getByText('link').getAttribute('href')).toBe(href);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x', 'file:///etc/passwd'])(
    'blanks a %s link',
    (href) => {
      render(<MarkdownText text={`[link](${href})`} />);
      expect(screen.getByText('link').getAttribute('href') ?? '').toBe('');
    },
  );

  it('shows raw HTML as text rather than running it', () => {
    const { container } = render(<MarkdownText text={'<img src=x onerror="alert(1)">hello'} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
