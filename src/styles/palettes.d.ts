// Types of palettes.js.
export type PaletteName = keyof typeof import('./theme').theme.colors;
export type Palette = Readonly<Record<PaletteName, string>>;
export const palettes: Readonly<{ light: Palette; dark: Palette }>;
export function cssName(name: string): string;
export function themeStyleSheet(): string;
