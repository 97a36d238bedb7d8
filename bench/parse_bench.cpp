// The four text parsers on everyday inputs, so that a change in how they work inside (such as
// explicit stacks instead of recursion) shows up as a figure: 10^5 ordinal texts through
// parse_ordinal, 10^4 game texts through parse_game, 10^4 impartial and 10^4 LR-ending
// expressions. The texts are seeded random and shallow, as people and scripts write them.

#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/ending_expression.hpp"
#include "cgt/game_text.hpp"
#include "cgt/impartial_expression.hpp"
#include "cgt/ordinal_text.hpp"

namespace {

using Rng = std::mt19937_64;

std::string pick(Rng& rng, std::initializer_list<const char*> choices) {
  return *(choices.begin() + static_cast<std::ptrdiff_t>(rng() % choices.size()));
}

// Concatenation by appending: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
template <typename... Parts>
std::string join(const Parts&... parts) {
  std::string out;
  (out += ... += parts);
  return out;
}

// A Cantor normal form with up to three terms whose exponents nest `depth` deep, in any of
// the accepted spellings.
std::string ordinal_text(Rng& rng, int depth) {
  const std::size_t terms = 1 + rng() % 3;
  std::string text;
  for (std::size_t i = 0; i < terms; ++i) {
    if (i > 0) {
      text += pick(rng, {"+", " + "});
    }
    if (depth == 0 || rng() % 4 == 0) {
      text += std::to_string(rng() % 1000);
      continue;
    }
    text += pick(rng, {"w", "w", "ω", "omega"});
    if (rng() % 2 == 0) {
      text += "^";
      text += rng() % 2 == 0 ? std::to_string(1 + rng() % 9) : join("(", ordinal_text(rng, depth - 1), ")");
    }
    if (rng() % 2 == 0) {
      text += pick(rng, {"*", "·", " * "});
      text += std::to_string(1 + rng() % 99);
    }
  }
  return text;
}

// Mostly canonical forms; one in eight is arithmetic: a product and a power of small sums.
std::string ordinal_or_arithmetic_text(Rng& rng) {
  std::string text = ordinal_text(rng, 2);
  if (rng() % 8 == 0) {
    text = join("(", text, ")*(w+", std::to_string(rng() % 9), ")^2");
  }
  return text;
}

std::string game_leaf(Rng& rng) {
  return pick(rng, {"0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "^", "v", "^*", "v*3", "1/2^", "^^*", "^<2>"});
}

// Braces with one or two options a side, slashes, switches, sums and parentheses. Every
// random draw is its own statement, so the texts do not depend on the order of evaluation.
std::string game_text(Rng& rng, int depth) {
  if (depth == 0 || rng() % 4 == 0) {
    return game_leaf(rng);
  }
  switch (rng() % 6) {
    case 0:
      return join("+-", game_leaf(rng));
    case 1: {
      std::string left = game_text(rng, depth - 1);
      return join(left, " + ", game_text(rng, depth - 1));
    }
    case 2: {
      std::string inner = game_text(rng, depth - 1);
      std::string middle = game_leaf(rng);
      return join("{", inner, "||", middle, "|", game_leaf(rng), "}");
    }
    case 3:
      return join("-(", game_text(rng, depth - 1), ")");
    default: {
      std::string text = join("{", game_text(rng, depth - 1));
      if (rng() % 2 == 0) {
        text += join(", ", game_leaf(rng));
      }
      text += join(" | ", game_text(rng, depth - 1));
      if (rng() % 2 == 0) {
        text += join(", ", game_leaf(rng));
      }
      return text + "}";
    }
  }
}

std::string impartial_text(Rng& rng, int depth) {
  if (depth == 0 || rng() % 3 == 0) {
    return rng() % 4 == 0 ? "0" : join("*", std::to_string(rng() % 9));
  }
  const std::size_t shape = rng() % 4;
  std::string left = impartial_text(rng, depth - 1);
  std::string right = impartial_text(rng, shape == 2 ? 0 : depth - 1);
  switch (shape) {
    case 0:
      return join(left, " + ", right);
    case 1:
      return join("(", left, ") : ", right);
    case 2:
      return join(left, " :_*2 ", right);
    default:
      return join("{", left, ", ", right, "}");
  }
}

std::string ending_text(Rng& rng, int depth) {
  if (depth == 0 || rng() % 3 == 0) {
    std::string name = pick(rng, {"*L", "*R", "*L_", "*R_", "X_", "S_"});
    return name.ends_with('_') ? join(name, std::to_string(1 + rng() % 9)) : name;
  }
  const std::size_t shape = rng() % 4;
  std::string left = ending_text(rng, depth - 1);
  switch (shape) {
    case 0:
      return join(left, " + ", ending_text(rng, depth - 1));
    case 1:
      return join("~", left);
    case 2:
      return join("(", left, ")");
    default:
      return join("{", left, ", ", ending_text(rng, depth - 1), "}");
  }
}

template <typename Make>
std::vector<std::string> texts_of(std::size_t count, std::uint64_t seed, Make make) {
  Rng rng(seed);
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < count; ++i) {
    texts.push_back(make(rng));
  }
  return texts;
}

void BM_ParseOrdinals(benchmark::State& state) {
  const auto texts = texts_of(100'000, 1, ordinal_or_arithmetic_text);
  for (auto _ : state) {
    for (const std::string& text : texts) {
      benchmark::DoNotOptimize(cgt::parse_ordinal(text));
    }
  }
}
BENCHMARK(BM_ParseOrdinals)->Unit(benchmark::kMillisecond);

// The first run fills the game store; later runs find every game there, so they time the
// parser and the store's look-ups, not the canonical-form algorithms.
void BM_ParseGames(benchmark::State& state) {
  const auto texts = texts_of(10'000, 2, [](Rng& rng) { return game_text(rng, 3); });
  for (auto _ : state) {
    for (const std::string& text : texts) {
      benchmark::DoNotOptimize(cgt::parse_game(text));
    }
  }
}
BENCHMARK(BM_ParseGames)->Unit(benchmark::kMillisecond);

void BM_ParseImpartial(benchmark::State& state) {
  const auto texts = texts_of(10'000, 3, [](Rng& rng) { return impartial_text(rng, 3); });
  for (auto _ : state) {
    for (const std::string& text : texts) {
      benchmark::DoNotOptimize(cgt::parse_impartial_expression(text));
    }
  }
}
BENCHMARK(BM_ParseImpartial)->Unit(benchmark::kMillisecond);

void BM_ParseEnding(benchmark::State& state) {
  const auto texts = texts_of(10'000, 4, [](Rng& rng) { return ending_text(rng, 3); });
  for (auto _ : state) {
    for (const std::string& text : texts) {
      benchmark::DoNotOptimize(cgt::ending::parse_expression(text));
    }
  }
}
BENCHMARK(BM_ParseEnding)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
