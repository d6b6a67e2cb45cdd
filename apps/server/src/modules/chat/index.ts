/** Public face of the chat module: its calls (conversations and the deal), and the service functions the realtime
 * hub calls for the socket's send, sync and read. */
export { chatActions } from './chat.routes.ts';
export { listChats, markRead, openDealConversation, participantsOf, sendMessage, syncMessages, unreadMessageTotals } from './chat.service.ts';
export { contactsAmong } from './contacts.ts';
export { presentStaffMessage } from './chat.presenter.ts';
