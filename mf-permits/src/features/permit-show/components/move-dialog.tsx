import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, chakra, Field, HStack, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { endpoints, ERROR_TEXTS, type Nd, type Transition, type ZoneBlocker } from '@permit/shared-contracts';
import { failureText, useServices } from '@permit/dev-kit/runtime';
import { CalendarPicker } from '@permit/dev-kit/calendar-picker';
import {
  DATE_FORMAT_ERROR,
  TIME_FORMAT_ERROR,
  dottedToIsoDate,
  fromPickerValue,
  isValidTime,
  maskDateTime,
  toPickerValue,
} from '@permit/dev-kit/date-entry';
import { toIsoDateTime } from '../../../lib/date-input';
import { useProcessPermit } from '../api/use-process-permit';
import { isConfirmationRequired, isStart } from '../model/simops-start';
import { useMoveDraft } from '../model/use-move-draft';
import { useSimopsConfirmation } from '../model/use-simops-confirmation';
import { SimopsConfirmList } from './simops-confirm-list';
import { ZoneBlockerList } from './zone-blocker-list';

export interface MoveDialogProps {
  nd: Nd;
  move: Transition | null;
  /** Whether the permit as last read still offers this move; false disables the confirmation. */
  allowed?: boolean;
  /** Reads the permit again and answers whether the move is still offered (checked right before sending). */
  recheck?: (move: Transition) => Promise<boolean>;
  onClose: () => void;
}

const NO_LONGER_ALLOWED: Failure = {
  title: 'Это действие больше недоступно',
  detail: 'Наряд-допуск изменился, пока был открыт этот диалог. Закройте его и выберите действие заново.',
};

interface Failure {
  title: string;
  detail?: string;
  /** A refused start: the works in the zone that block it. */
  blockers?: ZoneBlocker[];
}

/** `false` is the zone-conflict text (docs/architecture.md «Поведение клиента»); any other failure the generic one, with the server's reason. */
function failureOf(error: unknown): Failure {
  return { title: ERROR_TEXTS.processingFailed, detail: failureText(error) ?? undefined };
}

