// A card description or a comment as GitHub-flavoured markdown. react-markdown builds React
// elements, never HTML strings: raw HTML in the text shows as text, and links and images keep
// only http(s), mailto, irc and xmpp addresses (javascript:, data: and vbscript: become empty).
// Mentions show as the member's current name (remarkMentions.ts).
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import { useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Member } from '../../domain/members';
import { MarkdownBody } from './Markdown.styles';
import { remarkMentions, withPlaceholders } from './remarkMentions';

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

function Link({ href, title, children }: ComponentProps<'a'>) {
  // An address the renderer refused (javascript: ...) arrives empty: show the words alone.
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      title={title}
      rel="noopener noreferrer"
      target={isExternal(href) ? '_blank' : undefined}
    >
      {children}
    </a>
  );
}

const components: Components = {
  // The dialog's sections are h3: the text's own headings sit below them.
  h1: 'h4',
  h2: 'h5',
  h3: 'h6',
  h4: 'h6',
  h5: 'h6',
  a: Link,
  // No request to an address someone typed: an image shows as a link to it.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? <Link href={src}>{alt || src}</Link> : <span>{alt}</span>,
  // Task list boxes are read-only; their state is named, as they have no label of their own.
  input: ({ checked, type }) =>
    type === 'checkbox' ? (
      <input
        type="checkbox"
        checked={!!checked}
        disabled
        aria-label={checked ? i18n._(msg`Done`) : i18n._(msg`To do`)}
      />
    ) : null,
};

interface MarkdownProps {
  text: string;
  /** The board's members, for mentions' current names. */
  members: readonly Member[];
  className?: string;
}

export function Markdown({ text, members, className }: MarkdownProps) {
  const { source, mentions } = useMemo(() => withPlaceholders(text), [text]);
  const plugins = useMemo(() => {
    const names = new Map(members.map((member) => [member.uid, member.name]));
    return [remarkGfm, [remarkMentions, { mentions, nameOf: (uid: string) => names.get(uid) }]];
  }, [members, mentions]);
  return (
    <MarkdownBody className={className}>
      <ReactMarkdown remarkPlugins={plugins as never} components={components}>
        {source}
      </ReactMarkdown>
    </MarkdownBody>
  );
}
