/** One-tap openers for an inquiry; tapping one fills the message box. */
export const PROPERTY_TEMPLATES = [
  'Hi! Is this place still available?',
  'I am interested. Could we schedule a visit this week?',
  'Is the rent negotiable, and what does the deposit cover?',
  'Are utilities and maintenance included in the rent?',
] as const;

export const ROOMMATE_TEMPLATES = [
  'Hi! I saw your profile and think we could be great roommates.',
  'Hi! Are you still looking for a roommate?',
  'What budget and area do you have in mind?',
  'When are you planning to move in?',
] as const;

export function QuickTemplates({
  templates,
  onPick,
}: {
  templates: readonly string[];
  onPick: (text: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Quick templates</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {templates.map((text) => (
          <button
            key={text}
            type="button"
            onClick={() => onPick(text)}
            className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
          >
            {text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
