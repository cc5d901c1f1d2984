// text_buffer.h: text written at the end of a buffer through inline appends, for the JSON writers (json_bytes.h,
// json_object_text.h). std::string's appends are out-of-line calls into libstdc++ (it instantiates them once, in
// the shared library): a page of 100 globals made about 6,000 of them, a third of its render in-process. Here
// an append is a room check and a copy the compiler inlines when its length is a constant.
// Not thread-safe; one writer at a time, as a std::string.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

namespace snap {

class TextBuffer {
 public:
  TextBuffer() = default;
  // Room for `capacity` bytes before the first growth.
  explicit TextBuffer(std::size_t capacity) { text_.resize(capacity); }
  // Starts with `text` written.
  explicit TextBuffer(std::string text) : text_(std::move(text)), size_(text_.size()) {}

  TextBuffer& append(const char* s, std::size_t n) {
    make_room(n);
    std::memcpy(text_.data() + size_, s, n);
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
    text_[size_++] = c;
    return *this;
  }

  std::size_t size() const { return size_; }
  std::string_view view() const { return {text_.data(), size_}; }
  char back() const { return text_[size_ - 1]; }
  void set_back(char c) { text_[size_ - 1] = c; }
  // Forgets what was written after the first `size` bytes.
  void truncate(std::size_t size) { size_ = size < size_ ? size : size_; }
  // The text, leaving this empty.
  std::string take() {
    text_.resize(size_);
    size_ = 0;
    return std::move(text_);
  }

 private:
  void make_room(std::size_t n) {
    if (text_.size() - size_ < n) grow(n);
  }
  void grow(std::size_t n);  // at least doubles the room, so appends cost amortised constant time

  std::string text_;      // bytes [0, size_) written, the rest room
  std::size_t size_ = 0;
};

}  // namespace snap
