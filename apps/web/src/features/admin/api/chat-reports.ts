import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type CallAnswer } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

export type ChatReport = CallAnswer<'admin/chat_reports'>[number];

const SIZE = LIMITS.listPageSize;

/** `POST admin/chat_reports/limit/30/offset/{n}` → open conversation reports, newest first, with the reported
 * user's messages only. */
export function getChatReports(offset: number, signal?: AbortSignal): Promise<ChatReport[]> {
  return call('admin/chat_reports', { body: {}, path: { limit: SIZE, offset }, signal });
}

export function useChatReports() {
  return useInfiniteQuery({
    queryKey: adminKeys.chatReports,
    queryFn: async ({ pageParam, signal }) => toPage(await getChatReports(pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ChatReport>(SIZE),
    staleTime: 0,
  });
}

/** `POST admin/chat_report_dismiss` {report_id}. */
export function dismissChatReport(reportId: string) {
  return call('admin/chat_report_dismiss', { body: { report_id: reportId } });
}

/** `POST admin/chat_report_action` {report_id, ban}: closes the report as actioned, banning the reported user
 * when asked (their other open conversation reports close with it). */
export function actionChatReport(reportId: string, ban: boolean) {
  return call('admin/chat_report_action', { body: { report_id: reportId, ban: ban ? '1' : '0' } });
}
