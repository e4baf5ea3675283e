import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';

/** The elements a CSS selector finds in a parsed page (htmlparser2), in document order. */
export const $$ = (query: string, root: AnyNode | AnyNode[]) =>
  selectAll<AnyNode, Element>(query, root);

/** The first element a CSS selector finds in a parsed page, or null. */
export const $ = (query: string, root: AnyNode | AnyNode[]) =>
  selectOne<AnyNode, Element>(query, root);

/** A node's text as a reader sees it: runs of white space as one space, trimmed. */
export const text = (node: AnyNode | null) =>
  node
    ? textContent(node)
        .replace(/[ \t\r\n]+/g, ' ')
        .trim()
    : '';
