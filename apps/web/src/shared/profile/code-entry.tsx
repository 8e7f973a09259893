import { useEffect, useRef, useState } from 'react';
import { Button, Center, Loader, PinInput, Stack, Text } from '@mantine/core';
import { SMS_CODE_LENGTH } from '@school/contract';
import { ApiError } from '../api/api-error';
import { formatCountdown } from './countdown';

export interface CodeEntryTexts {
  label: string;
  checking: string;
  resend: string;
  /** The countdown line, given the mm:ss left. */
  resendIn: (time: string) => string;
  /** The notice when the failure names no field (spec 3 §8). */
  failed: string;
}

interface CodeEntryProps {
  texts: CodeEntryTexts;
  /** Seconds until a new code may be asked for. */
  resendIn: number;
  /** Checks the code; throws the server's error when it is wrong. */
  check: (code: string) => Promise<void>;
  /** Sends a new code; false when it could not. */
  onResend: () => Promise<boolean>;
  onNotice: (notice: string | null) => void;
}

/**
 * Spec 1 §5, §9: a 4-digit SMS code, checked as soon as the fourth digit is typed; a new code
 * after the mm:ss countdown. An error on the code (or phone) shows at the field, anything else as
 * a notice (spec 3 §5).
 */
export function CodeEntry({ texts, resendIn, check, onResend, onNotice }: CodeEntryProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  /** Mantine's PinInput hands its first input to the ref. */
  const pin = useRef<HTMLInputElement>(null);
  // After a wrong code the inputs are empty again: the typing starts over from the first one.
  useEffect(() => {
    if (codeError && !checking) pin.current?.focus();
  }, [codeError, checking]);

  const confirm = async (value: string) => {
    setChecking(true);
    setCodeError(null);
    onNotice(null);
    try {
      await check(value);
    } catch (error) {
      const detail = error instanceof ApiError ? (error.fields.code ?? error.fields.phone) : undefined;
      if (detail) setCodeError(detail);
      else onNotice(error instanceof ApiError ? (error.general[0]?.detail ?? texts.failed) : texts.failed);
    } finally {
      setCode('');
      setChecking(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setCodeError(null);
    onNotice(null);
    try {
      if (!(await onResend())) onNotice(texts.failed);
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="center">
        <Text size="sm" fw={500} aria-hidden>
          {texts.label}
        </Text>
        <PinInput
          ref={pin}
          length={SMS_CODE_LENGTH}
          type="number"
          oneTimeCode
          autoFocus
          size="lg"
          value={code}
          onChange={setCode}
          onComplete={(value) => void confirm(value)}
          error={Boolean(codeError)}
          disabled={checking}
          ariaLabel={texts.label}
        />
        {codeError && (
          <Text size="sm" c="red" role="alert">
            {codeError}
          </Text>
        )}
        {checking && (
          <Center>
            <Loader size="sm" aria-label={texts.checking} />
          </Center>
        )}
      </Stack>
      {resendIn > 0 ? (
        <Text size="sm" c="dimmed" ta="center">
          {texts.resendIn(formatCountdown(resendIn))}
        </Text>
      ) : (
        <Button variant="subtle" onClick={() => void resend()} loading={resending}>
          {texts.resend}
        </Button>
      )}
    </Stack>
  );
}
