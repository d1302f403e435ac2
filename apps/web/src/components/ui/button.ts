/** Class names shared by buttons and button-looking links, so both look the same. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverseOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50',
  inverseOutline: 'text-white ring-1 ring-white/70 hover:bg-brand-800',
};

const sizes: Record<ButtonSize, string> = {
  // 44 px on a phone (a finger's target), compact where a mouse points.
  sm: 'h-11 px-3 text-sm sm:h-9',
  md: 'h-11 px-4 text-sm sm:h-10',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
