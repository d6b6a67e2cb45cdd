/**
 * The parts of the service worker's global scope that sw.ts uses. The web app compiles against the DOM library,
 * whose globals (window, document) a worker does not have; the WebWorker library cannot be mixed into the same
 * program. These few declarations follow the Service Worker and Push API specifications.
 */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushMessageDataLike {
  json(): unknown;
  text(): string;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: PushMessageDataLike | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}

/** `pushsubscriptionchange` (Push API): the subscription the browser renewed or dropped. */
export interface PushSubscriptionChangeEventLike extends ExtendableEventLike {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

export interface WindowClientLike {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  postMessage(message: unknown): void;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<WindowClientLike | null>;
  claim(): Promise<void>;
}

export interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: ClientsLike;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: PushSubscriptionChangeEventLike) => void): void;
}