/** Every move is confirmed here; a comment is required where the move needs one, and an extension asks for its new end. */
export function MoveDialog({ nd, move, allowed = true, recheck, onClose }: MoveDialogProps) {
  const process = useProcessPermit();
  const { api } = useServices();
  const { comment, setComment, endDate, setEndDate, endTime, setEndTime, clear: clearDraft } = useMoveDraft(nd.id, move);
  const [errors, setErrors] = useState<Partial<Record<'comment' | 'endDate' | 'endTime', string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  // A start consults the SIMOPS matrix: conditional works in the zone are confirmed here, one tick each.
  const starting = isStart(nd, move);
  const simops = useSimopsConfirmation(nd.id, starting);
  const [simopsTried, setSimopsTried] = useState(false);
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    simops.reset();
    setSimopsTried(false);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const commentError = (value: string) => (move?.comment && value.trim() === '' ? 'Укажите комментарий' : undefined);
  const endDateError = (value: string) => (value === '' ? 'Укажите новую дату окончания' : dottedToIsoDate(value) ? undefined : DATE_FORMAT_ERROR);
  const endTimeError = (value: string) => (value === '' ? 'Укажите новое время окончания' : isValidTime(value) ? undefined : TIME_FORMAT_ERROR);
  // A field's error, once shown, follows what is typed: it goes as soon as the value is right.
  const recheckField = (field: keyof typeof errors, error: string | undefined) =>
    setErrors((shown) => (shown[field] === undefined ? shown : { ...shown, [field]: error }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!move) return;
    const found: typeof errors = {};
    const missingComment = commentError(comment);
    if (missingComment) found.comment = missingComment;
    if (move.newEnd) {
      const date = endDateError(endDate);
      const time = endTimeError(endTime);
      if (date) found.endDate = date;
      if (time) found.endTime = time;
    }
    setErrors(found);
    if (starting) setSimopsTried(true);
    if (Object.keys(found).length > 0 || (starting && simops.missing.length > 0)) return;
    // From the recheck on, not only during the save: a second tap on a slow network must not send the move twice.
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      if (!allowed || (recheck && !(await recheck(move)))) {
        setFailure(NO_LONGER_ALLOWED);
        return;
      }
      const done = await process.mutateAsync({
        ndId: nd.id,
        status: move.to,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(move.newEnd ? { datetimeEnd: toIsoDateTime(endDate, endTime) ?? undefined } : {}),
        ...(starting && simops.confirmed.size > 0 ? { simopsConfirmed: [...simops.confirmed] } : {}),
      });
      if (done) {
        clearDraft();
        close();
      } else {
        // `false` says only "a conflict"; who blocks the zone is asked right after.
        const blockers = await api.call(endpoints.nd.zoneConflicts, { params: { ndId: nd.id } }).catch(() => []);
        setFailure({ title: ERROR_TEXTS.processingConflict, blockers });
      }
    } catch (error) {
      // A conditional work started in the zone after the dialog read it: show it to be confirmed, keep the comment.
      if (isConfirmationRequired(error)) {
        await simops.refresh();
        setFailure({ title: 'В зоне появились работы с условиями совмещения', detail: error.message });
        return;
      }
      setFailure(failureOf(error));
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  return (
    // Full-screen on a phone: the keyboard and the comment leave no room for a floating box there.
    <Dialog.Root open={move !== null} onOpenChange={(details) => !details.open && close()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{move?.label}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.comment)} required={move?.comment}>
                    <Field.Label>
                      Комментарий
                      {move?.comment && <Field.RequiredIndicator />}
                    </Field.Label>
                    <Textarea
                      value={comment}
                      onChange={(e) => {
                        setComment(e.target.value);
                        recheckField('comment', commentError(e.target.value));
                      }}
                    />
                    <Field.ErrorText>{errors.comment}</Field.ErrorText>
                  </Field.Root>
                  {move?.newEnd && (
                    <Stack direction={{ base: 'column', sm: 'row' }} align="start" gap="3">
                      <Field.Root invalid={Boolean(errors.endDate)} required>
                        <Field.Label>
                          Новая дата окончания
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <HStack gap="2" w="full">
                          <Input
                            placeholder="дд.мм.гггг"
                            inputMode="numeric"
                            value={endDate}
                            onChange={(e) => {
                              const next = maskDateTime(e.target.value, 'date', endDate);
                              setEndDate(next);
                              recheckField('endDate', endDateError(next));
                            }}
                          />
                          <CalendarPicker
                            name="Календарь: новый срок окончания"
                            type="datetime-local"
                            value={toPickerValue(endDate, endTime)}
                            onPick={(picked) => {
                              const { date, time } = fromPickerValue(picked);
                              setEndDate(date);
                              setEndTime(time);
                              recheckField('endDate', endDateError(date));
                              recheckField('endTime', endTimeError(time));
                            }}
                          />
                        </HStack>
                        <Field.ErrorText>{errors.endDate}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={Boolean(errors.endTime)} required>
                        <Field.Label>
                          Новое время окончания
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          placeholder="чч:мм"
                          inputMode="numeric"
                          value={endTime}
                          onChange={(e) => {
                            const next = maskDateTime(e.target.value, 'time', endTime);
                            setEndTime(next);
                            recheckField('endTime', endTimeError(next));
                          }}
                        />
                        <Field.ErrorText>{errors.endTime}</Field.ErrorText>
                      </Field.Root>
                    </Stack>
                  )}
                  {starting && <SimopsConfirmList simops={simops} showErrors={simopsTried} />}
                  {/* While a move is on its way, and after the server took it while the page reloads, the permit
                      already read in its new status no longer offers this move: that is the move succeeding. Nor
                      while the dialog closes (its move is gone then). */}
                  {move && !allowed && !failure && !process.isPending && (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{NO_LONGER_ALLOWED.title}</Alert.Title>
                        <Alert.Description>{NO_LONGER_ALLOWED.detail}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {failure && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{failure.title}</Alert.Title>
                        {failure.detail && <Alert.Description>{failure.detail}</Alert.Description>}
                        {failure.blockers && failure.blockers.length > 0 && <ZoneBlockerList blockers={failure.blockers} onOpen={close} />}
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Отмена
                </Button>
                <Button type="submit" colorPalette="blue" loading={submitting} disabled={!allowed}>
                  {move?.label}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
