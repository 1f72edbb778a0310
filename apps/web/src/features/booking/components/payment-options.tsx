/**
 * Payment Options (product §2): an accordion with 'Pay With Stripe' holding the card form and
 * the hold's countdown. It opens by itself once the room is held.
 */
import * as Accordion from '@radix-ui/react-accordion';
import { useState, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/chevron-icon';

interface PaymentOptionsProps {
  children: ReactNode;
}

export function PaymentOptions({ children }: PaymentOptionsProps) {
  const [open, setOpen] = useState('stripe');
  return (
    <section
      aria-labelledby="payment-options-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="payment-options-title" className="font-display text-2xl font-bold text-ink">
        Payment Options
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        value={open}
        onValueChange={setOpen}
        className="mt-4 overflow-hidden rounded-xl ring-1 ring-slate-200"
      >
        <Accordion.Item value="stripe">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 bg-slate-50 px-4 py-3 text-left font-semibold text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500">
                Pay With Stripe
                <ChevronIcon />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="space-y-4 p-4">{children}</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </section>
  );
}
