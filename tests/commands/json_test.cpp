// The one JSON convention (docs/json.md), checked on what every command prints: one object on
// one line that parses, no floating-point number anywhere, every number an integer of
// magnitude below 2^53, and integers beyond that as their exact decimal digits.

#include <gtest/gtest.h>

#include <limits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/error.hpp"
#include "commands/json.hpp"

namespace cgt::commands {
namespace {

constexpr std::int64_t kSafe = std::int64_t{1} << 53;

// A value expected at a JSON pointer of a command's output.
struct Expected {
  std::string pointer;
  Json value;
};

struct Case {
  std::string command;
  std::vector<std::string> arguments;
  std::map<std::string, std::string, std::less<>> options;  // --json is added
  std::vector<Expected> expected;
};

const std::string kHuge = "123456789012345678901234567890";  // beyond 2^64
const std::string kHugeMinusOne = "123456789012345678901234567889";
const std::string kTwoTo64PlusOne = "18446744073709551617";

// Every command with --json, on ordinary inputs and on values beyond 2^53 and 2^64.
std::vector<Case> corpus() {
  return {
      {"ordinal", {"w*2+1"}, {}, {{"/value", "w*2+1"}}},
      {"ordinal", {"cmp(w, w+1)"}, {}, {{"/value", -1}}},
      {"ordinal", {kHuge + "+w"}, {}, {{"/value", "w"}}},
      {"ordinal", {"w*" + kHuge}, {}, {{"/value", "w*" + kHuge}}},
      {"game", {"{3||2+*|1+*}"}, {}, {{"/birthday", 5}, {"/mean", "9/4"}}},
      // The reduced form differs from the canonical one; an atomic weight and a null one.
      {"game", {"{0|^,*}"}, {}, {{"/canonical", "{0|*,^}"}, {"/reduced", "0"}, {"/atomic_weight", "1"}}},
      {"game", {"+-1+-2"}, {}, {{"/reduced", "+-{3|1}"}, {"/atomic_weight", nullptr}}},
      {"game", {"*" + kHuge}, {}, {{"/birthday", kHuge}, {"/canonical", "*" + kHuge}}},
      {"game", {"*9007199254740991"}, {}, {{"/birthday", 9007199254740991}}},
      {"game", {"*9007199254740992"}, {}, {{"/birthday", "9007199254740992"}}},
      {"game", {"9007199254740993"}, {}, {{"/birthday", "9007199254740993"}, {"/mean", "9007199254740993"}}},
      {"compare", {"^", "*"}, {}, {{"/relation", "||"}}},
      {"solve", {"clobber(\"xoxoxo|oxoxox\")"}, {}, {{"/outcome", "P"}, {"/left_move", nullptr}, {"/db_hits", 0}}},
      {"solve", {"domineering(\"..|..\") + {1|0}"}, {}, {{"/outcome", "L"}, {"/right_first", "lose"}}},
      {"endnim", {"5|2|3|3|1"}, {{"--table", ""}}, {{"/piles", 5}, {"/table/0/first", 1}, {"/table/14/last", 5}}},
      {"endnim", {"w*2+1 | w*2 | w+1"}, {}, {{"/outcome", "L"}, {"/R", "w*4+1"}}},
      {"endnim", {kTwoTo64PlusOne + " | 3"}, {}, {{"/piles", 2}}},
      {"endnim", {}, {{"--grid", "3|3|1"}, {"--size", "6"}}, {{"/size", 6}, {"/rows/5", "NLLLLL"}, {"/R", "6"}}},
      {"endnim", {}, {{"--grid", "3 3 1"}, {"--upto", "6"}}, {{"/size", 6}, {"/rows/5", "NLLLLL"}}},
      // The value is w*2 + ((2^64+1) xor 3 xor 5); the move takes heap 3 to (2^64+1) xor 3.
      {"nim",
       {kTwoTo64PlusOne + ", 3, w*2+5"},
       {},
       {{"/value", "w*2+18446744073709551623"}, {"/moves/0/heap", 3}, {"/moves/0/to", "18446744073709551618"}}},
      {"nim", {"w*" + kHuge + "+5, w*" + kHuge}, {}, {{"/value", "5"}, {"/moves/0/to", "w*" + kHuge}}},
      {"welter", {"36893488147419103232, 5"}, {}, {{"/value", "36893488147419103236"}, {"/moves/0/coin", 1}}},
      {"partial-nim", {"b3 b3 b9 r2 r1 g4"}, {}, {{"/nim", 4}}},
      // Green piles are Nim heaps: the nim part is their nim-sum.
      {"partial-nim", {"b3 r2 g" + kTwoTo64PlusOne}, {}, {{"/nim", kTwoTo64PlusOne}}},
      {"partial-nim", {"g9007199254740993 g1"}, {}, {{"/nim", "9007199254740992"}}},
      {"partial-nim", {"g9007199254740991 g1"}, {}, {{"/nim", 9007199254740990}}},
      // A red pile of 2m is the bracket entry +m.
      {"partial-nim", {"r18014398509481988"}, {}, {{"/brackets/0", "9007199254740994"}}},
      {"partial-nim", {"r18014398509481982"}, {}, {{"/brackets/0", 9007199254740991}}},
      {"impartial", {"*2 :_*4 *1"}, {}, {{"/grundy", 1}, {"/variation/2", 5}}},
      {"impartial",
       {"*" + kHuge},
       {},
       {{"/grundy", kHuge}, {"/variation", nullptr}, {"/variation_intervals/0/1", kHugeMinusOne}}},
      {"impartial", {"*" + kTwoTo64PlusOne + " + *1"}, {}, {{"/grundy", "18446744073709551616"}}},
      {"impartial",
       {"*9007199254740992"},
       {},
       {{"/grundy", "9007199254740992"}, {"/variation_intervals/0/1", 9007199254740991}}},
      {"chain", {}, {{"--nimbers", "3,1,4,1,5"}, {"--substitutes", "2,7,1,8"}}, {{"/grundy", 5}, {"/outcome", "N"}}},
      {"chain", {}, {{"--nimbers", "1 0"}, {"--substitutes", "2"}}, {{"/grundy", 0}, {"/outcome", "P"}}},
      {"chain",
       {},
       {{"--nimbers", "18446744073709551615,18446744073709551615"}, {"--substitutes", "0"}},
       {{"/grundy", "36893488147419103230"}, {"/variation_intervals/0/1", "36893488147419103229"}}},
      {"nhe", {"3 1 4 2 5"}, {}, {{"/grundy", 2}, {"/max_moves", "3"}, {"/moves/0/token", 1}, {"/outcome", "N"}}},
      {"boxes", {}, {{"--stones", "3,0,2"}, {"--labels", "1,0"}}, {}},
      {"boxes", {}, {{"--stones", kHuge}}, {{"/grundy", kHuge}, {"/moves/0/box", 1}, {"/moves/0/to", 0}}},
      // *n :_{*0} *5 = *n : *5 has Grundy value n + 5; the one winning move empties box 1.
      {"boxes",
       {},
       {{"--stones", kHuge + ",5"}, {"--labels", "0"}},
       {{"/grundy", "123456789012345678901234567895"}, {"/moves/0/box", 1}, {"/moves/0/to", 0}}},
      {"octal", {"0.07"}, {{"--upto", "300"}}, {{"/period", 34}, {"/preperiod", 53}, {"/values/4", 2}}},
      {"octal", {"0.77"}, {{"--upto", "20"}}, {{"/period", nullptr}}},
      {"misere", {"octal(0.77, 5)"}, {}, {{"/canonical", "*[2[2]321]"}, {"/outcome", "N"}, {"/genus", "4^146"}, {"/misere_value", 1}, {"/tame", false}}},
      {"misere", {"*2 + *2"}, {}, {{"/outcome", "P"}, {"/genus", "0^0"}, {"/tame", true}}},
      {"octal", {"0.77"}, {{"--upto", "9"}, {"--misere", ""}}, {{"/values/9", 0}, {"/genus/5", "4^146"}, {"/misere", true}}},
      {"sweep", {"octal-census"}, {{"--digits", "1"}, {"--upto", "300"}, {"--threads", "1"}},
       {{"/tasks", 7}, {"/counterexamples", 1}, {"/unresolved/0", "0.6"}, {"/sweep", "octal-census"}}},
      {"sweep", {"end-nim-atomic-weights"}, {{"--piles", "3"}, {"--max", "3"}},
       {{"/rows", 39}, {"/counterexamples", 0}, {"/histogram/0/weight", "-2"}}},
      {"sweep", {"lr-ending-canonical"}, {{"--birthday", "2"}},
       {{"/counterexamples", 0}, {"/distinct_forms", 29}}},
      {"octal", {"0.77"}, {}, {{"/period", 12}, {"/preperiod", 71}, {"/values/167", 7}}},
      {"ending", {"{*L, *R}"}, {}, {{"/outcome", "N"}, {"/value", "X_1"}}},
      {"ending", {"X_3000 + X_4000 + X_5 + *L_5000"}, {}, {{"/outcome", "N"}}},
      {"ending", {"{*L, *R_1}", "X_2"}, {{"--equiv", ""}}, {{"/equivalent", false}, {"/birthday_bound", 3}}},
      {"ending", {"{*L, *R}"}, {{"--inverse", ""}}, {{"/has_inverse", false}}},
      {"even-nim", {"2 4 6 8"}, {}, {{"/outcome", "N"}, {"/moves/0/pile", 4}}},
      // One untouched pile: Right wins by leaving an odd pile, Left an even one; the first
      // 10000 moves are listed, the largest targets first.
      {"even-nim",
       {"999999999999999998"},
       {},
       {{"/moves/0/to", "999999999999999997"},
        {"/moves/0/for", "R"},
        {"/moves/1/to", "999999999999999996"},
        {"/moves_truncated", true}}},
      {"lr-subtraction", {"3 1000000000000000"}, {{"--set", "2,5"}}, {{"/moves/0/to", 999999999999998}}},
      // S = {2, 5} has period 7 from 0, and 15·10^15 ≡ 10^15 (mod 7): the moves of the line
      // above, 14·10^15 tokens on, now beyond 2^53.
      {"lr-subtraction",
       {"3 15000000000000000"},
       {{"--set", "2,5"}},
       {{"/moves/0/to", "14999999999999998"}, {"/moves/1/to", "14999999999999995"}}},
      {"lr-subtraction", {}, {{"--set", "2,5"}, {"--sequence", "13"}}, {{"/period", 7}, {"/values/0", "*L"}}},
      {"lr-subtraction", {}, {{"--set", "2 5"}, {"--upto", "13"}}, {{"/period", 7}, {"/values/0", "*L"}}},
  };
}

// The first violation of the convention in `value`, or "" when it follows it.
std::string violation(const Json& value, const std::string& where) {
  if (value.is_number_float()) {
    return "a floating-point number at " + where + ": " + value.dump();
  }
  if (value.is_number_unsigned() && value.get<std::uint64_t>() >= static_cast<std::uint64_t>(kSafe)) {
    return "a number beyond 2^53 at " + where + ": " + value.dump();
  }
  if (value.is_number_integer() && !value.is_number_unsigned() &&
      (value.get<std::int64_t>() >= kSafe || value.get<std::int64_t>() <= -kSafe)) {
    return "a number beyond 2^53 at " + where + ": " + value.dump();
  }
  if (value.is_object()) {
    for (const auto& [key, element] : value.items()) {
      if (std::string found = violation(element, where + "/" + key); !found.empty()) {
        return found;
      }
    }
  }
  if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (std::string found = violation(value[i], where + "/" + std::to_string(i)); !found.empty()) {
        return found;
      }
    }
  }
  return "";
}

