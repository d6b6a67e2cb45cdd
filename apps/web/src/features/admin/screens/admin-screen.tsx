/**
 * /admin/* — the admin area for staff (role 1 admin, role 2 moderator). Everyone else, visitors included, gets the
 * not-found page: the area does not exist for them (the server answers 403 anyway). Sections are their own lazy
 * chunks under nested routes; admin-only sections are not routed for moderators.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/spinner';
import { AdminLayout } from '../components/admin-layout';
import { AdminNotFound } from '../components/not-found';
import { useStaff } from '../lib/staff';

const QueueScreen = lazy(() => import('./queue-screen'));
const ListingsScreen = lazy(() => import('./listings-screen'));
const ReportsScreen = lazy(() => import('./reports-screen'));
const UsersScreen = lazy(() => import('./users-screen'));
const CatalogueScreen = lazy(() => import('./catalogue-screen'));
const SettingsScreen = lazy(() => import('./settings-screen'));
const AuditScreen = lazy(() => import('./audit-screen'));
const OutboxScreen = lazy(() => import('./outbox-screen'));
const ChatReportsScreen = lazy(() => import('./chat-reports-screen'));
const ChatSafetyScreen = lazy(() => import('./chat-safety-screen'));
const BroadcastScreen = lazy(() => import('./broadcast-screen'));
// money (issue 13)
const PaymentsScreen = lazy(() => import('./payments-screen'));
const RevenueScreen = lazy(() => import('./revenue-screen'));
const PackagesScreen = lazy(() => import('./packages-screen'));
const CouponsScreen = lazy(() => import('./coupons-screen'));
// badges and the account (issue 14)
const BadgesScreen = lazy(() => import('./badges-screen'));
const ContentScreen = lazy(() => import('./content-screen'));

function SectionFallback() {
  const { t } = useTranslation('admin');
  return <LoadingBlock label={t('list.loading')} className="min-h-[40vh]" />;
}

export default function AdminScreen() {
  const staff = useStaff();
  if (!staff.isStaff) return <AdminNotFound />;
  return (
    <AdminLayout>
      <Suspense fallback={<SectionFallback />}>
        <Routes>
          <Route index element={<Navigate to="queue" replace />} />
          <Route path="queue" element={<QueueScreen />} />
          <Route path="listings" element={<ListingsScreen />} />
          <Route path="reports" element={<ReportsScreen />} />
          <Route path="users" element={<UsersScreen />} />
          <Route path="badges" element={<BadgesScreen />} />
          <Route path="catalogue" element={<Navigate to="categories" replace />} />
          <Route path="catalogue/:table" element={<CatalogueScreen />} />
          {staff.isAdmin && <Route path="settings" element={<Navigate to="general" replace />} />}
          {staff.isAdmin && <Route path="settings/:group" element={<SettingsScreen />} />}
          <Route path="audit" element={<AuditScreen />} />
          {staff.isAdmin && <Route path="outbox" element={<OutboxScreen />} />}
          <Route path="chat-reports" element={<ChatReportsScreen />} />
          <Route path="chat-safety" element={<ChatSafetyScreen />} />
          {staff.isAdmin && <Route path="broadcasts" element={<BroadcastScreen />} />}
          <Route path="payments" element={<PaymentsScreen />} />
          <Route path="revenue" element={<RevenueScreen />} />
          <Route path="packages" element={<PackagesScreen />} />
          <Route path="coupons" element={<CouponsScreen />} />
          <Route path="content" element={<ContentScreen />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
