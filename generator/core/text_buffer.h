// text_buffer.h: text written at the end of a buffer through inline appends, for the JSON writers (json_bytes.h,
// json_object_text.h). std::string's appends are out-of-line calls into libstdc++ (it instantiates them once, in
// the shared library): a page of 100 globals made about 6,000 of them, a third of its render in-process. Here
// an append is a room check and a copy the compiler inlines when its length is a constant.
// Not thread-safe; one writer at a time, as a std::string.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace snap {

class TextBuffer {
 public:
  // Room for `capacity` bytes before the first growth.
  explicit TextBuffer(std::size_t capacity = 64) { grow(capacity); }
  ~TextBuffer() { std::free(data_); }
  TextBuffer(const TextBuffer&) = delete;
  TextBuffer& operator=(const TextBuffer&) = delete;

  TextBuffer& append(const char* s, std::size_t n) {
    make_room(n);
    if (n != 0) std::memcpy(data_ + size_, s, n);  // an empty view may have no data at all
    size_ += n;
    return *this;
  }
  TextBuffer& operator+=(std::string_view s) { return append(s.data(), s.size()); }
  // A string literal: its length is a constant, so the copy is a few moves.
  template <std::size_t N>
  TextBuffer& operator+=(const char (&literal)[N]) {
    return append(literal, N - 1);
  }
  TextBuffer& operator+=(char c) {
    make_room(1);
    data_[size_++] = c;
    return *this;
  }

  // Room for `n` more bytes that the caller writes at the pointer returned; they count as written.
  char* extend(std::size_t n) {
    make_room(n);
    char* at = data_ + size_;
    size_ += n;
    return at;
  }
  std::size_t size() const { return size_; }
  std::string_view view() const { return {data_, size_}; }
  char back() const { return data_[size_ - 1]; }
  void set_back(char c) { data_[size_ - 1] = c; }
  // Forgets what was written after the first `size` bytes.
  void truncate(std::size_t size) { size_ = size < size_ ? size : size_; }
  // A copy of the text, leaving this empty.
  std::string take() {
    std::string text(data_, size_);
    size_ = 0;
    return text;
  }

 private:
  void make_room(std::size_t n) {
    if (capacity_ - size_ < n) grow(n);
  }
  // Room for `n` more bytes, at least doubling it, so appends cost amortised constant time. Its storage is
  // malloc's, so growth copies nothing when realloc extends it in place, and nothing is zero-filled.
  void grow(std::size_t n);

  char* data_ = nullptr;  // bytes [0, size_) written, [size_, capacity_) room
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

}  // namespace snap
