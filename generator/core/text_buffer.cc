// text_buffer.cc: TextBuffer's growth, the one part kept out of line.
#include "core/text_buffer.h"

#include <algorithm>
#include <new>

namespace snap {

void TextBuffer::grow(std::size_t n) {
  const std::size_t capacity = std::max({size_ + n, 2 * capacity_, std::size_t{64}});
  char* data = static_cast<char*>(std::realloc(data_, capacity));
  if (!data) throw std::bad_alloc();
  data_ = data;
  capacity_ = capacity;
}

}  // namespace snap
