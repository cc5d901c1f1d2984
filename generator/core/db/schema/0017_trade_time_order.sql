-- 0017_trade_time_order.sql: dataset_meta trade_time_ordered_through_id, the last id up to which trade_message
-- ids ascend with time: the last id before the first message whose time is earlier than a smaller id's (the
-- highest id when none is; 0 for no messages). A text search of trade chat then finds the smallest id of its
-- window with one lookup of the time index (core/tools/trade_offers.cc). The rule, written once: snapgen's rebuild
-- stores it from this view (snapgen/derived/trade_time_order.cc), ingest carries it forward over new rows.
CREATE VIEW trade_time_order_rule AS
SELECT 'trade_time_ordered_through_id' AS key,
       CAST(CASE WHEN first_back.id IS NULL THEN (SELECT IFNULL(MAX(id), 0) FROM trade_message)
                 ELSE (SELECT MAX(id) FROM trade_message WHERE id < first_back.id) END AS TEXT) AS value
FROM (SELECT MIN(id) AS id
      FROM (SELECT id, ts, MAX(ts) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS latest_before
            FROM trade_message)
      WHERE ts < latest_before) AS first_back;

INSERT OR REPLACE INTO dataset_meta(key, value) SELECT key, value FROM trade_time_order_rule;
