// JsonWriter writes exactly what dump_json writes for the same value (so a command may use either),
// and refuses what the JSON convention forbids.

#include "commands/json_writer.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <stdexcept>
#include <string>

namespace cgt::commands {
namespace {

// A random string: ASCII, quotes and backslashes, control characters, UTF-8 and invalid bytes.
std::string random_text(std::mt19937_64& rng) {
  static const char* const pieces[] = {"a", "w*2+1", "\"", "\\", "\n", "\t", "\x01", "\x1f", "\x7f", "ω", "★",
                                       "·", "\xff", "\xc3", " ", "/", "{|}"};
  std::string text;
  for (std::size_t i = 0, n = rng() % 6; i < n; ++i) {
    text += pieces[rng() % std::size(pieces)];
  }
  return text;
}

TEST(JsonWriter, WritesWhatDumpJsonWrites) {
  std::mt19937_64 rng(29);
  const std::int64_t safe = std::int64_t{1} << 53;
  const std::int64_t integers[] = {0, 1, -1, 42, safe - 1, -(safe - 1), safe, -safe,
                                   std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
  for (int trial = 0; trial < 500; ++trial) {
    JsonWriter writer;
    Json expected = Json::object();
    writer.begin_object();
    // Keys in increasing order, as dump_json sorts them.
    const char* const keys[] = {"L", "R", "a", "big", "list", "moves", "none", "text", "yes"};
    for (const char* key : keys) {
      if (rng() % 3 == 0) {
        continue;
      }
      writer.key(key);
      const std::string name = key;
      if (name == "text" || name == "L" || name == "R") {
        const std::string text = random_text(rng);
        writer.string(text);
        expected[name] = text;
      } else if (name == "a") {
        const std::int64_t n = integers[rng() % std::size(integers)];
        writer.integer(n);
        expected[name] = json_integer(n);
      } else if (name == "big") {
        const Integer n = Integer::parse("-123456789012345678901234567890").value();
        writer.integer(n);
        expected[name] = json_integer(n);
      } else if (name == "list") {
        writer.begin_array();
        expected[name] = Json::array();
        for (std::size_t i = 0, n = rng() % 4; i < n; ++i) {
          const std::uint64_t u = rng() >> (rng() % 64);
          writer.integer(u);
          expected[name].push_back(json_integer(u));
        }
        writer.end_array();
      } else if (name == "moves") {
        writer.begin_array();
        expected[name] = Json::array();
        for (std::size_t i = 0, n = rng() % 3; i < n; ++i) {
          writer.begin_object().key("pile").integer(std::uint64_t{i + 1}).key("to").string("w").end_object();
          expected[name].push_back({{"pile", i + 1}, {"to", "w"}});
        }
        writer.end_array();
      } else if (name == "none") {
        writer.null();
        expected[name] = nullptr;
      } else {
        writer.boolean(trial % 2 == 0);
        expected[name] = trial % 2 == 0;
      }
    }
    writer.end_object();
    EXPECT_EQ(writer.finish(), dump_json(expected) + "\n");
  }
}

TEST(JsonWriter, RefusesMisuse) {
  {
    JsonWriter writer;
    writer.begin_object().key("b").integer(std::int64_t{1});
    EXPECT_THROW(writer.key("a"), std::logic_error);  // out of order
  }
  {
    JsonWriter writer;
    writer.begin_object().key("a").integer(std::int64_t{1});
    EXPECT_THROW(writer.key("a"), std::logic_error);  // twice
  }
  {
    JsonWriter writer;
    writer.begin_object();
    EXPECT_THROW(writer.integer(std::int64_t{1}), std::logic_error);  // a value without a key
  }
  {
    JsonWriter writer;
    writer.begin_array();
    EXPECT_THROW((void)writer.finish(), std::logic_error);  // still open
  }
}

}  // namespace
}  // namespace cgt::commands
