import type { ReactNode } from 'react';

/** The framed card the sign-up and login forms sit in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="hero-backdrop flex min-h-[calc(100vh-4rem)] items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <h1 className="text-center font-display text-3xl font-extrabold tracking-wide text-brand-800">
          {title}
        </h1>
        {intro && <p className="mt-2 text-center text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
