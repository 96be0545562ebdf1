import { useTheme } from '@atelier/ui/theme';
import { Check, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { iconButtonClass, menuContentClass, menuItemClass } from './menu-styles';

export function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={iconButtonClass} aria-label="Theme">
        <Sun aria-hidden className="hidden size-5 dark:block" />
        <Moon aria-hidden className="size-5 dark:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => setTheme(value === 'dark' ? 'dark' : 'light')}
          >
            {(['light', 'dark'] as const).map((option) => (
              <DropdownMenu.RadioItem key={option} value={option} className={menuItemClass}>
                {option === 'light' ? <Sun aria-hidden className="size-4" /> : <Moon aria-hidden className="size-4" />}
                {option === 'light' ? 'Light' : 'Dark'}
                <DropdownMenu.ItemIndicator className="ml-auto">
                  <Check aria-hidden className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
