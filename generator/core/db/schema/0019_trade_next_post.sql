-- 0019_trade_next_post.sql: on each trade message, the time of its sender's next post of the same text (the next
-- message of its repost key, in time order) in any channel and in its own channel; NULL when there is none yet.
-- A message starts an offer, rather than being a repost of a later one, when that next post is missing, outside
-- the stretch of time read, or more than the repost window after it, so aggregate_trade_messages counts offers by
-- testing each row instead of following every repost key (core/tools/trade_offers.h).
-- The rule, written once: snapgen's rebuild stores it for every row (snapgen/derived/trade_next_post.cc), ingest
-- for the repost keys of the messages it adds.
ALTER TABLE trade_message ADD COLUMN next_post_ts INTEGER;
ALTER TABLE trade_message ADD COLUMN next_post_in_channel_ts INTEGER;

CREATE VIEW trade_next_post_rule AS
SELECT t.id, t.repost_key,
       (SELECT n.ts FROM trade_message n WHERE n.repost_key = t.repost_key AND (n.ts, n.id) > (t.ts, t.id)
        ORDER BY n.ts, n.id LIMIT 1) AS next_post_ts,
       (SELECT n.ts FROM trade_message n WHERE n.repost_key = t.repost_key AND (n.ts, n.id) > (t.ts, t.id)
        AND n.channel = t.channel ORDER BY n.ts, n.id LIMIT 1) AS next_post_in_channel_ts
FROM trade_message t;

UPDATE trade_message SET next_post_ts = r.next_post_ts, next_post_in_channel_ts = r.next_post_in_channel_ts
FROM trade_next_post_rule r WHERE r.id = trade_message.id;