std::string describe(const Case& c) {
  std::string text = "cgt " + c.command + " --json";
  for (const auto& [name, value] : c.options) {
    text += " " + name + (value.empty() ? "" : " '" + value + "'");
  }
  for (const std::string& argument : c.arguments) {
    text += " '" + argument + "'";
  }
  return text;
}

TEST(CommandsJson, EveryCommandFollowsTheConvention) {
  std::set<std::string> covered;
  for (const Case& c : corpus()) {
    SCOPED_TRACE(describe(c));
    Request request{c.command, c.arguments, {c.options.begin(), c.options.end()}};
    request.options["--json"] = "";
    const Output output = run(request);
    covered.insert(c.command);

    // One object on one line.
    ASSERT_FALSE(output.text.empty());
    EXPECT_EQ(output.text.find('\n'), output.text.size() - 1) << output.text;
    Json parsed;
    ASSERT_NO_THROW(parsed = Json::parse(output.text)) << output.text;
    ASSERT_TRUE(parsed.is_object()) << output.text;

    EXPECT_EQ(violation(parsed, ""), "") << output.text;
    // Byte for byte what dump_json writes (keys in order, the same escapes), whether the command
    // built a Json or wrote with JsonWriter.
    EXPECT_EQ(dump_json(parsed) + "\n", output.text);
    for (const Expected& expected : c.expected) {
      const Json::json_pointer pointer(expected.pointer);
      ASSERT_TRUE(parsed.contains(pointer)) << expected.pointer << " missing in " << output.text;
      EXPECT_EQ(parsed[pointer], expected.value) << expected.pointer << " in " << output.text;
      // A value's type is part of the contract: 4 and "4" are different answers.
      EXPECT_EQ(parsed[pointer].type_name(), expected.value.type_name()) << expected.pointer;
    }
  }
  for (const CommandInfo& info : command_infos()) {
    bool has_json = false;
    for (const OptionInfo& option : info.options) {
      has_json = has_json || option.name == "--json";
    }
    if (has_json) {
      EXPECT_TRUE(covered.contains(info.name)) << "no JSON case for `cgt " << info.name << "`";
    }
  }
}

