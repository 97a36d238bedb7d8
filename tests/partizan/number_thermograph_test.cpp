// A number's thermograph text is written straight from its bits (append_thermograph_text), not
// from walls built piece by piece: it must be the text of those walls, byte for byte, and a
// number whose text would run to gigabytes must be refused by the limits before it is written.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/game_values.hpp"

namespace cgt {
namespace {

// m/2^k with m odd of about `bits` bits (random), of either sign.
Dyadic random_number(std::mt19937_64& rng, std::uint64_t bits, std::uint64_t k) {
  std::vector<std::uint64_t> words(bits / 64 + 1);
  for (auto& word : words) {
    word = rng();
  }
  words[0] |= 1;
  if (bits % 64 != 0) {
    words.back() &= (std::uint64_t{1} << (bits % 64)) - 1;
  }
  Integer m = Integer::from_words(words);
  return Dyadic(rng() % 2 == 0 ? m : -m, k);
}

TEST(NumberThermograph, TextIsTheTextOfTheWalls) {
  std::mt19937_64 rng(20240611);
  std::vector<Dyadic> numbers{Dyadic(0), Dyadic(3), Dyadic(-7), Dyadic(Integer(3), 3), Dyadic(Integer(-733), 10)};
  for (int i = 0; i < 400; ++i) {
    const std::uint64_t k = 1 + rng() % 300;
    numbers.push_back(random_number(rng, 1 + rng() % (k + 20), k));
  }
  // Long runs of equal bits: carries through them in Right's moves.
  numbers.push_back(Dyadic((Integer(1) << 200) - Integer(1), 199));
  numbers.push_back(Dyadic((Integer(1) << 300) + Integer(1), 300));
  for (const Dyadic& x : numbers) {
    Context context;  // the walls built afresh by the general machinery
    ContextScope scope(context);
    const Game g = number_game(x);
    const std::string text = thermograph_text(g);
    const Dyadic t = temperature(g);
    EXPECT_EQ(text, thermograph(g).to_string()) << x.to_string();
    EXPECT_EQ(t, thermograph(g).temperature) << x.to_string();
    std::string appended = "thermograph: ";
    append_thermograph_text(appended, g, 10);
    EXPECT_EQ(appended, "thermograph: " + text);
  }
}

TEST(NumberThermograph, NotANumberStillUsesTheWalls) {
  Context context;
  ContextScope scope(context);
  const Game g = switch_game(number_game(Dyadic(Integer(3), 2)));
  EXPECT_EQ(thermograph_text(g), thermograph(g).to_string());
}

// m/2^100000 with m random: about 50000 critical temperatures a wall, each of up
// to 30000 digits — 1.5 GB of text. The CLI's default limits refuse it at once.
TEST(NumberThermograph, HugeTextIsRefusedBeforeItIsWritten) {
  std::mt19937_64 rng(7);
  const Dyadic x = random_number(rng, 100'000, 100'000);
  for (const Limits limits : {Limits{.work = 200'000'000, .memory = 0}, Limits{.work = 0, .memory = 256u << 20}}) {
    Context context;
    ContextScope scope(context);
    const Game g = number_game(x);
    context.set_limits(limits);
    const auto start = std::chrono::steady_clock::now();
    std::string out;
    try {
      append_thermograph_text(out, g);
      ADD_FAILURE() << "a 1.5 GB thermograph text was written";
    } catch (const BudgetError& e) {
      EXPECT_EQ(e.resource(), limits.work != 0 ? BudgetError::Resource::kWork : BudgetError::Resource::kMemory)
          << e.what();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 5.0);  // about 0.05 s: one pass over the bits
    EXPECT_LT(out.capacity(), std::size_t{1} << 20);
    EXPECT_EQ(temperature(g), -Dyadic(Integer(1), 100'000));  // no walls needed
  }
}

}  // namespace
}  // namespace cgt
