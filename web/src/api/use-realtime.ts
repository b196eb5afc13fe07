import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '../lib/session-store';
import { createRealtimeConnection, type RealtimeConnection, type RealtimeStatus } from './realtime';

interface RealtimeState {
  status: RealtimeStatus;
  connection: RealtimeConnection | null;
}

export const useRealtimeStore = create<RealtimeState>(() => ({ status: 'disconnected', connection: null }));

/** Keeps one connection open while a session exists; the secured shell mounts it once. */
export function useRealtimeConnection(): void {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.profile?.id ?? null);
  useEffect(() => {
    if (!token || userId === null) return;
    const connection = createRealtimeConnection(token, userId, (status) => useRealtimeStore.setState({ status }));
    useRealtimeStore.setState({ connection });
    return () => {
      connection.close();
      useRealtimeStore.setState({ connection: null, status: 'disconnected' });
    };
  }, [token, userId]);
}

/** Listens to `event` on `{userId}/{topic}` while the calling component is mounted. */
export function useRealtimeTopic(topic: string, event: string, handler: (payload: unknown) => void): void {
  const connection = useRealtimeStore((s) => s.connection);
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(
    () => connection?.subscribe(topic, event, (payload) => handlerRef.current(payload)),
    [connection, topic, event],
  );
}
