import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import './markdown-text.css';

/** Links leave the app: a new tab that cannot reach back into it. */
const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // An image whose address the transform refused (javascript:, data:, …) shows its words only:
  // an empty src would make the browser fetch the page again.
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? <img src={src} alt={alt ?? ''} /> : <>{alt}</>,
};

/**
 * Text a language model may have reworded carries no link and no image of its own: a link shows
 * as its words, an image not at all, so a planted 'verify your account' leads nowhere.
 */
const MODEL_COMPONENTS: Components = {
  a: ({ children }) => <>{children}</>,
  img: () => null,
};

/**
 * Markdown from the server, rendered safely: no raw HTML, and link addresses only with the
 * protocols http, https, irc, ircs, mailto and xmpp (react-markdown's default transform blanks
 * every other, e.g. javascript:), as spec §2 asks. Text a model may have written (`fromModel`)
 * shows no link and no image at all.
 */
export function MarkdownText({
  text,
  list,
  fromModel = false,
}: {
  text: string;
  /** Draws bulleted lists in place of a plain `ul` (the analysis card folds long ones). */
  list?: Components['ul'];
  /** The analysis' prose, which a language model may have reworded. */
  fromModel?: boolean;
}) {
  const components = fromModel ? MODEL_COMPONENTS : COMPONENTS;
  return (
    <div className="markdown-text">
      <Markdown components={list === undefined ? components : { ...components, ul: list }}>
        {text}
      </Markdown>
    </div>
  );
}
