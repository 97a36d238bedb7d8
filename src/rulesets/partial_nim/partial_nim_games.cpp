#include "cgt/partial_nim_games.hpp"

#include <optional>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/game_values.hpp"
#include "cgt/ruleset_games.hpp"

namespace cgt::partial_nim {

namespace {

// Piles this large have canonical forms of depth n/2; beyond it the engine is the wrong tool
// (the closed form answers every question cgt asks of such positions).
constexpr std::uint64_t kMaxEnginePile = 1024;

void check_pile(std::uint64_t n) {
  if (n > kMaxEnginePile) {
    throw LimitError("pile of " + std::to_string(n) + " is too large for a canonical form (at most " +
                     std::to_string(kMaxEnginePile) + ")");
  }
}

}  // namespace

Game blue_pile_closed_form(std::uint64_t n) {
  check_pile(n);
  if (n == 0) {
    return zero_game();
  }
  if (n % 2 == 1) {
    return number_game(Dyadic(Integer(1), (n - 1) / 2));
  }
  Game value = game_from_options({number_game(Dyadic(1))}, {zero_game()});  // A_2 = {1 | 0}
  for (std::uint64_t m = 2; 2 * m <= n; ++m) {
    value = game_from_options({number_game(Dyadic(1))}, {zero_game(), value});
  }
  return value;
}

Game bracket_game(std::int64_t m) {
  if (m == 0) {
    throw DomainError("the bracket [0] is not defined");
  }
  std::uint64_t magnitude = m > 0 ? static_cast<std::uint64_t>(m) : static_cast<std::uint64_t>(-(m + 1)) + 1;
  check_pile(2 * magnitude);
  Game positive = number_game(Dyadic(Integer(1), 1)) - blue_pile_closed_form(2 * magnitude);
  return m > 0 ? positive : -positive;
}

Game variant_pile_game(std::uint64_t n) {
  check_pile(n);
  std::vector<Game> values = {zero_game()};
  for (std::uint64_t k = 1; k <= n; ++k) {
    std::vector<Game> left;   // any number
    std::vector<Game> right;  // an odd number
    for (std::uint64_t removed = 1; removed <= k; ++removed) {
      left.push_back(values[k - removed]);
      if (removed % 2 == 1) {
        right.push_back(values[k - removed]);
      }
    }
    values.push_back(game_from_options(std::move(left), std::move(right)));
  }
  return values[n];
}

Game variant_pile_closed_form(std::uint64_t n) {
  check_pile(n);
  Game value = zero_game();
  for (std::uint64_t j = 1; j <= n / 2; ++j) {
    value = value + up_power(Integer::from_unsigned(j));
  }
  if (n % 2 == 1) {
    value = value + nimber_game(Integer(1));
  }
  return value;
}

Game position_game(const std::vector<Pile>& piles, std::uint64_t work_limit) {
  std::optional<BudgetScope> budget;  // none by default: the command's --work-limit is the limit
  if (work_limit != 0) {
    budget.emplace(current_context(), Limits{.work = work_limit});
  }
  Game total = zero_game();
  for (const Pile& pile : piles) {
    if (!pile.size.fits_uint64() || pile.size.to_uint64() > kMaxEnginePile) {
      throw LimitError("pile " + format_pile(pile) + " is too large for a canonical form (at most " +
                       std::to_string(kMaxEnginePile) + ")");
    }
    std::uint64_t n = pile.size.to_uint64();
    switch (pile.color) {
      case Color::kBlue:
        total = total + blue_pile_game(n);
        break;
      case Color::kRed:
        total = total + red_pile_game(n);
        break;
      case Color::kGreen:
        total = total + nimber_game(pile.size);
        break;
    }
  }
  return total;
}

}  // namespace cgt::partial_nim
