// The tile buttons' small pictures. Decorative: every button carries its own accessible name.
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
};

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...base}>
      <path
        d="M8 1.5l1.9 4 4.4.5-3.3 3 .9 4.4L8 11.2 4.1 13.4 5 9 1.7 6l4.4-.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...base}>
      <path
        d="M11.2 2.3l2.5 2.5-8 8-3.2.7.7-3.2zM9.8 3.7l2.5 2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...base}>
      <path
        d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.5 6.5v4.5M9.5 6.5v4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A door with an arrow going out of it. */
export function LeaveIcon() {
  return (
    <svg {...base}>
      <path
        d="M9.5 2.5h-6v11h6M7 8h7M11.5 5.5L14 8l-2.5 2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function GripIcon() {
  return (
    <svg {...base}>
      {[4, 8, 12].flatMap((y) =>
        [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="currentColor" />),
      )}
    </svg>
  );
}
