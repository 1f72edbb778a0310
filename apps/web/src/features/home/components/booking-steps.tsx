import { Icon, type IconName } from '@/components/icon';

const steps: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Explore',
    text: 'Search by city and dates and browse hotels that have rooms free for your stay.',
    icon: 'compass',
  },
  {
    title: 'Get Quotes',
    text: 'Compare rooms, prices per night, amenities and what other guests say.',
    icon: 'chat',
  },
  {
    title: 'Customize',
    text: 'Choose your room, your dates and the number of guests.',
    icon: 'sliders',
  },
  {
    title: 'Book & Enjoy',
    text: 'Pay securely by card and get your confirmation by e-mail.',
    icon: 'check',
  },
];

/** Super Easy Booking (product §1): the four steps. */
export function BookingSteps() {
  return (
    <section aria-labelledby="steps-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="steps-title"
          className="text-center font-display text-3xl font-extrabold text-ink sm:text-4xl"
        >
          Super Easy Booking
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon name={step.icon} className="size-7" />
              </span>
              <p className="mt-3 text-xs font-bold tracking-widest text-accent-700">
                STEP {index + 1}
              </p>
              <h3 className="mt-1 font-display text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
