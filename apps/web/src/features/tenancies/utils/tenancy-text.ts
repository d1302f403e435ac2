import {
  formatDayMonth,
  formatIndiaDateTime,
  indiaDay,
  type TenancyPerson,
  type UiLanguage,
} from '@roomsetu/shared';

export const personName = (person: Pick<TenancyPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A calendar day ('YYYY-MM-DD', India) as people read it: "1 Dec 2026", "1 दिस॰ 2026". */
export const dayText = (day: string, language: UiLanguage) =>
  `${formatDayMonth(day, language)} ${day.slice(0, 4)}`;

/** A moment of the log on India's clock: "Sat 28 Nov, 10:15". */
export const momentText = (at: string, language: UiLanguage) => formatIndiaDateTime(at, language);

/** The day in India of a moment: "1 Dec 2026". */
export const momentDay = (at: string, language: UiLanguage) => dayText(indiaDay(at), language);
