import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

const triggerClass =
  '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-4 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg';

interface PageTabsProps<T extends string> {
  /** Names the tab list, e.g. 'Support inbox'. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onValueChange(value: NoInfer<T>): void;
  /** One `TabPanel` per tab. */
  children: ReactNode;
}

/** A page split into tabs, the tab list underlined below the page title. */
export function PageTabs<T extends string>({ label, tabs, value, onValueChange, children }: PageTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as T)} className="space-y-4">
      <Tabs.List aria-label={label} className="flex border-b border-border">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}

/** What one tab of `PageTabs` shows. */
export const TabPanel = Tabs.Content;
