import { useLocalStorage } from '@mantine/hooks';

/** Spec 3 §2 mini sidebar; kept in local storage like all persisted state (spec 1 §9). */
export function useSidebarMini(): [boolean, (mini: boolean) => void] {
  const [mini, setMini] = useLocalStorage({ key: 'sidebar-mini', defaultValue: false, getInitialValueInEffect: false });
  return [mini, setMini];
}
