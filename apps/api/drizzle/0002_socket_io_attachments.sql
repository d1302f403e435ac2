-- Used by the socket.io PostgreSQL adapter for payloads too large for NOTIFY, when several API instances share rooms.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
  "id" bigserial UNIQUE,
  "created_at" timestamptz DEFAULT now(),
  "payload" bytea
);
