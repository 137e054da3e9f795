import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import {
  carpetPath,
  seatPath,
  type CarpetDoc,
  type MemberDoc,
  type SeatDoc,
} from '../../family/carpet';
import { strokeFromDoc, type StrokeChange } from '../family-view';
import type { Listening } from './firebase-services';

/** What a family carpet's live listeners hear (listenToCarpet). */
export interface CarpetHeard {
  /** The visitor's member id, read once from their seat; null when they have no seat. */
  seat(memberId: string | null): void;
  /** The carpet, on every change; null when there is no such carpet. */
  carpet(carpet: CarpetDoc | null): void;
  /** The members, on every change. */
  members(members: { id: string; data: MemberDoc }[]): void;
  /**
   * A snapshot's changes to the strokes, those before the server's first answer too (pending
   * server times read as null: this page's own strokes not stamped yet); `answered`, once the
   * server has answered the listener.
   */
  strokes(changes: StrokeChange[], answered: boolean): void;
  /** A listener failed (refused by the rules, or the network): every listener is stopped. */
  fail(error: unknown): void;
}

/**
 * The live listeners a member's carpet page keeps, on the full Firestore SDK: the visitor's seat
 * (read once), the carpet, its members and its strokes in the server's order. Each speaks only
 * from the server's first answer on: with the network down, the SDK's empty cache would otherwise
 * pass for a carpet with no strokes. Metadata changes are asked for, so that the server's answer
 * comes even when it is the same as the cache's (an empty carpet). Returns what stops them all.
 */
export function listenToCarpet(
  sdk: Listening,
  carpetId: string,
  uid: string,
  heard: CarpetHeard,
): () => void {
  const { db, doc, collection, onSnapshot } = sdk;
  const metadata = { includeMetadataChanges: true };
  const fromServer = new Set<string>();
  const trusted = (name: string, snapshot: { metadata: { fromCache: boolean } }) => {
    if (snapshot.metadata.fromCache && !fromServer.has(name)) return false;
    fromServer.add(name);
    return true;
  };
  const fail = (error: unknown) => heard.fail(error);
  // The seat is read once, for the member id: it changes with every stroke, and listening to it
  // would cost a read each time.
  const stopSeat = onSnapshot(
    doc(db, seatPath(carpetId, uid)),
    metadata,
    (snapshot: DocumentSnapshot<DocumentData>) => {
      if (!trusted('seat', snapshot)) return;
      stopSeat();
      heard.seat(snapshot.exists() ? (snapshot.data() as SeatDoc).memberId : null);
    },
    fail,
  );
  const stops = [
    stopSeat,
    onSnapshot(
      doc(db, carpetPath(carpetId)),
      metadata,
      (snapshot: DocumentSnapshot<DocumentData>) => {
        if (!trusted('carpet', snapshot)) return;
        heard.carpet(snapshot.exists() ? (snapshot.data() as CarpetDoc) : null);
      },
      fail,
    ),
    onSnapshot(
      collection(db, carpetPath(carpetId), 'members'),
      metadata,
      (snapshot: QuerySnapshot<DocumentData>) => {
        if (!trusted('members', snapshot)) return;
        heard.members(
          snapshot.docs.map((member) => ({ id: member.id, data: member.data() as MemberDoc })),
        );
      },
      fail,
    ),
    onSnapshot(
      sdk.query(collection(db, carpetPath(carpetId), 'strokes'), sdk.orderBy('at')),
      metadata,
      (snapshot: QuerySnapshot<DocumentData>) => {
        const changes = snapshot.docChanges().map(({ type, doc: stroke }) => ({
          type,
          stroke: strokeFromDoc(stroke.id, stroke.data()),
        }));
        heard.strokes(changes, trusted('strokes', snapshot));
      },
      fail,
    ),
  ];
  return () => stops.forEach((stopOne) => stopOne());
}
