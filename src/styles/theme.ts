export const theme = {
  colors: {
    background: '#f4f5f7',
    surface: '#ffffff',
    text: '#172b4d',
    muted: '#5e6c84',
    border: '#dfe1e6',
    primary: '#0c66e4',
    primaryHover: '#0055cc',
    primaryText: '#ffffff',
    danger: '#ae2e24',
    dangerSurface: '#ffeceb',
    warningSurface: '#fff7d6',
    overlay: 'rgba(9, 30, 66, 0.54)',
    focus: '#388bff',
  },
  radius: '8px',
  shadow: '0 8px 24px rgba(9, 30, 66, 0.25)',
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  transitionMs: 150,
} as const;

export type Theme = typeof theme;
