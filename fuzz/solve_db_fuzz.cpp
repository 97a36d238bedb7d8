// libFuzzer target for the solve database's file layout (solve/solve_db_format.hpp): any bytes
// either decode or throw DomainError; bytes that decode are exactly what encoding their sections
// gives back (the layout has one form). Most mutations break the checksum, so each input is
// also tried with its last 8 bytes replaced by the right checksum, to reach the sections.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cgt/error.hpp"
#include "solve/solve_db_format.hpp"

namespace {

void check(const std::string& bytes) {
  try {
    auto sections = cgt::solve::decode_database("fuzz.sdb", bytes);
    if (cgt::solve::encode_database(std::move(sections)) != bytes) {
      std::abort();
    }
  } catch (const cgt::DomainError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string bytes(reinterpret_cast<const char*>(data), size);
  check(bytes);
  if (bytes.size() >= 8) {
    const std::uint64_t sum = cgt::solve::database_checksum(std::string_view(bytes).substr(0, bytes.size() - 8));
    for (int i = 0; i < 8; ++i) {
      bytes[bytes.size() - 8 + i] = static_cast<char>((sum >> (8 * i)) & 0xFF);
    }
    check(bytes);
  }
  return 0;
}
