import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/orders.ts';
import { A4, LETTER, mediaBoxes } from '../../test/pdf-pages.ts';
import { type CertificateFacts, renderCertificatePdf } from './licence-certificate.ts';

const facts: CertificateFacts = {
  studioName: 'Atelier Plans',
  designId: 'design-001',
  designTitle: 'Modern Coastal Villa',
  licence: 'pdf-single',
  licensee: 'Bea Builder',
  company: null,
  orderNumber: 'AP-TEST-0003',
  paidAt: new Date('2026-03-05T09:30:00Z'),
  buildSite: '12 Harbour Road, Hobart',
  options: [],
  paperSize: 'letter',
};

describe('the licence certificate', () => {
  it('is drawn on the paper it is given, its text from the top of that page', async () => {
    const letter = await renderCertificatePdf(facts);
    expect(await mediaBoxes(letter)).toEqual([LETTER]);
    expect(pdfText(letter)).toContain('LICENCE CERTIFICATE');
    const a4 = await renderCertificatePdf({ ...facts, paperSize: 'a4' });
    expect(await mediaBoxes(a4)).toEqual([A4]);
    expect(pdfText(a4)).toContain('12 Harbour Road, Hobart');
  });
});
