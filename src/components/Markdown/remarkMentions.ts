// Mentions (`@[Name](uid)`, src/domain/mentions.ts) would parse as a markdown link, so each is
// swapped for a placeholder of private-use characters before parsing and turned back after:
// into a mention span in text, into its literal token wherever the text is shown as typed
// (code, a link's address).
import { mentionSegments } from '../../domain/mentions';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** The nodes of the markdown tree this plugin reads (mdast, as far as it matters here). */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

export interface MentionToken {
  uid: string;
  name: string;
  token: string;
}

/** `text` with each mention as a placeholder, and the mentions in order. */
export function withPlaceholders(text: string): { source: string; mentions: MentionToken[] } {
  const mentions: MentionToken[] = [];
  // Placeholder characters typed by someone must not pose as a mention.
  const clean = text.replace(/[\uE000\uE001]/g, '');
  const source = mentionSegments(clean)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      const token = `@[${segment.name}](${segment.uid})`;
      mentions.push({ uid: segment.uid, name: segment.name, token });
      return `${OPEN}${mentions.length - 1}${CLOSE}`;
    })
    .join('');
  return { source, mentions };
}

export interface RemarkMentionsOptions {
  mentions: MentionToken[];
  /** A member's current name, or undefined when they are not a member (the stored name shows). */
  nameOf: (uid: string) => string | undefined;
}

export function remarkMentions({ mentions, nameOf }: RemarkMentionsOptions) {
  const literal = (value: string) =>
    value.replace(PLACEHOLDER, (whole, index: string) => mentions[Number(index)]?.token ?? whole);

  const mentionNode = (mention: MentionToken): MdNode => ({
    type: 'mention',
    data: {
      hName: 'span',
      hProperties: { className: ['mention'], dataMention: mention.uid },
      hChildren: [{ type: 'text', value: `@${nameOf(mention.uid) ?? mention.name}` }],
    },
  });

  const split = (value: string): MdNode[] => {
    const nodes: MdNode[] = [];
    let at = 0;
    for (const match of value.matchAll(PLACEHOLDER)) {
      const mention = mentions[Number(match[1])];
      if (!mention) continue;
      if (match.index > at) nodes.push({ type: 'text', value: value.slice(at, match.index) });
      nodes.push(mentionNode(mention));
      at = match.index + match[0].length;
    }
    if (at < value.length) nodes.push({ type: 'text', value: value.slice(at) });
    return nodes;
  };

  const visit = (node: MdNode) => {
    if (typeof node.url === 'string') node.url = literal(node.url);
    if (typeof node.title === 'string') node.title = literal(node.title);
    if (typeof node.alt === 'string') node.alt = literal(node.alt);
    if (node.type !== 'text' && typeof node.value === 'string') node.value = literal(node.value);
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && typeof child.value === 'string') return split(child.value);
      visit(child);
      return [child];
    });
  };

  return (tree: MdNode) => visit(tree);
}
