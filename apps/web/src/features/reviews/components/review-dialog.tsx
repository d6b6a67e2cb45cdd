/**
 * Stand-in with the props the chat screen uses; the reviews part of issue 11 delivers the dialog itself (same
 * path, same props) and replaces this file.
 */
export interface ReviewDialogProps {
  open: boolean;
  chatId: string;
  toUserId: string;
  toUserName: string;
  onClose(): void;
  onDone(): void;
}

export function ReviewDialog(_props: ReviewDialogProps) {
  return null;
}
