// The solve database's file layout (solve/solve_db_format.hpp).

#include "solve/solve_db_format.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "cgt/error.hpp"
#include "cgt/sum_search.hpp"

namespace cgt::solve {

namespace {

constexpr std::array<char, 8> kMagic = {'\x89', 'C', 'G', 'T', 'S', 'D', 'B', '\n'};
constexpr std::size_t kAnswerBytes = 12;
constexpr std::size_t kHeaderBytes = 8 + 4 + 4 + 4;
constexpr std::size_t kChecksumBytes = 8;

void put(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) {
    out.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
  }
}

std::uint64_t get(std::string_view bytes, std::size_t at, int count) {
  std::uint64_t value = 0;
  for (int i = 0; i < count; ++i) {
    value |= std::uint64_t{static_cast<unsigned char>(bytes[at + i])} << (8 * i);
  }
  return value;
}

// A 64-bit checksum of the bytes, the same on every machine (words read little-endian): a
// flipped bit or a cut anywhere changes it but with probability 2^-64.
std::uint64_t checksum(std::string_view bytes) {
  std::uint64_t h = mix64(bytes.size() ^ 0x243f6a8885a308d3ULL);
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    h = mix64(h ^ get(bytes, i, 8));
  }
  if (i < bytes.size()) {
    h = mix64(h ^ get(bytes, i, static_cast<int>(bytes.size() - i)) ^ 0x13198a2e03707344ULL);
  }
  return h;
}

[[noreturn]] void refuse(const std::string& path, const std::string& why) {
  throw DomainError("cannot use '" + path + "' as a solve database: " + why);
}

}  // namespace

std::uint64_t database_checksum(std::string_view bytes) {
  return checksum(bytes);
}

std::uint64_t answers_in_bytes(std::uint64_t bytes) {
  return bytes / kAnswerBytes;
}

std::string encode_database(std::vector<SectionData> sections) {
  std::sort(sections.begin(), sections.end(),
            [](const SectionData& a, const SectionData& b) { return a.name < b.name; });
  std::size_t total = kHeaderBytes + kChecksumBytes;
  for (const SectionData& s : sections) {
    total += 1 + s.name.size() + 8 + kAnswerBytes * s.answers.size() + 4 + 8 * s.history.size();
  }
  std::string out;
  out.reserve(total);
  out.append(kMagic.data(), kMagic.size());
  put(out, kDatabaseVersion, 4);
  put(out, kDatabaseKeyScheme, 4);
  put(out, sections.size(), 4);
  for (SectionData& s : sections) {
    std::sort(s.answers.begin(), s.answers.end());
    put(out, s.name.size(), 1);
    out += s.name;
    put(out, s.answers.size(), 8);
    for (const auto& [key, answer] : s.answers) {
      put(out, key, 8);
      put(out, answer, 4);
    }
    std::sort(s.history.begin(), s.history.end());
    put(out, s.history.size(), 4);
    for (const auto& [slot, count] : s.history) {
      put(out, slot, 4);
      put(out, count, 4);
    }
  }
  put(out, checksum(out), 8);
  return out;
}

std::vector<SectionData> decode_database(const std::string& path, std::string_view bytes) {
  if (bytes.size() < kMagic.size() || std::memcmp(bytes.data(), kMagic.data(), kMagic.size()) != 0) {
    refuse(path, "it is not one (its first bytes are not a cgt solve database's)");
  }
  if (bytes.size() < kHeaderBytes + kChecksumBytes) {
    refuse(path, "it is damaged (cut short)");
  }
  const std::uint64_t version = get(bytes, 8, 4);
  if (version != kDatabaseVersion) {
    refuse(path, "it has format version " + std::to_string(version) + ", and this cgt reads version " +
                     std::to_string(kDatabaseVersion));
  }
  const std::uint64_t scheme = get(bytes, 12, 4);
  if (scheme != kDatabaseKeyScheme) {
    refuse(path, "its keys are of scheme " + std::to_string(scheme) + ", and this cgt makes keys of scheme " +
                     std::to_string(kDatabaseKeyScheme));
  }
  const std::string_view body = bytes.substr(0, bytes.size() - kChecksumBytes);
  if (get(bytes, body.size(), 8) != checksum(body)) {
    refuse(path, "it is damaged (its checksum does not match: cut short or changed)");
  }
  // The checksum matched, so what follows was written by encode_database; the checks below
  // guard against a writer's bug, not against chance.
  std::vector<SectionData> sections;
  std::size_t at = kHeaderBytes;
  const std::uint64_t count = get(bytes, 16, 4);
  auto need = [&](std::uint64_t n) {
    if (n > body.size() - at) {
      refuse(path, "it is damaged (a section runs past its end)");
    }
  };
  for (std::uint64_t s = 0; s < count; ++s) {
    need(1);
    const std::size_t length = static_cast<unsigned char>(body[at]);
    ++at;
    need(length + 8);
    SectionData section;
    section.name = std::string(body.substr(at, length));
    at += length;
    const std::uint64_t answers = get(body, at, 8);
    at += 8;
    if (answers > (body.size() - at) / kAnswerBytes) {
      refuse(path, "it is damaged (a section runs past its end)");
    }
    section.answers.reserve(answers);
    for (std::uint64_t i = 0; i < answers; ++i, at += kAnswerBytes) {
      const std::uint64_t key = get(body, at, 8);
      if (!section.answers.empty() && key <= section.answers.back().first) {
        refuse(path, "it is damaged (its keys are out of order)");
      }
      section.answers.emplace_back(key, static_cast<Answer>(get(body, at + 8, 4)));
    }
    need(4);
    const std::uint64_t slots = get(body, at, 4);
    at += 4;
    if (slots > (body.size() - at) / 8) {
      refuse(path, "it is damaged (a section runs past its end)");
    }
    for (std::uint64_t i = 0; i < slots; ++i, at += 8) {
      const auto slot = static_cast<std::uint32_t>(get(body, at, 4));
      if (!section.history.empty() && slot <= section.history.back().first) {
        refuse(path, "it is damaged (its history slots are out of order)");
      }
      section.history.emplace_back(slot, static_cast<std::uint32_t>(get(body, at + 4, 4)));
    }
    if (!sections.empty() && section.name <= sections.back().name) {
      refuse(path, "it is damaged (its sections are out of order)");
    }
    sections.push_back(std::move(section));
  }
  if (at != body.size()) {
    refuse(path, "it is damaged (bytes after its last section)");
  }
  return sections;
}

}  // namespace cgt::solve
