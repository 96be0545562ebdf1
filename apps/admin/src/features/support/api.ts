import type {
  InquiryReplyInput,
  InquiryStatus,
  InquiryStatusAction,
  StaffChatReply,
  StaffChatReplyResult,
  SupportChatThread,
  SupportInquiryDetail,
} from '@atelier/domain/support-inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';
import { useStaffPost } from '../../lib/query-client';

/**
 * Query keys for the support inbox. Everything starts with liveKeys.support, so the shell's live stream
 * refetches the chat list and open threads whenever a chat message arrives.
 */
export const supportKeys = {
  all: liveKeys.support,
  chats: () => [...supportKeys.all, 'chats'] as const,
  chatList: (page: number, search: string) => [...supportKeys.chats(), 'list', page, search] as const,
  chat: (id: string) => [...supportKeys.chats(), 'detail', id] as const,
  inquiries: () => [...supportKeys.all, 'inquiries'] as const,
  inquiryLists: () => [...supportKeys.inquiries(), 'list'] as const,
  inquiryList: (status: InquiryStatus | '', page: number) => [...supportKeys.inquiryLists(), status, page] as const,
  inquiry: (id: string) => [...supportKeys.inquiries(), 'detail', id] as const,
};

/** A safety net while the live stream is down; the stream itself refreshes at once. */
export const CHAT_REFRESH_MS = 10_000;

const chatPath = (id: string) => `/support/chats/${encodeURIComponent(id)}`;
const inquiryPath = (id: string) => `/support/inquiries/${encodeURIComponent(id)}`;

export function useChatList(page: number, search: string) {
  return useQuery({
    queryKey: supportKeys.chatList(page, search),
    queryFn: () =>
      staffGet('/support/chats', { query: new URLSearchParams({ page: String(page), q: search }).toString() }),
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_REFRESH_MS,
  });
}

/** One thread; every fetch marks it read on the server, so the list's unread counts go stale. */
export function useChatThread(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: supportKeys.chat(id),
    queryFn: async () => {
      const thread = await staffGet('/support/chats/:id', { params: { id } });
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.chats(), 'list'] });
      return thread;
    },
    refetchInterval: CHAT_REFRESH_MS,
  });
}

export function useChatReply(id: string) {
  const queryClient = useQueryClient();
  const post = useStaffPost();
  return useMutation({
    mutationFn: (body: StaffChatReply) => post<StaffChatReplyResult>(`${chatPath(id)}/messages`, body),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<SupportChatThread>(supportKeys.chat(id), (thread) =>
        thread && !thread.messages.some((item) => item.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.chats() });
    },
  });
}

export function useInquiryList(status: InquiryStatus | '', page: number) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  return useQuery({
    queryKey: supportKeys.inquiryList(status, page),
    queryFn: () => staffGet('/support/inquiries', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(id: string) {
  return useQuery({
    queryKey: supportKeys.inquiry(id),
    queryFn: () => staffGet('/support/inquiries/:id', { params: { id } }),
  });
}

/** Reply and status changes answer with the whole inquiry, which replaces the cached one. */
function useInquiryMutation<TBody>(id: string, action: 'reply' | 'status') {
  const queryClient = useQueryClient();
  const post = useStaffPost();
  return useMutation({
    mutationFn: (body: TBody) => post<SupportInquiryDetail>(`${inquiryPath(id)}/${action}`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(supportKeys.inquiry(id), detail);
      void queryClient.invalidateQueries({ queryKey: supportKeys.inquiryLists() });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}

export const useInquiryReply = (id: string) => useInquiryMutation<InquiryReplyInput>(id, 'reply');
export const useInquiryStatus = (id: string) => useInquiryMutation<InquiryStatusAction>(id, 'status');
