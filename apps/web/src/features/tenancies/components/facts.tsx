/** Names and values side by side on a wide screen, one under the other on a phone. */
export function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
      {rows.map(([name, value]) => (
        <div key={name} className="min-w-0">
          <dt className="text-sm text-slate-600">{name}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
