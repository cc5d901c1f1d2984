-- 0032_search_aliases.sql: search_entry gains the two columns that players' spellings match (issue 53): aliases,
-- the name's words run together and split (core/text/search_words.h: "hellhound", "lp35", "h 400"; none for
-- avatars, whose index stays as it was), and qualifiers, words that narrow an entry without being its name (a
-- creature's maturities: "Young, Mature, Old Alpha"). snapgen fills both from then on; the rows already there
-- get them here through search_aliases(), a function every writing connection has.
CREATE VIRTUAL TABLE search_entry_with_aliases USING fts5(
  entity_type UNINDEXED, slug UNINDEXED, name, description, aliases, qualifiers,
  tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
INSERT INTO search_entry_with_aliases(rowid, entity_type, slug, name, description, aliases, qualifiers)
  SELECT rowid, entity_type, slug, name, description,
         CASE WHEN entity_type = 'avatars' THEN NULL ELSE search_aliases(name) END,
         CASE WHEN entity_type = 'creatures' THEN
           (SELECT group_concat(m.name, ', ') FROM creature_maturity m JOIN creature c ON c.id = m.creature_id
            WHERE c.slug = search_entry.slug) END
  FROM search_entry;
DROP TABLE search_entry;
ALTER TABLE search_entry_with_aliases RENAME TO search_entry;
INSERT INTO search_entry(search_entry) VALUES ('optimize');
