// json_bytes.cc: the only dump() call of the project.
#include "json_bytes.h"

namespace snap {

std::string to_bytes(const Json& value) {
  return value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

Json object_with_room(std::size_t fields) {
  Json object = Json::object();
  object.get_ref<Json::object_t&>().reserve(fields);
  return object;
}

}  // namespace snap
