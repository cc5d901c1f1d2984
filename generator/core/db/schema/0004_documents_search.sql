-- 0004_documents_search.sql: documentation and guide texts, and the cross-category search index.
-- search_entry is derived: snapgen rebuilds it after every demo or import (the edge never writes).

CREATE TABLE document (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('documentation','guide')),
  title TEXT NOT NULL,
  section TEXT,
  body TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE VIRTUAL TABLE document_fts USING fts5(title, body, content='document', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- One row per searchable entity: wiki entries (not armour parts), avatars, teams, events, challenges.
CREATE VIRTUAL TABLE search_entry USING fts5(
  entity_type UNINDEXED, slug UNINDEXED, name, description,
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
-- Every term of the index with its document count: the dictionary the fuzzy fallback matches typos against.
CREATE VIRTUAL TABLE search_term USING fts5vocab(search_entry, 'row');
