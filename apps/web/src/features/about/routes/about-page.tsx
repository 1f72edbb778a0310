const capabilities = [
  'Log in and out, change and recover your password',
  'Search hotels by city and date',
  'See every detail of a hotel and its rooms',
  'Book a room and pay by card',
  'Receive reservation e-mails',
  'Review your reservations',
  'Use it on desktop and mobile',
];

const team = [
  {
    name: 'Amara Okafor',
    role: 'Frontend Developer',
    initials: 'AO',
    about: 'Builds the screens you search and book on, and keeps them fast on every phone.',
  },
  {
    name: 'Lucas Moreau',
    role: 'Backend Developer',
    initials: 'LM',
    about: 'Designs the API, the database and the booking engine that never sells a room twice.',
  },
  {
    name: 'Sofia Lindqvist',
    role: 'Full Stack Developer',
    initials: 'SL',
    about: 'Connects payments, e-mail and the admin area, from the first click to the receipt.',
  },
];

/** About page of product §1: the project description and three developer cards. */
export function AboutPage() {
  return (
    <main>
      <section className="hero-backdrop px-4 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="font-display text-4xl font-extrabold sm:text-5xl">About Us</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">
            Staylane is a hotel booking application: search rooms, homes and apartments by city and
            dates, compare hotels, and book the room that suits you with a secure card payment.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 className="font-display text-2xl font-bold text-ink">What you can do</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {capabilities.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
              >
                ✓
              </span>
              <span className="text-slate-700">{item}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <h2 className="font-display text-2xl font-bold text-ink">The team</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-display text-2xl font-bold text-white"
              >
                {member.initials}
              </span>
              <h3 className="mt-4 font-display text-lg font-bold text-ink">{member.name}</h3>
              <p className="text-sm font-semibold text-accent-700">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600">{member.about}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
