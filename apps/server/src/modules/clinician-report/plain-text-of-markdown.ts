/** One piece of the analysis as the report prints it. */
export interface PlainBlock {
  kind: 'paragraph' | 'bullet';
  text: string;
}

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+/;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S/;

/**
 * Emphasis, headings' marks, links and code marks removed: what a reader of paper sees. A link
 * prints as its words and an image or an HTML tag not at all, whoever wrote them (the analysis may
 * have been reworded by a language model): the report carries no address to follow.
 */
function plainInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])/g, '')
    .replace(/<\/?[a-z][^<>]*>|<!--[\s\S]*?-->/gi, '')
    .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s.,;:!?)]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^#{1,6}\s+/, '')
    .trim();
}

/**
 * The analysis' markdown (paragraphs, bullet lists, emphasis) as plain paragraphs and bullets:
 * lines of one paragraph are joined, each list item is a bullet.
 */
export function plainTextOfMarkdown(markdown: string): PlainBlock[] {
  const blocks: PlainBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = plainInline(paragraph.join(' '));
    if (text !== '') blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    // A reference link's address ('[1]: https://…') is no text of the analysis.
    if (REFERENCE_DEFINITION.test(line)) continue;
    if (line.trim() === '') {
      endParagraph();
    } else if (BULLET.test(line)) {
      endParagraph();
      const text = plainInline(line.replace(BULLET, ''));
      if (text !== '') blocks.push({ kind: 'bullet', text });
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}
