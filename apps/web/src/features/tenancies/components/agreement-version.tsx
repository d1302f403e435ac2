import type { AgreementVersion, TenancyDetail } from '@roomsetu/shared';
import { ChevronDown, Download, FileCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { useDownloadAgreementFile } from '../api/agreement-steps';
import { momentText, personName } from '../utils/tenancy-text';
import { AgreementAccept } from './agreement-accept';
import { AgreementFlagList } from './agreement-flags';

/** The parties' names by id, the reader marked "(you)". */
function useNameOf(tenancy: TenancyDetail, selfId: number | undefined) {
  const { t } = useTranslation('tenancies');
  const people = [tenancy.owner, ...tenancy.tenants];
  return (id: number) => {
    const person = people.find((p) => p.id === id);
    const name = person ? personName(person) : t('detail.someone');
    return id === selfId ? t('row.you', { name }) : name;
  };
}

/** The document's SHA-256, short on screen and whole when opened (it wraps on a phone). */
function Fingerprint({ sha256 }: { sha256: string }) {
  const { t } = useTranslation('tenancies');
  return (
    <details className="min-w-0 text-sm text-slate-700">
      <summary className="cursor-pointer">
        {t('agreement.fingerprint')}:{' '}
        <code title={sha256} className="font-mono text-slate-900">
          {`${sha256.slice(0, 12)}…${sha256.slice(-6)}`}
        </code>
      </summary>
      <p className="mt-1 text-slate-600">{t('agreement.fingerprintHint')}</p>
      <code className="mt-1 block font-mono text-xs break-all text-slate-900">{sha256}</code>
    </details>
  );
}

function Downloads({ tenancyId, version }: { tenancyId: number; version: AgreementVersion }) {
  const { t } = useTranslation('tenancies');
  const download = useDownloadAgreementFile();
  const name = `agreement-${tenancyId}-v${version.version}`;
  const files = [
    {
      url: version.pdfUrl,
      filename: `${name}.pdf`,
      label: t('agreement.download'),
      Icon: Download,
    },
    {
      url: version.certificateUrl,
      filename: `${name}-certificate.pdf`,
      label: t('agreement.certificate'),
      Icon: FileCheck,
    },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {files.map(({ url, filename, label, Icon }) => (
        <button
          key={url}
          type="button"
          disabled={download.isPending}
          onClick={() => download.mutate({ url, filename })}
          className={buttonClasses('secondary', 'sm')}
        >
          <Icon aria-hidden="true" className="size-4" />
          {download.isPending && download.variables.url === url
            ? t('agreement.downloading')
            : label}
        </button>
      ))}
    </div>
  );
}

/** What a version is: its language and date, its hash, flags, acceptances and files. */
function VersionFacts({
  tenancy,
  version,
  selfId,
}: {
  tenancy: TenancyDetail;
  version: AgreementVersion;
  selfId: number | undefined;
}) {
  const { t } = useTranslation('tenancies');
  const lang = currentLanguage();
  const nameOf = useNameOf(tenancy, selfId);
  const when = (at: string) => momentText(at, lang);
  return (
    <div className="min-w-0 space-y-3">
      <p className="text-sm text-slate-600">
        {t('agreement.drafted', {
          language: t(`agreement.language.${version.lang}`),
          when: when(version.createdAt),
        })}
      </p>
      <Fingerprint sha256={version.sha256} />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{t('agreement.flags')}</p>
        {version.flags.length === 0 ? (
          <p className="text-sm text-slate-600">{t('agreement.noFlags')}</p>
        ) : (
          <AgreementFlagList flags={version.flags} />
        )}
      </div>
      <div className="space-y-1 text-sm text-slate-700">
        <p className="font-medium text-slate-800">{t('agreement.acceptedBy')}</p>
        {version.acceptances.length === 0 ? (
          <p>{t('agreement.nobody')}</p>
        ) : (
          <ul className="list-disc space-y-0.5 pl-5">
            {version.acceptances.map((a) => (
              <li key={a.userId}>
                {t('agreement.acceptance', { name: nameOf(a.userId), when: when(a.at) })}
              </li>
            ))}
          </ul>
        )}
        <p>
          {version.awaiting.length === 0
            ? t('agreement.everyoneAccepted')
            : t('agreement.awaiting', { names: version.awaiting.map(nameOf).join(', ') })}
        </p>
      </div>
      {version.stampCertificateNumber && (
        <p className="text-sm break-words text-slate-700">
          {t('agreement.stampNumber', { number: version.stampCertificateNumber })}
        </p>
      )}
      <Downloads tenancyId={tenancy.id} version={version} />
    </div>
  );
}

/**
 * One version in the list. The newest is open and may be accepted; an older one is folded,
 * marked as replaced, and only read.
 */
export function AgreementVersionCard({
  tenancy,
  version,
  replacedBy,
  selfId,
  onAccepted,
}: {
  tenancy: TenancyDetail;
  version: AgreementVersion;
  /** The version that followed it; null for the newest. */
  replacedBy: number | null;
  selfId: number | undefined;
  onAccepted: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = t('agreement.version', { version: version.version });

  if (replacedBy === null) {
    return (
      <li className="min-w-0">
        <article
          aria-labelledby={id}
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h4 id={id} className="font-semibold text-slate-900">
            {title}
          </h4>
          <VersionFacts tenancy={tenancy} version={version} selfId={selfId} />
          <AgreementAccept
            tenancy={tenancy}
            version={version}
            selfId={selfId}
            onAccepted={onAccepted}
          />
        </article>
      </li>
    );
  }

  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-slate-50">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-4 py-2 text-left hover:text-brand-700"
        >
          <span className="flex min-w-0 flex-wrap items-baseline gap-x-3">
            <span className="font-semibold text-slate-900">{title}</span>
            <span className="text-sm font-normal text-slate-600">
              {t('agreement.replacedBy', { version: replacedBy })}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h4>
      <div id={id} hidden={!open} className="px-4 pb-4">
        {open && <VersionFacts tenancy={tenancy} version={version} selfId={selfId} />}
      </div>
    </li>
  );
}
