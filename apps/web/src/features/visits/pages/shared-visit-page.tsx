import { visitSlotLabel, type SharedVisit } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError } from '@/lib/api-client';
import { Seo } from '@/lib/seo';

/** /shared-visit?token=: what a friend sees of a visit, without an account, until its day ends. */
export function SharedVisitPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading } = useQuery({
    queryKey: ['visits', 'shared', token],
    queryFn: ({ signal }) =>
      api.get<SharedVisit>(`/visits/shared/${encodeURIComponent(token)}`, { signal }),
    enabled: !!token,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Seo title="Shared visit" description="The details of a room visit shared with you." />
      <h1 className="text-2xl font-bold text-slate-900">Visit details</h1>
      {isLoading && <Spinner label="Loading…" />}
      {(error || !token) && (
        <p role="alert" className="mt-4 text-slate-700">
          {error instanceof ApiError ? error.message : 'This link is not valid.'}
        </p>
      )}
      {data && (
        <dl className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm">
          <div>
            <dt className="text-slate-500">When</dt>
            <dd className="font-semibold text-slate-900">
              {visitSlotLabel(data.startsAt)} – {visitSlotLabel(data.endsAt).split(', ')[1]} IST
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Where</dt>
            <dd className="text-slate-900">
              {data.propertyTitle}, {data.address}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Meeting</dt>
            <dd className="text-slate-900">
              {data.otherPerson.firstName} ({data.otherPerson.badge})
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd className="text-slate-900">{data.status.toLowerCase()}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
