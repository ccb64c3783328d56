// Theme dropdown with Light, Dark and System (Radix DropdownMenu: roving focus, Escape, typeahead).
import Check from '@/ui/icons/check';
import Monitor from '@/ui/icons/monitor';
import Moon from '@/ui/icons/moon';
import Sun from '@/ui/icons/sun';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTheme } from '@/lib/theme';
import type { ThemePreference } from '@/lib/theme-machine';
import { buttonClasses } from '@/ui/button';

const options: Array<{ value: ThemePreference; label: string; Icon: typeof Sun }> = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

export function ThemeDropdown() {
  const { mode, preference, theme } = useTheme();
  const Current = mode === 'dark' ? Moon : Sun;
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonClasses('outline', 'md')} aria-label="Theme">
        <Current className="h-4 w-4" aria-hidden="true" />
        Theme
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-lg border border-gray-200 bg-white p-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        >
          <Menu.RadioGroup value={preference} onValueChange={(v) => theme.setPreference(v as ThemePreference)}>
            {options.map(({ value, label, Icon }) => (
              <Menu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800"
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                <span className="flex-1">{label}</span>
                <Menu.ItemIndicator>
                  <Check className="h-4 w-4" aria-hidden="true" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
