import { NO_ROOMMATE_ANSWERS } from '@roomsetu/shared';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render-app';
import type { Roommate, RoommateAnswer, RoommatePreview } from '../api/get-roommates';

export function roommate(id: number, first: string, overrides: Partial<Roommate> = {}): Roommate {
  return {
    view: 'FULL',
    id,
    firstName: first,
    lastName: 'Kulkarni',
    avatar: null,
    isEmailVerified: true,
    isPhoneVerified: true,
    verifications: { email: true, phone: true, id: false },
    role: 'TENANT',
    createdAt: '2025-01-10T10:00:00.000Z',
    interests: [{ id: 1, name: 'Cooking' }],
    profile: {
      ...NO_ROOMMATE_ANSWERS,
      age: 26,
      gender: 'FEMALE',
      city: 'pune',
      occupation: 'Designer',
      education: 'BACHELOR',
      preferredRoommateGender: 'ANY',
      drinking: false,
      pets: true,
      smoking: false,
      foodPreference: 'VEGETARIAN',
      lifestyle: 'EARLY_BIRD',
      cleanliness: 'Tidy',
      roomPreference: 'LOOKING_FOR_ROOMMATE',
      budget: '10000-20000',
    },
    ...overrides,
  };
}

/** Someone as a guest sees them. */
export function preview(id: number, name: string, overrides: Partial<RoommatePreview> = {}) {
  return {
    view: 'PREVIEW',
    id,
    name,
    ageBand: '25-29',
    city: 'pune',
    budgetBand: '10000-20000',
    ...overrides,
  } satisfies RoommatePreview;
}

/** Answers GET /api/users-public/roommates with `people` (one page) and records each URL. */
export function stubRoommatesApi(
  people: RoommateAnswer[],
  total = people.length,
  me: Partial<Roommate['profile']> = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const interest = /^\/api\/roommates\/(\d+)\/(interest|hide)$/.exec(url.pathname);
    if (interest?.[2] === 'hide' && init?.method === 'DELETE') {
      return jsonResponse({ success: true, data: { hidden: false } });
    }
    if (interest && init?.method === 'POST') {
      return jsonResponse({
        success: true,
        data:
          interest[2] === 'hide'
            ? { hidden: true }
            : { interested: true, matched: true, conversationId: 77 },
      });
    }
    if (url.pathname === '/api/users/self') {
      return jsonResponse({ success: true, data: self(1, me) });
    }
    if (url.pathname === '/api/users-public/roommates') {
      const page = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse({
        success: true,
        data: page === 1 ? people : [roommate(900 + page, `Later${page}`)],
        pagination: { page, limit: 12, total, pages: Math.ceil(total / 12) },
      });
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The signed-in user with a profile that has answered all but `missing` of the 13 factors. */
function self(id: number, profile: Partial<Roommate['profile']> = {}) {
  const r = roommate(id, 'Me');
  return {
    ...r,
    email: 'me@example.com',
    phone: '9000000000',
    propertiesCount: 0,
    // Budget, food, smoking, drinking, pets, sleep answered; 7 left.
    profile: { ...r.profile, ...profile },
  };
}

/** The roommate-list URLs fetched so far, as URL objects. */
export function roommateCalls(fetchMock: ReturnType<typeof stubRoommatesApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/users-public/roommates');
}
