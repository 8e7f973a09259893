import { useLocalStorage } from '@mantine/hooks';

/** Spec 2 §2 collapse toggle; remembered like other persisted state, in local storage (spec 1 §9). */
export function useCollapsed(): [boolean, (value: boolean) => void] {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'schedule-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [collapsed, setCollapsed];
}
