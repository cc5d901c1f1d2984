// world_cache.cc: test worlds kept on disk under <build>/test-worlds/<name>-<key>/, built under a file lock.
#include "tests/support/world_cache.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "core/bytes/sha256.h"
#include "tests/support/checkout_paths.h"

namespace fs = std::filesystem;

namespace snap::test {
namespace {

const char* kCompleteMark = "complete";

// What the world is made from: each input's path, size and modification time.
std::string inputs_key(std::vector<std::string> inputs) {
  inputs.push_back(snapgen_bin());
  std::string described;
  for (const std::string& path : inputs) {
    const auto stamp = fs::last_write_time(path).time_since_epoch().count();
    described += path + '\n' + std::to_string(fs::file_size(path)) + '\n' + std::to_string(stamp) + '\n';
  }
  return sha256_hex(described).substr(0, 16);
}

// An exclusive flock on a file, held for the object's life.
class FileLock {
 public:
  explicit FileLock(const std::string& path) : fd_(::open(path.c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644)) {
    if (fd_ < 0 || ::flock(fd_, LOCK_EX) != 0) throw std::runtime_error("cannot lock " + path);
  }
  ~FileLock() { ::close(fd_); }
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_;
};

void remove_older_folders(const fs::path& root, const std::string& name, const fs::path& keep) {
  for (const auto& entry : fs::directory_iterator(root)) {
    const std::string folder = entry.path().filename().string();
    if (entry.is_directory() && folder.rfind(name + "-", 0) == 0 && entry.path() != keep) {
      std::error_code ignored;
      fs::remove_all(entry.path(), ignored);
    }
  }
}

}  // namespace

std::string cached_world_dir(const std::string& name, const std::vector<std::string>& inputs,
                             const std::function<void(const std::string& dir)>& build) {
  const fs::path root = fs::path(build_path("test-worlds"));
  fs::create_directories(root);
  const fs::path dir = root / (name + "-" + inputs_key(inputs));
  const FileLock lock((root / (name + ".lock")).string());
  if (fs::exists(dir / kCompleteMark)) return dir.string();
  remove_older_folders(root, name, dir);
  fs::remove_all(dir);  // what a build interrupted part-way left
  fs::create_directories(dir);
  build(dir.string());
  std::ofstream(dir / kCompleteMark) << "built\n";
  return dir.string();
}

}  // namespace snap::test
