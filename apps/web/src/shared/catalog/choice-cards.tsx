import { Group, Radio, Text, VisuallyHidden } from '@mantine/core';
import { money } from '../cart/money';
import classes from './choice-cards.module.css';

export interface ChoiceCardOption {
  id: number;
  title: string;
  /** Shown under the title when the options differ in price (rate plans). */
  price?: number;
}

interface ChoiceCardsProps {
  label: string;
  options: readonly ChoiceCardOption[];
  value: number | undefined;
  onChange: (id: number) => void;
}

/**
 * One of a product's options (rate plans, packs) as side-by-side radio cards. Not a
 * SegmentedControl: its sliding indicator measures the layout of every card, which a catalog of
 * twelve paid for in long tasks on a phone (issue 8). Nothing to choose with a single option.
 */
export function ChoiceCards({ label, options, value, onChange }: ChoiceCardsProps) {
  if (options.length < 2) return null;
  return (
    <Radio.Group
      label={<VisuallyHidden>{label}</VisuallyHidden>}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      <Group gap={6} wrap="nowrap">
        {options.map((option) => (
          <Radio.Card key={option.id} value={String(option.id)} className={classes.option}>
            <Text size="xs">{option.title}</Text>
            {option.price !== undefined && (
              <Text size="xs" fw={700}>
                {money(option.price)}
              </Text>
            )}
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}
