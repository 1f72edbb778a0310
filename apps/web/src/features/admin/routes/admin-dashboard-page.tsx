/**
 * /admin-dashboard (spec §2): the profile block and the administration tabs. The router
 * shows it only to a token with the Admin role and loads it as its own chunk.
 */
import { idToWire } from '@staylane/domain';
import { useSession, userIdOf } from '@/lib/session';
import { AdminProfile } from '../components/profile/admin-profile';
import { AdminTabs } from '../components/admin-tabs';

export function AdminDashboardPage() {
  const session = useSession();
  const tokenUserId = session.token ? userIdOf(session.token) : undefined;
  // Ids travel as text (DESIGN §3); the token's claim is the database number.
  const userId = tokenUserId === undefined ? undefined : idToWire(tokenUserId);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-bold text-ink">Admin Dashboard</h1>
      <AdminProfile userId={userId} />
      <AdminTabs selfId={userId} />
    </main>
  );
}
