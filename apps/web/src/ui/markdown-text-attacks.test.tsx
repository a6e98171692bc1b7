import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

/**
 * Issue 11, group 10: analysis text is written by rules or by a language model, and either may
 * carry what an attacker planted in a report. Whatever it holds, the rendered markdown must be
 * inert: no script element, no event handler, no address that runs code or smuggles a document.
 */

const ATTACKS = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](%6Aavascript:alert(1))',
  '<javascript:alert(1)>',
  '[click][evil]\n\n[evil]: javascript:alert(1)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![pixel](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![pixel](javascript:alert(1))',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'before <script src="https://evil.example/x.js"></script> after',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  '**bold** <b onmouseover=alert(1)>hover</b> [ok](https://labtrail.example/)',
];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcset'];
const DANGEROUS_ELEMENTS =
  'script, iframe, object, embed, form, style, svg, math, base, meta, link';

/** What a browser would make of an address: entities decoded, spaces and controls dropped. */
function normalisedScheme(value: string): string {
  const decoded = new DOMParser().parseFromString(`<p>${value}</p>`, 'text/html').body.textContent;
  // eslint-disable-next-line no-control-regex -- browsers skip these inside a scheme
  return decodeURIComponent(decoded.replace(/[\u0000-\u0020]/g, '')).toLowerCase();
}

describe('issue 11 group 10: markdown from the analysis is inert', () => {
  it.each(ATTACKS)('renders %j without script, handlers or code addresses', (text) => {
    const { container } = render(<MarkdownText text={text} />);
    expect(container.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
        if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
          expect(normalisedScheme(attribute.value)).not.toMatch(/^(javascript|vbscript|data):/);
        }
      }
    }
  });

  it('still shows the words of refused HTML as text, and keeps a safe link', () => {
    const { container } = render(
      <MarkdownText
        text={'**bold** <b onmouseover=alert(1)>hover</b> [ok](https://labtrail.example/)'}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://labtrail.example/');
    expect(container.querySelector('a')?.getAttribute('rel')).toContain('noopener');
  });

  it('shows a refused image as its words, with no element that would fetch anything', () => {
    const { container } = render(<MarkdownText text={'![pixel](javascript:alert(1))'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('pixel');
  });
});
