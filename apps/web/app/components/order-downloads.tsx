import { licenceLabel } from '@atelier/domain/licences';
import { formatLongDate } from '@atelier/domain/number-format';
import type { BuyerOrder, DownloadLink } from '@atelier/domain/orders';
import { Download } from 'lucide-react';

/** The links of one design's files, in the order the server lists them, designs in order too. */
function byDesign(downloads: readonly DownloadLink[]): { designId: string; title: string; links: DownloadLink[] }[] {
  const groups = new Map<string, { designId: string; title: string; links: DownloadLink[] }>();
  for (const link of downloads) {
    const group = groups.get(link.designId) ?? { designId: link.designId, title: link.title, links: [] };
    group.links.push(link);
    groups.set(link.designId, group);
  }
  return [...groups.values()];
}

/**
 * A link's name: the file's label, with its version when the order holds more than one version of it
 * or a later one than the first (decision 046).
 */
function linkLabel(link: DownloadLink, links: readonly DownloadLink[]): string {
  const versions = links.filter((other) => other.file === link.file).length;
  return link.version !== null && (versions > 1 || link.version > 1)
    ? `${link.label}, version ${link.version}`
    : link.label;
}

/**
 * One link per file (decision 032): the plan set, and the CAD files when the licence includes them.
 * `level` is the heading level of "Your downloads" (each design's title is one below); `headingId` must
 * be unique on the page.
 */
export function Downloads({
  order,
  level = 2,
  headingId = 'downloads-heading',
}: {
  order: Pick<BuyerOrder, 'lines' | 'downloads'>;
  level?: 2 | 3;
  headingId?: string;
}) {
  const licences = new Map(order.lines.map((line) => [line.designId, line.licence]));
  const Heading = level === 2 ? 'h2' : 'h3';
  const DesignHeading = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <Heading id={headingId} className="text-lg font-semibold">
        Your downloads
      </Heading>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
        {byDesign(order.downloads).map((design) => {
          const licence = licences.get(design.designId);
          return (
            <li key={design.designId} className="p-4">
              <DesignHeading className="font-medium">{design.title}</DesignHeading>
              {licence && <p className="text-sm text-muted-fg">{licenceLabel(licence)}</p>}
              <ul className="mt-3 space-y-3">
                {design.links.map((link) => (
                  <li
                    key={`${link.file}:${link.version}`}
                    className="flex flex-wrap items-center justify-between gap-3"
                  >
                    <div>
                      <p className="text-sm font-medium">{linkLabel(link, design.links)}</p>
                      {link.version !== null && link.version > 1 && link.changeNote ? (
                        <p className="text-sm">
                          <span className="font-medium">Version {link.version} — what changed:</span> {link.changeNote}
                        </p>
                      ) : null}
                      <p className="text-sm text-muted-fg">
                        {link.usesLeft} {link.usesLeft === 1 ? 'download' : 'downloads'} left, until{' '}
                        {formatLongDate(link.expiresAt)}
                      </p>
                    </div>
                    {link.usesLeft > 0 ? (
                      <a
                        href={link.url}
                        download
                        className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                      >
                        <Download aria-hidden className="size-4" />
                        Download
                        <span className="sr-only">{` ${design.title}, ${linkLabel(link, design.links)}`}</span>
                      </a>
                    ) : (
                      <span className="text-sm text-muted-fg">Download limit reached. Contact us for a new link.</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
