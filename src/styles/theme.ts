// Colours are CSS custom properties (src/styles/palettes.js holds their values for the light
// and dark themes, index.html defines them), so a component's styles are the same strings in
// both themes and switching needs no re-render.
export const theme = {
  colors: {
    background: 'var(--color-background)',
    surface: 'var(--color-surface)',
    /** A card tile under the pointer. */
    surfaceHover: 'var(--color-surface-hover)',
    /** A surface over a board's colour (the header's notes, the Add a list button). */
    glass: 'var(--color-glass)',
    text: 'var(--color-text)',
    /** Secondary text: at least 4.5:1 on every surface of its theme, the lists' included. */
    muted: 'var(--color-muted)',
    border: 'var(--color-border)',
    /** A list column, and light controls' hover. */
    sunken: 'var(--color-sunken)',
    /** Behind white text on a board's colour (header, tiles): keeps its contrast. */
    onFill: 'var(--color-on-fill)',
    onFillHover: 'var(--color-on-fill-hover)',
    /** A subtle (borderless) control's hover. */
    subtleHover: 'var(--color-subtle-hover)',
    primary: 'var(--color-primary)',
    primaryHover: 'var(--color-primary-hover)',
    /** Text on a primary fill. */
    primaryText: 'var(--color-primary-text)',
    danger: 'var(--color-danger)',
    dangerHover: 'var(--color-danger-hover)',
    /** Text on a danger fill. */
    dangerText: 'var(--color-danger-text)',
    dangerSurface: 'var(--color-danger-surface)',
    warningSurface: 'var(--color-warning-surface)',
    overlay: 'var(--color-overlay)',
    focus: 'var(--color-focus)',
  },
  radius: '8px',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values
  shadow: '0 8px 24px rgba(9, 30, 66, 0.25)',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  transitionMs: 150,
} as const;

export type Theme = typeof theme;
