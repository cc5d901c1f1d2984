// text_buffer.cc: TextBuffer's growth, the one part kept out of line.
#include "core/text_buffer.h"

#include <algorithm>

namespace snap {

void TextBuffer::grow(std::size_t n) { text_.resize(std::max({size_ + n, 2 * text_.size(), std::size_t{64}})); }

}  // namespace snap
