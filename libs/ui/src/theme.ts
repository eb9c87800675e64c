// Design tokens of the blue and yellow design system. Every text/background pair below meets
// WCAG AA (4.5:1) in its theme; the ratios are noted where a pairing is not obvious.
export type ThemeMode = 'light' | 'dark';

export interface AppColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  link: string;
  /** Brand blue; `onPrimary` on it is 6.9:1. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Brand yellow; `onAccent` on it is 12:1. */
  accent: string;
  accentHover: string;
  onAccent: string;
  /** Category badge (#56ABE8, spec); `onCategory` on it is 6.2:1. */
  category: string;
  onCategory: string;
  danger: string;
  onDanger: string;
  dangerText: string;
  success: string;
  onSuccess: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
}

export interface AppTheme {
  mode: ThemeMode;
  colors: AppColors;
  radii: { sm: string; md: string; lg: string; full: string };
  space: (n: number) => string;
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  shadows: { sm: string; md: string; lg: string };
  /** Below `mobile` the layout switches to the mobile variant (spec: 768px). */
  breakpoints: { mobile: string };
  fonts: { body: string };
}

export const brand = {
  blue: '#0057B7',
  blueDark: '#00418A',
  yellow: '#FFD700',
  yellowDark: '#E6C200',
  category: '#56ABE8',
} as const;

const shared = {
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  space: (n: number) => `${n * 0.25}rem`,
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2.25rem' },
  breakpoints: { mobile: '768px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f1f5fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#d3dce8',
    link: brand.blue,
    primary: brand.blue,
    primaryHover: brand.blueDark,
    onPrimary: '#ffffff',
    accent: brand.yellow,
    accentHover: brand.yellowDark,
    onAccent: '#1a1a1a',
    category: brand.category,
    onCategory: '#0b2540',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerText: '#b42318',
    success: '#1d7a3a',
    onSuccess: '#ffffff',
    focusRing: brand.blue,
    overlay: 'rgba(15, 23, 42, 0.55)',
    skeleton: '#e2e8f0',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#0b1220',
    surface: '#131c2e',
    surfaceRaised: '#1a2540',
    text: '#e6edf6',
    textMuted: '#a3b3c7',
    border: '#2a3754',
    link: '#7cb8ff',
    primary: brand.blue,
    primaryHover: '#1a6fd1',
    onPrimary: '#ffffff',
    accent: brand.yellow,
    accentHover: brand.yellowDark,
    onAccent: '#1a1a1a',
    category: brand.category,
    onCategory: '#0b2540',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerText: '#fda29b',
    success: '#1d7a3a',
    onSuccess: '#ffffff',
    focusRing: brand.yellow,
    overlay: 'rgba(0, 0, 0, 0.65)',
    skeleton: '#22304d',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };

/** Media query for the mobile layout (below 768px). */
export const mobileQuery = `(max-width: ${parseInt(shared.breakpoints.mobile, 10) - 0.02}px)`;
