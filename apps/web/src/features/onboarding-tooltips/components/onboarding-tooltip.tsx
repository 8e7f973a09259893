import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ActionIcon, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_ANCHOR_ATTRIBUTE, type OnboardingStep } from '@school/contract';
import { pollAnchor } from '../../../shared/onboarding/anchors';
import { placeCard, type CardPlace } from '../lib/place-card';
import '../i18n';

export interface OnboardingTooltipProps {
  step: OnboardingStep;
  position: number;
  total: number;
  isLast: boolean;
  onComplete: () => void;
  onClose: () => void;
  /** The anchor was not found after polling: nothing shows. */
  onShown: (shown: boolean) => void;
}

/**
 * Spec 3 §2 onboarding tooltip: a card beside the step's element with its progress (2/5), 'further'
 * or 'its_clear' and a close control. Not modal: nothing but the card itself takes clicks.
 */
export function OnboardingTooltip({
  step,
  position,
  total,
  isLast,
  onComplete,
  onClose,
  onShown,
}: OnboardingTooltipProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [place, setPlace] = useState<CardPlace | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void pollAnchor(step, { signal: controller.signal }).then((found) => {
      if (controller.signal.aborted) return;
      setAnchor(found);
      onShown(found !== null);
      found?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => controller.abort();
    // onShown is the host's setter; the lookup runs once per step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useLayoutEffect(() => {
    if (!anchor) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // A screen may swap the marked element for a new one (a re-render): follow the new one.
        if (!anchor.isConnected) {
          setAnchor(document.querySelector<HTMLElement>(`[${ONBOARDING_ANCHOR_ATTRIBUTE}="${step}"]`));
          return;
        }
        setPlace(placeCard(anchor.getBoundingClientRect(), window.innerWidth, window.innerHeight));
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(anchor);
    observer.observe(document.body);
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [anchor, step]);

  if (!anchor || !place) return null;
  // Into the body (not Mantine's Portal: a chunk of its own the home page would list too).
  return createPortal(
    <>
      {/* The ring marks the element the tip is about; it takes no clicks. */}
      <div
        aria-hidden
        style={{
          position: 'fixed',
          ...place.ring,
          borderRadius: 12,
          boxShadow: '0 0 0 3px var(--mantine-primary-color-filled)',
          pointerEvents: 'none',
          zIndex: 190,
        }}
      />
      <Paper
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        data-testid="onboarding-tooltip"
        data-step={step}
        shadow="lg"
        radius="md"
        p="md"
        withBorder
        style={{
          position: 'fixed',
          top: place.top,
          bottom: place.bottom,
          left: place.left,
          width: place.width,
          zIndex: 190,
        }}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={6}>
          <Text id={titleId} fw={700}>
            {t(`onboarding.steps.${step}.title`)}
          </Text>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('onboarding.close')} onClick={onClose}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
        <Text size="sm">{t(`onboarding.steps.${step}.text`)}</Text>
        <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
          <Text size="sm" c="dimmed">
            <span aria-hidden>
              {position}/{total}
            </span>
            <VisuallyHidden>{t('onboarding.progress', { position, total })}</VisuallyHidden>
          </Text>
          <Button size="xs" onClick={onComplete}>
            {t(isLast ? 'its_clear' : 'further')}
          </Button>
        </Group>
      </Paper>
    </>,
    document.body,
  );
}
