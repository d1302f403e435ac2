import { SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { ChevronDown } from 'lucide-react';

const FAQS = [
  {
    question: 'How soon will I hear back?',
    answer: `Within ${SUPPORT_REPLY_HOURS} hours, and usually the same working day. Replies come to the e-mail address you enter in the form.`,
  },
  {
    question: 'I want to report a fake listing or an abusive user. Where do I go?',
    answer:
      'Use Report Issue on the Safety Guidelines page, or "Report an issue" in the chat menu. Reports go straight to our safety team and are handled first.',
  },
  {
    question: 'Can you help me find a room?',
    answer:
      'Our team cannot search for you, but we can help you use filters, understand a listing or reach an owner who has not replied.',
  },
  {
    question: 'I am a property owner. How do I list with you?',
    answer:
      'Sign up as a property owner and choose List Property. Your first listing is free; write to us if you manage many properties.',
  },
] as const;

export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className="text-2xl font-bold text-slate-900">
        Frequently asked questions
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 px-5">
        {FAQS.map((faq) => (
          <li key={faq.question}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-3 py-4 font-medium text-slate-800 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-sm leading-6 text-slate-600">{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
