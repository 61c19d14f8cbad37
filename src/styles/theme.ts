export const theme = {
  colors: {
    background: '#f4f5f7',
    surface: '#ffffff',
    text: '#172b4d',
    // Secondary text: at least 4.5:1 on every light surface here, the lists' grey included.
    muted: '#505f79',
    border: '#dfe1e6',
    /** A list column, and light controls' hover. */
    sunken: '#ebecf0',
    /**
     * Behind white text on a board's colour (header, tiles): a darker tint, so the text keeps
     * at least its contrast with the bare colour. A white tint took that below 4.5:1.
     */
    onFill: 'rgba(9, 30, 66, 0.25)',
    onFillHover: 'rgba(9, 30, 66, 0.4)',
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
