// import_error.h: the two errors of `snapgen import`. Record code throws RecordError with a reason only; the
// importer adds where the record came from and throws ImportError ("FILE:LINE: reason"), which main prints.
#pragma once

#include <stdexcept>
#include <string>

namespace snap {

// What is wrong with one record (or one nested part of it); the location is added by the caller.
class RecordError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A failed import: what() is "FILE:LINE: reason". Nothing of the import was committed.
class ImportError : public std::runtime_error {
 public:
  ImportError(const std::string& file, int line, const std::string& reason)
      : std::runtime_error(file + ":" + std::to_string(line) + ": " + reason) {}
  ImportError(const std::string& file, const std::string& reason) : std::runtime_error(file + ": " + reason) {}
};

}  // namespace snap
