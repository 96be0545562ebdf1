import { LEGAL_DOCUMENTS } from '@atelier/domain/content-admin';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { ErrorState, LoadingState } from '../../components/query-states';
import { useSiteTexts } from './api';
import { FiguresForm } from './figures-form';
import { LegalTextForm } from './legal-text-form';

/** /content/site: the studio figures and the legal texts (licence, privacy, terms), which staff edit instead of the code. */
export function SitePage() {
  const query = useSiteTexts();
  const [announcement, setAnnouncement] = useState('');
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="The site texts could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <LoadingState>Loading site texts...</LoadingState>;
  return (
    <div className="space-y-8">
      <Announcement>{announcement}</Announcement>
      <FiguresForm site={query.data} announce={setAnnouncement} />
      {LEGAL_DOCUMENTS.map((document) => (
        <LegalTextForm key={document} document={document} site={query.data} announce={setAnnouncement} />
      ))}
    </div>
  );
}
