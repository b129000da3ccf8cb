import { create } from 'zustand';

const KEY = 'skyplan.theme';

function initial(): boolean {
  const saved = localStorage.getItem(KEY);
  if (saved) return saved === 'dark';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function apply(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
}

interface ThemeState {
  dark: boolean;
  toggle: () => void;
}

/** Dark mode of the app chrome, remembered per browser. */
export const useThemeStore = create<ThemeState>((set, get) => {
  const dark = initial();
  apply(dark);
  return {
    dark,
    toggle: () => {
      const next = !get().dark;
      localStorage.setItem(KEY, next ? 'dark' : 'light');
      apply(next);
      set({ dark: next });
    },
  };
});

export function useTheme() {
  const dark = useThemeStore((s) => s.dark);
  const toggle = useThemeStore((s) => s.toggle);
  return { dark, toggle };
}
