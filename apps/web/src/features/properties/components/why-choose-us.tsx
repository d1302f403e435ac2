import { BadgeIndianRupee, MessageCircleMore, ShieldCheck, UsersRound } from 'lucide-react';

const REASONS = [
  {
    Icon: ShieldCheck,
    title: 'Verified listings',
    text: 'Every owner and listing is checked, so the room you see is the room you get. No fake photos, no surprise brokers.',
  },
  {
    Icon: UsersRound,
    title: 'Roommate matching',
    text: 'Filter by budget, lifestyle, food preference and habits to find flatmates you will actually get along with.',
  },
  {
    Icon: MessageCircleMore,
    title: 'Real-time chat',
    text: 'Ask questions, share details and plan visits with owners and roommates instantly, without sharing your number.',
  },
  {
    Icon: BadgeIndianRupee,
    title: 'Free listing',
    text: 'Landlords list properties for free and reach genuine tenants. Premium features unlock unlimited listings.',
  },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-2xl">
          <h2
            id="why-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Why choose RoomSetu?
          </h2>
          <p className="mt-3 text-slate-600">
            Students, families and working professionals in Delhi, Mumbai, Bengaluru and Jaipur use
            RoomSetu to find a place to live and people to share it with.
          </p>
        </div>
        <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {REASONS.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 sm:mt-4">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
