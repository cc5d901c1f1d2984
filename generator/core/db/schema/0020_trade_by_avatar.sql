-- 0020_trade_by_avatar.sql: trade messages by avatar, newest last, so an avatar's last trade message is one
-- lookup. Ingest computes the last_seen of each avatar whose globals it records (snapgen/derived/
-- fold_owner_lists.cc); without this index each such avatar read every trade message after its creation.
CREATE INDEX trade_message_by_avatar ON trade_message(avatar_id, ts);
