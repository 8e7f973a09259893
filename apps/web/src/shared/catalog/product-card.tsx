import { useId, useState } from 'react';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CatalogProduct } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../cart/money';
import { formatDate } from '../lib/format';
import { ProductCardAction } from './product-card-action';
import { defaultChoice, offerPrice, priceSuffix, type OfferChoice } from './product-offer';
import { ChoiceCards } from './choice-cards';
import { RatePlanChoice } from './rate-plan-choice';
import './i18n';
import { TeacherLine } from '../ui/teacher-line';

export interface ProductCardProps {
  product: CatalogProduct;
  /** Students buy; curators only look (spec 2 §6). */
  onAdd?: (choice: OfferChoice) => void;
  adding?: boolean;
  headingLevel?: 2 | 3;
}

/** A catalog product (spec 2 §2, §3): subject, teacher, start, month, rate plans or packs, price, cart state. */
export function ProductCard({ product, onAdd, adding = false, headingLevel = 3 }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState<OfferChoice>(() => defaultChoice(product));
  const { productType, teacher } = product;
  const color = productType.classType.color.base;
  return (
    <Card
      padding="lg"
      h="100%"
      aria-labelledby={titleId}
      component="article"
      style={{ borderTop: `4px solid ${color}` }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
            <Text size="sm" fw={600} truncate>
              {productType.classType.title}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
            {product.monthTitle && (
              <Badge variant="light" radius="sm" tt="none" fw={500}>
                {product.monthTitle}
              </Badge>
            )}
            <Badge variant="default" radius="sm" tt="none" fw={500}>
              {productType.classYear.title}
            </Badge>
          </Group>
        </Group>
        <Box>
          <Title order={headingLevel} size="h4" id={titleId} lineClamp={2}>
            {product.title}
          </Title>
          <Text size="sm" c="dimmed">
            {productType.courseType.title}
          </Text>
        </Box>
        {teacher && <TeacherLine teacher={teacher} />}
        <Text size="sm" c="dimmed">
          {t('productCard.start', { date: formatDate(product.startDate, i18n.language) })}
        </Text>
        <Stack gap="xs" mt="auto" pt={4}>
          <RatePlanChoice
            ratePlans={product.ratePlans}
            value={choice.ratePlan}
            onChange={(ratePlan) => setChoice({ ...choice, ratePlan })}
          />
          <ChoiceCards
            label={t('productCard.pack')}
            options={product.packs}
            value={choice.pack}
            onChange={(pack) => setChoice({ ...choice, pack })}
          />
          <Group justify="space-between" align="center" gap="xs">
            <Box>
              <Text fw={800} fz={22} lh={1.2} aria-label={t('productCard.price')}>
                {money(offerPrice(product, choice))}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`productCard.suffix.${priceSuffix(product, choice)}`)}
              </Text>
            </Box>
            <ProductCardAction product={product} onAdd={onAdd && (() => onAdd(choice))} adding={adding} />
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
