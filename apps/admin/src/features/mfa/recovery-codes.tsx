import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { secondaryButtonClass } from '../../components/form-styles';
import { saveFile } from '../../lib/save-file';

/** The ten recovery codes, shown once, with copy and download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState('');
  const text = `Atelier Plans recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('The recovery codes are copied.');
    } catch {
      setCopied('Copying failed: select the codes and copy them by hand.');
    }
  };
  const download = () => saveFile('atelier-recovery-codes.txt', text, 'text/plain');
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app.{' '}
        <strong>They are shown only now.</strong>
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          Copy codes
        </button>
        <button type="button" className={secondaryButtonClass} onClick={download}>
          <Download aria-hidden className="size-4" />
          Download codes
        </button>
      </div>
      <p role="status" className="text-sm text-muted-fg">
        {copied}
      </p>
    </div>
  );
}
