// Everything the printer writes reads back as the same game: thousands of seeded random games
// built from numbers, nus values, up-powers, Tiny, Miny and switches, and every game text the
// golden CLI cases expect.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <set>

#include "cgt/game.hpp"
#include "cgt/game_text.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt {
namespace {

void expect_reads_back(Game g) {
  const std::string text = to_string(g);
  Game back;
  ASSERT_NO_THROW(back = parse_game(text)) << text;
  EXPECT_EQ(back, g) << text << " reads back as " << to_string(back);
}

std::vector<Game> base_games() {
  Game up = nus_game(Dyadic(0), Integer(1), Integer(0));
  Game star = nimber_game(Integer(1));
  Game half = number_game(Dyadic(Integer(1), 1));
  return {
      Game(),
      number_game(Dyadic(1)),
      number_game(Dyadic(-1)),
      half,
      number_game(Dyadic(Integer(-3), 2)),
      star,
      nimber_game(Integer(2)),
      up,
      -up + star,
      half + up + star,
      up_power(Integer(2)),
      up_power(Integer(3)) + nimber_game(Integer(3)),
      -up_sum(Integer(3)) + half,
      tiny(number_game(Dyadic(1))),
      miny(number_game(Dyadic(2))) + number_game(Dyadic(1)),
      switch_game(number_game(Dyadic(1))),
      switch_game(up + star),
      switch_game(game_from_options({number_game(Dyadic(2))}, {Game()})),
  };
}

TEST(GameReadback, RandomGamesReadBack) {
  std::mt19937_64 rng(20260314);
  int checked = 0;
  for (int pool = 0; pool < 60; ++pool) {
    std::vector<Game> games = base_games();
    for (Game g : std::vector<Game>(games)) {
      expect_reads_back(g);
      ++checked;
    }
    for (int i = 0; i < 50; ++i) {
      std::uniform_int_distribution<std::size_t> pick(0, games.size() - 1);
      std::uniform_int_distribution<int> kind(0, 9);
      Game g;
      const int k = kind(rng);
      if (k == 0) {
        g = games[pick(rng)] + games[pick(rng)];
      } else if (k == 1) {
        g = switch_game(games[pick(rng)]);
      } else if (k == 2) {
        // A switch with several options: {a, b | -a, -b}.
        Game a = games[pick(rng)];
        Game b = games[pick(rng)];
        g = game_from_options({a, b}, {-a, -b});
      } else if (k == 3) {
        g = tiny(games[pick(rng)]) + games[pick(rng) % 5];
      } else {
        std::uniform_int_distribution<int> count(0, 3);
        std::vector<Game> left(static_cast<std::size_t>(count(rng)));
        std::vector<Game> right(static_cast<std::size_t>(count(rng)));
        for (Game& o : left) o = games[pick(rng)];
        for (Game& o : right) o = games[pick(rng)];
        g = game_from_options(left, right);
      }
      if (birthday(g) > Integer(12)) {
        continue;  // keep the texts short
      }
      games.push_back(g);
      expect_reads_back(g);
      expect_reads_back(-g);
      checked += 2;
      if (::testing::Test::HasFailure()) {
        return;
      }
    }
  }
  EXPECT_GT(checked, 5000);
}

// The game texts the golden cases expect: JSON values of "canonical", "reduced" and
// "atomic_weight", the plain `canonical:`/`reduced:`/`atomic weight:` lines, and the `as X` of
// "# CGSuite prints G as X" comments.
std::set<std::string> golden_game_texts() {
  std::set<std::string> texts;
  const std::regex json(R"re("(canonical|reduced|atomic_weight)":"([^"]*)")re");
  const std::regex plain(R"re(^(canonical|reduced|atomic weight): +(.*)$)re");
  const std::regex comment(R"re(^# CGSuite prints .* as (.*)$)re");
  for (const auto& entry : std::filesystem::recursive_directory_iterator(CGT_GOLDEN_DIR)) {
    // Misère canonical forms (*[...]) are another notation, read back by tests of their own;
    // loopy values (2over, off) are not short games.
    const auto area = entry.path().parent_path().filename();
    if (entry.path().extension() != ".case" || area == "misere" || area == "loopy") {
      continue;
    }
    std::ifstream in(entry.path());
    std::string line;
    while (std::getline(in, line)) {
      for (auto it = std::sregex_iterator(line.begin(), line.end(), json); it != std::sregex_iterator(); ++it) {
        texts.insert((*it)[2]);
      }
      std::smatch match;
      if (std::regex_match(line, match, plain) || std::regex_match(line, match, comment)) {
        texts.insert(match[match.size() - 1]);
      }
    }
  }
  texts.erase("not atomic");
  texts.erase("the chain");
  return texts;
}

TEST(GameReadback, GoldenTextsReadBack) {
  const std::set<std::string> texts = golden_game_texts();
  EXPECT_GT(texts.size(), 40u);
  for (const std::string& text : texts) {
    Game g;
    ASSERT_NO_THROW(g = parse_game(text)) << text;
    EXPECT_EQ(to_string(g), text);
  }
}

TEST(GameReadback, PrintedForms) {
  // The forms of the issue, each as printed and read back.
  const std::pair<const char*, const char*> cases[] = {
      {"{1,1*|-1,-1*}", "+-{1,1*}"},
      {"+-{1,1*}", "+-{1,1*}"},
      {"+-{1,2}", "+-2"},
      {"+-{^,*}", "+-{*,^}"},
      {"+- {*, ^}", "+-{*,^}"},
      {"+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"},
      {"+-{1|0}", "0"},
      {"+-(^*)", "0"},
      {"+-(1/2^)", "+-(1/2^)"},
      {"+-(1+^<2>*)", "+-(1^<2>*)"},
      {"+-(1^[3])", "+-(1^[3])"},
      {"+-(2Tiny(2))", "+-(2Tiny(2))"},
      {"-{1|0}", "{0|-1}"},
      {"-v", "^"},
      {"-^", "v"},
      {"{*2|v*3}", "v[2]*3"},
      {"1/2^[3]*", "1/2^[3]*"},
      {"v<2>*", "v<2>*"},
      {"-1/2v<3>*4", "-1/2v<3>*4"},
      {"{0|^,*}", "{0|*,^}"},
      {"{0,*|v,vv*}", "{0,*|vv*,v}"},
  };
  for (const auto& [input, expected] : cases) {
    Game g = parse_game(input);
    EXPECT_EQ(to_string(g), expected) << input;
    EXPECT_EQ(parse_game(expected), g) << expected;
  }
}

}  // namespace
}  // namespace cgt
