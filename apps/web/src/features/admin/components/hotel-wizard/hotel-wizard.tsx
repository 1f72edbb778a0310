/**
 * The five-step hotel form of product §2 and §4, for creating ('Hotel Creation') and editing
 * ('Updating {hotel name}'). Steps move forward only when they validate and back without
 * validation; back from step 1 wraps to step 5. Before sending, every step is checked again
 * (the wrap lets an admin reach step 5 early), and an incomplete step is reopened with its
 * messages.
 */
import { HOTEL_FORM_STEPS, NOTICES, type HotelFormMode, type HotelWire } from '@staylane/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateHotel } from '../../api/create-hotel';
import { useUpdateHotel } from '../../api/update-hotel';
import { StepBasics } from './step-basics';
import { StepGallery } from './step-gallery';
import { StepLocation } from './step-location';
import { StepRooms } from './step-rooms';
import { StepSocial } from './step-social';
import {
  emptyWizardValues,
  payloadFromWizard,
  STEP_TITLES,
  wizardValuesFromHotel,
  type WizardValues,
} from './wizard-model';

export const UPDATE_CONFIRM_TITLE =
  'Are you sure you want to update this hotel with the information provided?';
export const UPDATE_CONFIRM_MESSAGE = 'You are going to change a hotel permanently';
export const NEED_A_ROOM = 'Create at least one room before saving the hotel';

interface HotelWizardProps {
  mode: HotelFormMode;
  /** The hotel being edited (edit mode). */
  hotel?: HotelWire;
  /**
   * Given, the step shown is the caller's (the edit screen keeps it in the address) and a
   * move asks the caller for the new one; otherwise the wizard keeps its own.
   */
  step?: number;
  onStepChange?: (step: number) => void;
}

export function HotelWizard({ mode, hotel: chosen, ...control }: HotelWizardProps) {
  // The hotel as last saved: its name titles the form and its other fields go back unchanged.
  const [hotel, setHotel] = useState(chosen);
  const initial = () => (hotel ? wizardValuesFromHotel(hotel) : emptyWizardValues());
  const [values, setValues] = useState<WizardValues>(initial);
  const [ownStep, setOwnStep] = useState(1);
  const step = control.step ?? ownStep;
  const setStep = control.onStepChange ?? setOwnStep;
  // Bumped when the data is replaced (cleared or saved), so every step form starts afresh.
  const [generation, setGeneration] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateHotel();
  const update = useUpdateHotel();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the new step's title (not on first display).
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved > 0) heading.current?.focus();
  }, [moved]);

  function goTo(next: number, withErrors = false) {
    setMoved((count) => count + 1);
    setShowErrors(withErrors);
    setProblem(undefined);
    setStep(next);
  }

  function keep<K extends keyof WizardValues>(key: K, stepValues: WizardValues[K]) {
    setValues((current) => ({ ...current, [key]: stepValues }));
  }

  const forward =
    <K extends keyof WizardValues>(key: K) =>
    (stepValues: WizardValues[K]) => {
      keep(key, stepValues);
      goTo(step + 1);
    };
  const backward =
    <K extends keyof WizardValues>(key: K) =>
    (stepValues: WizardValues[K]) => {
      keep(key, stepValues);
      goTo(step === 1 ? HOTEL_FORM_STEPS : step - 1);
    };

  function restart(next: WizardValues) {
    setValues(next);
    setGeneration((value) => value + 1);
    goTo(1);
  }

  function checked() {
    const check = payloadFromWizard(values, mode, hotel);
    if (!check.ok) {
      goTo(check.step, true);
      return undefined;
    }
    if (values.rooms.length === 0) {
      setProblem(NEED_A_ROOM);
      return undefined;
    }
    return check.payload;
  }

  function submit() {
    const payload = checked();
    if (!payload) return;
    if (mode === 'edit') {
      setConfirming(true);
      return;
    }
    create.mutate(payload, {
      onSuccess: () => {
        notify.success(NOTICES.hotelCreated);
        restart(emptyWizardValues());
      },
      // Product §8: any failure shows 'Something went wrong' and starts again from step 1.
      onError: () => {
        notify.error(NOTICES.somethingWentWrong);
        restart(emptyWizardValues());
      },
    });
  }

  function confirmUpdate() {
    setConfirming(false);
    const payload = checked();
    if (!payload || !hotel) return;
    update.mutate(
      { id: hotel.id, payload },
      {
        onSuccess: (answer) => {
          notify.success(NOTICES.hotelUpdated);
          setHotel(answer.data);
          restart(wizardValuesFromHotel(answer.data));
        },
        onError: (error) =>
          notify.error(error instanceof ApiError ? error.message : NOTICES.somethingWentWrong),
      },
    );
  }

  const pending = create.isPending || update.isPending;
  const title = mode === 'create' ? 'Hotel Creation' : `Updating ${hotel?.HotelName ?? ''}`;
  const stepKey = `${generation}-${step}`;

  return (
    <section aria-labelledby={`${mode}-wizard-title`} className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2
          id={`${mode}-wizard-title`}
          className="font-display text-2xl font-bold break-words text-ink"
        >
          {title}
        </h2>
        <h3
          ref={heading}
          tabIndex={-1}
          className="rounded font-semibold text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {STEP_TITLES[step - 1]}
        </h3>
        <ol className="mt-2 flex gap-1.5" aria-hidden="true">
          {STEP_TITLES.map((name, index) => (
            <li
              key={name}
              className={`h-1.5 flex-1 rounded-full ${index < step ? 'bg-brand-600' : 'bg-slate-200'}`}
            />
          ))}
        </ol>
      </header>
      {step === 1 && (
        <StepBasics
          key={stepKey}
          showErrors={showErrors}
          mode={mode}
          values={values.basics}
          onNext={forward('basics')}
          onBack={backward('basics')}
        />
      )}
      {step === 2 && (
        <StepLocation
          key={stepKey}
          showErrors={showErrors}
          values={values.location}
          onNext={forward('location')}
          onBack={backward('location')}
        />
      )}
      {step === 3 && (
        <StepSocial
          key={stepKey}
          showErrors={showErrors}
          values={values.social}
          onNext={forward('social')}
          onBack={backward('social')}
        />
      )}
      {step === 4 && (
        <StepGallery
          key={stepKey}
          showErrors={showErrors}
          mode={mode}
          values={values.gallery}
          onNext={forward('gallery')}
          onBack={backward('gallery')}
        />
      )}
      {step === 5 && (
        <StepRooms
          key={stepKey}
          mode={mode}
          rooms={values.rooms}
          onRoomsChange={(rooms) => {
            setProblem(undefined);
            keep('rooms', rooms);
          }}
          onBack={() => goTo(4)}
          problem={problem}
          policy={values.policy}
          onPolicyChange={(policy) => keep('policy', policy)}
          showErrors={showErrors}
          submit={
            <Button variant="accent" onClick={submit} disabled={pending}>
              {mode === 'create'
                ? create.isPending
                  ? 'Creating…'
                  : 'Create Hotel'
                : update.isPending
                  ? 'Updating…'
                  : 'Update Hotel'}
            </Button>
          }
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={UPDATE_CONFIRM_TITLE}
        message={UPDATE_CONFIRM_MESSAGE}
        onConfirm={confirmUpdate}
      />
    </section>
  );
}
