/** `/Name`, its #-escapes resolved. */
export class PdfName {
  constructor(readonly name: string) {}
}

/** `12 0 R`. */
export class PdfRef {
  constructor(
    readonly number: number,
    readonly generation: number,
  ) {}
}

/** A bare keyword other than true, false and null (`stream`, `obj`, `endobj`, …). */
export class PdfCommand {
  constructor(readonly command: string) {}
}

/** A string; what it says never matters here. */
export const PDF_STRING = Symbol('string');

export type PdfDictionary = Map<string, PdfValue>;
export type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfRef
  | PdfCommand
  | typeof PDF_STRING
  | PdfValue[]
  | PdfDictionary;

const END = Symbol('end');
const ARRAY_START = Symbol('[');
const ARRAY_END = Symbol(']');
const DICTIONARY_START = Symbol('<<');
const DICTIONARY_END = Symbol('>>');
type Token =
  | number
  | boolean
  | null
  | PdfName
  | PdfCommand
  | typeof PDF_STRING
  | typeof END
  | typeof ARRAY_START
  | typeof ARRAY_END
  | typeof DICTIONARY_START
  | typeof DICTIONARY_END;

/** Nesting deeper than any real file has: a file that nests further is not read as one. */
const MAX_DEPTH = 64;

class TooDeep extends Error {}

/** pdf.js's white space (NUL, tab, line feed, form feed, carriage return, space). */
export function isPdfSpace(code: number): boolean {
  return code === 0 || code === 9 || code === 10 || code === 12 || code === 13 || code === 32;
}

function isDelimiter(code: number): boolean {
  // ( ) < > [ ] { } / %
  return (
    code === 0x28 ||
    code === 0x29 ||
    code === 0x3c ||
    code === 0x3e ||
    code === 0x5b ||
    code === 0x5d ||
    code === 0x7b ||
    code === 0x7d ||
    code === 0x2f ||
    code === 0x25
  );
}

function isRegular(code: number): boolean {
  return !Number.isNaN(code) && !isPdfSpace(code) && !isDelimiter(code);
}

function isHex(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x46) ||
    (code >= 0x61 && code <= 0x66)
  );
}

/** Reads PDF tokens from the file (as latin1 text) the way pdf.js's lexer does. */
class Lexer {
  constructor(
    private readonly text: string,
    public position: number,
  ) {}

  private code(at = this.position): number {
    return this.text.charCodeAt(at);
  }

  private skipSpaceAndComments(): void {
    for (;;) {
      const code = this.code();
      if (isPdfSpace(code)) {
        this.position += 1;
      } else if (code === 0x25) {
        while (this.position < this.text.length && this.code() !== 10 && this.code() !== 13)
          this.position += 1;
      } else {
        return;
      }
    }
  }

  private skipLiteralString(): void {
    let depth = 1;
    this.position += 1;
    while (this.position < this.text.length && depth > 0) {
      const code = this.code();
      if (code === 0x5c) this.position += 1;
      else if (code === 0x28) depth += 1;
      else if (code === 0x29) depth -= 1;
      this.position += 1;
    }
  }

  private readName(): PdfName {
    this.position += 1;
    let name = '';
    while (isRegular(this.code())) {
      const code = this.code();
      if (
        code === 0x23 &&
        isHex(this.code(this.position + 1)) &&
        isHex(this.code(this.position + 2))
      ) {
        name += String.fromCharCode(
          Number.parseInt(this.text.slice(this.position + 1, this.position + 3), 16),
        );
        this.position += 3;
      } else {
        name += this.text[this.position] ?? '';
        this.position += 1;
      }
    }
    return new PdfName(name);
  }

  private readWord(): string {
    const start = this.position;
    while (isRegular(this.code())) this.position += 1;
    return this.text.slice(start, this.position);
  }

  next(): Token {
    this.skipSpaceAndComments();
    if (this.position >= this.text.length) return END;
    const code = this.code();
    switch (code) {
      case 0x28:
        this.skipLiteralString();
        return PDF_STRING;
      case 0x2f:
        return this.readName();
      case 0x5b:
        this.position += 1;
        return ARRAY_START;
      case 0x5d:
        this.position += 1;
        return ARRAY_END;
      case 0x3c:
        if (this.code(this.position + 1) === 0x3c) {
          this.position += 2;
          return DICTIONARY_START;
        }
        this.position = this.text.indexOf('>', this.position) + 1 || this.text.length;
        return PDF_STRING;
      case 0x3e:
        if (this.code(this.position + 1) === 0x3e) {
          this.position += 2;
          return DICTIONARY_END;
        }
        this.position += 1;
        return new PdfCommand('>');
      case 0x29:
      case 0x7b:
      case 0x7d:
        this.position += 1;
        return new PdfCommand(String.fromCharCode(code));
    }
    const word = this.readWord();
    if (/^[+-]*(?:\d+\.?\d*|\.\d+)$/u.test(word))
      return Number(word.replace(/^[+-]*/u, (signs) => (signs.includes('-') ? '-' : '')));
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new PdfCommand(word);
  }
}

