/**
 * The service's "the catalogue changed" (a price, a picture, a name), heard across the process:
 * server.ts announces it when the service's thread says so, and the storefront's own caches (the
 * wines' pictures) forget. A process event, because server.ts and the Remix build each load their
 * own copy of this module.
 */
import type { EventEmitter } from "node:events";

const EVENT = "shop:catalogChanged";
const processEvents = process as unknown as EventEmitter;

export function announceCatalogChange(): void {
  processEvents.emit(EVENT);
}

export function onCatalogChanged(listener: () => void): void {
  processEvents.on(EVENT, listener);
}