TEST(CommandsJson, IntegersBelowTwoToThe53AreNumbers) {
  EXPECT_EQ(json_integer(std::int64_t{0}), Json(0));
  EXPECT_EQ(json_integer(kSafe - 1), Json(kSafe - 1));
  EXPECT_EQ(json_integer(-(kSafe - 1)), Json(-(kSafe - 1)));
  EXPECT_EQ(json_integer(kSafe), Json("9007199254740992"));
  EXPECT_EQ(json_integer(-kSafe), Json("-9007199254740992"));
  EXPECT_EQ(json_integer(std::numeric_limits<std::int64_t>::min()), Json("-9223372036854775808"));
  EXPECT_EQ(json_integer(std::uint64_t{9007199254740991}), Json(9007199254740991));
  EXPECT_EQ(json_integer(std::numeric_limits<std::uint64_t>::max()), Json("18446744073709551615"));
  EXPECT_EQ(json_integer(std::uint32_t{7}), Json(7));
  EXPECT_EQ(json_integer(-3), Json(-3));
  EXPECT_EQ(json_integer(Integer::from_unsigned(std::uint64_t{1} << 53)), Json("9007199254740992"));
  Integer huge = Integer::from_unsigned(std::numeric_limits<std::uint64_t>::max());
  huge = huge * huge;
  EXPECT_EQ(json_integer(huge), Json(huge.to_string()));
  EXPECT_EQ(json_integer(-huge), Json("-" + huge.to_string()));
  EXPECT_EQ(json_integers(std::vector<int>{1, 2}), Json::parse("[1,2]"));
}