/** Parses objects from the lexer with pdf.js's two tokens of look-ahead (for `12 0 R`). */
class Parser {
  private first: Token;
  private second: Token;

  constructor(private readonly lexer: Lexer) {
    this.first = lexer.next();
    this.second = lexer.next();
  }

  /** Where the token after the two looked ahead starts: just past `stream`, when that is second. */
  get position(): number {
    return this.lexer.position;
  }

  /** The next token (a method, as each shift changes it). */
  current(): Token {
    return this.first;
  }

  shift(): void {
    this.first = this.second;
    this.second = this.lexer.next();
  }

  /** Like `shift`, but stops reading at the second token (so `position` is just past it). */
  private shiftKeepingPosition(): Token {
    const token = this.first;
    this.first = this.second;
    return token;
  }

  value(depth = 0): PdfValue | typeof END {
    if (depth > MAX_DEPTH) throw new TooDeep();
    const token = this.first;
    this.shift();
    if (token === ARRAY_START) {
      const array: PdfValue[] = [];
      while (this.current() !== ARRAY_END && this.current() !== END) {
        const element = this.value(depth + 1);
        if (element === END) break;
        array.push(element);
      }
      this.shift();
      return array;
    }
    if (token === DICTIONARY_START) {
      const dictionary: PdfDictionary = new Map();
      while (this.current() !== DICTIONARY_END && this.current() !== END) {
        const key = this.current();
        if (!(key instanceof PdfName)) {
          this.shift();
          continue;
        }
        this.shift();
        if (this.current() === END) break;
        const value = this.value(depth + 1);
        if (value === END) break;
        dictionary.set(key.name, value);
      }
      // The token after `>>` is not read yet when it is `stream`, whose data starts right after.
      if (this.second instanceof PdfCommand && this.second.command === 'stream') {
        this.shiftKeepingPosition();
        return dictionary;
      }
      this.shift();
      return dictionary;
    }
    if (token === ARRAY_END) return new PdfCommand(']');
    if (token === DICTIONARY_END) return new PdfCommand('>>');
    if (typeof token === 'number' && Number.isInteger(token)) {
      const generation = this.current();
      if (
        typeof generation === 'number' &&
        Number.isInteger(generation) &&
        this.second instanceof PdfCommand &&
        this.second.command === 'R'
      ) {
        this.shift();
        this.shift();
        return new PdfRef(token, generation);
      }
    }
    return token;
  }
}

export interface PdfObjectRead {
  value: PdfValue;
  /** Where the stream's data starts, when the object is a dictionary followed by `stream`. */
  streamStart: number | undefined;
  /** How far the file was read (a token or two past the object). */
  end: number;
}

/** pdf.js's skipToNextLine: past the end of the line (CR, LF or CRLF) the keyword is on. */
function nextLine(text: string, at: number): number {
  for (let position = at; position < text.length; position += 1) {
    const code = text.charCodeAt(position);
    if (code === 10) return position + 1;
    if (code === 13) return text.charCodeAt(position + 1) === 10 ? position + 2 : position + 1;
  }
  return text.length;
}

/**
 * Reads the object whose body starts at `at` in the file (read as latin1 text), as pdf.js reads
 * it: names with #-escapes resolved, `12 0 R` as a reference, and a dictionary followed by the
 * `stream` keyword as a stream whose data starts on the next line. Undefined when there is no
 * object there or it nests deeper than any real file.
 */
export function readPdfObject(text: string, at: number): PdfObjectRead | undefined {
  const parser = new Parser(new Lexer(text, at));
  try {
    const value = parser.value();
    if (value === END) return undefined;
    const after = parser.current();
    const streamStart =
      value instanceof Map && after instanceof PdfCommand && after.command === 'stream'
        ? nextLine(text, parser.position)
        : undefined;
    return { value, streamStart, end: parser.position };
  } catch (error) {
    if (error instanceof TooDeep) return undefined;
    throw error;
  }
}
