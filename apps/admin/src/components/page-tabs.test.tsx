import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTabs, TabPanel } from './page-tabs';

const TABS = [
  { value: 'chats', label: 'Chats' },
  { value: 'inquiries', label: 'Inquiries' },
] as const;

function Harness() {
  const [tab, setTab] = useState<'chats' | 'inquiries'>('chats');
  return (
    <PageTabs label="Support inbox" tabs={TABS} value={tab} onValueChange={setTab}>
      <TabPanel value="chats">The chats</TabPanel>
      <TabPanel value="inquiries">The inquiries</TabPanel>
    </PageTabs>
  );
}

describe('PageTabs', () => {
  it('is a named tab list whose chosen tab shows its panel', async () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Support inbox' });
    expect(list).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chats' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('The chats');
    await userEvent.click(screen.getByRole('tab', { name: 'Inquiries' }));
    expect(screen.getByRole('tab', { name: 'Inquiries' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('The inquiries');
  });
});
