-- 0033_time_totals_index.sql: the running totals of global_time_count in an index of their own, as
-- global_value_count's (0031) and avatar_name_block's (0030) have: the slot a deep page in time or type order starts
-- in (the first whose total reaches the page) is then one lookup, the same one for the three tables
-- (core/globals/maintained_counts.h: first_reaching()), where closing in on it over the slots took ~6 at 10M
-- globals. The fold rewrites each moved total anyway; in time order that is the last slot's.
CREATE INDEX global_time_count_by_running ON global_time_count(type, running);
