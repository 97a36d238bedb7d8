#pragma once
// The bytes of a solve database file (docs/solve.md, "Database"), all integers little-endian:
//
//   magic       8 bytes  0x89 'C' 'G' 'T' 'S' 'D' 'B' '\n' (the high byte and the newline catch
//                        a file mangled as text)
//   version     u32      of this layout: 1
//   key scheme  u32      how keys are made from sums (cgt/sum_search.hpp): 1. A change to a
//                        ruleset's hash or to the key's mixing must raise it, else old answers
//                        would be read under keys they were not made with.
//   sections    u32      then per section, by name:
//     name      u8 length, then that many bytes (a ruleset's name, or "mixed")
//     count     u64      then `count` answers in increasing key order (no key twice):
//       key     u64
//       answer  u32      bit 31: the player to move wins; bits 0-30: nodes the search took
//     history   u32      then that many pairs in increasing slot order: the history heuristic's
//       slot    u32      counts of cuts (cgt/sum_search.hpp) where they are not 0, so that a
//       count   u32      run that resumes orders its moves as well as the run before did
//   checksum    u64      of every byte before it
//
// Anything else (a short file, bytes after the checksum, keys out of order) is damaged.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/solve_db.hpp"

namespace cgt::solve {

inline constexpr std::uint32_t kDatabaseVersion = 1;
inline constexpr std::uint32_t kDatabaseKeyScheme = 1;

// One section as read from a file: its answers in key order.
struct SectionData {
  std::string name;
  std::vector<std::pair<std::uint64_t, Answer>> answers;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> history;  // (slot, count), count > 0
};

// The file's bytes for these sections (each section's answers in any order; sorted here).
std::string encode_database(std::vector<SectionData> sections);

// The sections of a file's bytes; DomainError naming `path` (one line) for bytes that are not a
// database of this version and key scheme, or are damaged.
std::vector<SectionData> decode_database(const std::string& path, std::string_view bytes);

// The checksum the last 8 bytes of a file hold, of the bytes before them.
std::uint64_t database_checksum(std::string_view bytes);

// How many answers a file of this many bytes can hold at most (to size the memory claim before
// the bytes are read).
std::uint64_t answers_in_bytes(std::uint64_t bytes);

}  // namespace cgt::solve