TEST(CommandsJson, DumpRefusesFloatsAndUnsafeNumbers) {
  EXPECT_EQ(dump_json({{"a", 1}, {"b", "x"}}), R"({"a":1,"b":"x"})");
  EXPECT_THROW((void)dump_json({{"mean", 0.5}}), std::logic_error);
  EXPECT_THROW((void)dump_json({{"list", {1, 2.0}}}), std::logic_error);
  EXPECT_THROW((void)dump_json({{"n", kSafe}}), std::logic_error);
  EXPECT_THROW((void)dump_json({{"n", std::numeric_limits<std::uint64_t>::max()}}), std::logic_error);
}

TEST(Commands, RequestsAreChecked) {
  EXPECT_THROW((void)run({"no-such-command", {}, {}}), DomainError);
  EXPECT_THROW((void)run({"ordinal", {"1"}, {{"--no-such-option", ""}}}), DomainError);
  EXPECT_THROW((void)run({"ordinal", {}, {}}), DomainError);
  EXPECT_THROW((void)run({"chain", {}, {}}), DomainError);  // --nimbers is required
  EXPECT_THROW((void)run({"game", {"0"}, {{"--svg", "a.svg"}, {"--thermograph", "b.svg"}}}),
               DomainError);  // one option under two names
  EXPECT_EQ(run({"ordinal", {"1+w"}, {}}).text, "w\n");
}

TEST(Commands, OutputFilesComeBackAsContent) {
  const Output output = run({"endnim", {}, {{"--grid", "5|2"}, {"--size", "3"}, {"--svg", "grid.svg"}}});
  ASSERT_TRUE(output.files.contains("--svg"));
  EXPECT_TRUE(output.files.at("--svg").starts_with("<svg")) << output.files.at("--svg").substr(0, 40);
  EXPECT_NE(output.text.find("wrote grid.svg\n"), std::string::npos) << output.text;
  EXPECT_TRUE(run({"endnim", {}, {{"--grid", "5|2"}, {"--size", "3"}}}).files.empty());
}

}  // namespace
}  // namespace cgt::commands
