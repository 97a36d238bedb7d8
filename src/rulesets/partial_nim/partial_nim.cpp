#include "cgt/partial_nim.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "core/list_text.hpp"
#include "core/text_cursor.hpp"
#include "rulesets/partial_nim/partial_nim_closed_form.hpp"

namespace cgt::partial_nim {

using detail::BracketIndex;
using detail::contribution;

std::vector<Pile> parse_position(std::string_view text) {
  Context& context = current_context();
  ListReader reader(text, "partial nim position", "pile");
  std::vector<Pile> piles;
  std::size_t bytes = 0;
  piles.reserve(text.size() / 3 + 1);  // a pile takes at least 3 characters with its separator
  ListItem item;
  while (reader.next(item)) {
    const std::string_view pile_text = item.text;
    Pile pile;
    const char c = pile_text.front();
    if (c == 'b' || c == 'B') {
      pile.color = Color::kBlue;
    } else if (c == 'r' || c == 'R') {
      pile.color = Color::kRed;
    } else if (c == 'g' || c == 'G') {
      pile.color = Color::kGreen;
    } else {
      TextCursor at(pile_text, "");
      reader.fail_at(item.offset, fmt::format("unknown pile colour '{}'; expected b, r or g followed by a size",
                                              at.peek_char_text()));
    }
    const std::string_view digits = pile_text.substr(1);
    if (digits.starts_with('-')) {
      reader.fail_at(item.offset + 1, "a pile size cannot be negative");
    }
    if (digits.empty() || digits.front() < '0' || digits.front() > '9') {
      reader.fail_at(item.offset, "expected a pile size after the colour letter, as in b3, r2, g4");
    }
    std::uint64_t small = 0;
    for (std::size_t k = 0; k < digits.size(); ++k) {
      const char d = digits[k];
      if (d < '0' || d > '9') {
        TextCursor at(digits.substr(k), "");
        reader.fail_at(item.offset + 1 + k, fmt::format("unexpected '{}' in a pile size", at.peek_char_text()));
      }
      small = small * 10 + static_cast<std::uint64_t>(d - '0');
    }
    // Up to 18 digits the size fits in an int64 (the common case: no string, no GMP).
    pile.size = digits.size() <= 18 ? Integer(static_cast<std::int64_t>(small)) : reader.natural(digits, item.offset + 1);
    bytes += sizeof(Pile) + (pile.size.is_small() ? 0 : 16 + pile.size.bit_length() / 8);
    piles.push_back(std::move(pile));
    if ((piles.size() & 4095) == 0) {
      context.check_growth(bytes);  // the row as it grows, against what the context holds
    }
  }
  context.check_growth(bytes);
  return piles;
}

std::string format_pile(const Pile& pile) {
  char letter = pile.color == Color::kBlue ? 'b' : (pile.color == Color::kRed ? 'r' : 'g');
  return fmt::format("{}{}", letter, pile.size.to_string());
}

Decomposition decompose(const std::vector<Pile>& piles) {
  std::vector<BinaryExpansion::Term> terms;
  Decomposition result;
  // Room for every pile in each (pages never written cost nothing): no copy while growing.
  terms.reserve(piles.size());
  result.brackets.reserve(piles.size());
  for (const Pile& pile : piles) {
    auto c = contribution(pile.color, pile.size);
    if (c.number) {
      terms.push_back(*c.number);
    }
    if (c.bracket) {
      result.brackets.push_back(*c.bracket);
    }
    result.nim = result.nim ^ c.nim;
  }
  result.number = BinaryExpansion::sum(std::move(terms));
  std::sort(result.brackets.begin(), result.brackets.end());
  return result;
}

Outcome outcome(const Decomposition& position) {
  BracketIndex brackets(position.brackets);
  return detail::closed_form_outcome(position.number, brackets.summary(), !position.nim.is_zero());
}

Outcome outcome(const std::vector<Pile>& piles) {
  return outcome(decompose(piles));
}

bool is_legal_move(const Pile& pile, const Integer& to, bool player_is_left) {
  if (to.sign() < 0 || to >= pile.size) {
    return false;
  }
  if (pile.color == Color::kGreen) {
    return true;
  }
  bool removes_odd = (pile.size - to).is_odd();
  bool must_remove_odd = (pile.color == Color::kBlue) == player_is_left;
  return removes_odd == must_remove_odd;
}

namespace {

// The targets worth trying for one player on one pile. A player's options in a pile form at
// most two chains under ≤ (the numbers 1/2^j; the games A_2 > A_4 > …) plus 0, and a larger
// option never does worse for Left (smaller for Right), so the best of each chain suffices.
// On a green pile only whether the nim-sum becomes zero matters.
std::vector<Integer> candidate_targets(const Pile& pile, bool left, const Integer& nim) {
  const Integer& n = pile.size;
  std::vector<Integer> targets;
  if (n.is_zero()) {
    return targets;  // an empty pile offers no move
  }
  if (pile.color == Color::kGreen) {
    Integer zeroing = n ^ nim;
    if (zeroing < n) {
      targets.push_back(zeroing);
    }
    // Some target leaving a nonzero nim-sum: 0 unless that zeroes it, then 1.
    if (!(nim ^ n).is_zero()) {
      targets.emplace_back(0);
    } else if (n > Integer(1)) {
      targets.emplace_back(1);
    }
    return targets;
  }
  // Left on blue and Right on red remove an odd number; they want the largest (for Right on
  // red, the least negative, which is the same pile shape) value.
  bool takes_odd = (pile.color == Color::kBlue) == left;
  if (takes_odd) {
    if (n.is_zero()) {
      return targets;
    }
    if (!n.is_odd()) {
      targets.emplace_back(1);  // the number 1
    } else {
      targets.emplace_back(0);
      if (n >= Integer(3)) {
        targets.emplace_back(2);  // A_2, the top of the chain A_2 > A_4 > …
      }
    }
  } else {
    if (n < Integer(2)) {
      return targets;
    }
    Integer deepest = n - Integer(2);  // smallest number / deepest A_{2m}
    if (n.is_odd()) {
      targets.push_back(deepest);
    } else {
      targets.emplace_back(0);
      if (deepest >= Integer(2)) {
        targets.push_back(deepest);
      }
    }
  }
  return targets;
}

}  // namespace

WinningMoves winning_moves(const std::vector<Pile>& piles) {
  return analyze(piles).moves;
}

Analysis analyze(const std::vector<Pile>& piles) {
  Analysis analysis;
  analysis.decomposition = decompose(piles);
  const Decomposition& position = analysis.decomposition;
  BracketIndex brackets(position.brackets);
  Outcome now = detail::closed_form_outcome(position.number, brackets.summary(), !position.nim.is_zero());
  analysis.outcome = now;
  WinningMoves& result = analysis.moves;

  auto find_move = [&](bool left) -> std::optional<Move> {
    for (std::size_t i = 0; i < piles.size(); ++i) {
      const Pile& pile = piles[i];
      auto before = contribution(pile.color, pile.size);
      for (const Integer& target : candidate_targets(pile, left, position.nim)) {
        auto after = contribution(pile.color, target);
        // x after the move is x - (before - after).
        std::vector<BinaryExpansion::Term> change;
        if (before.number) {
          change.push_back(*before.number);
        }
        if (after.number) {
          change.push_back({after.number->exponent, -after.number->sign});
        }
        auto summary = brackets.after(before.bracket, after.bracket);
        bool has_nim = !(position.nim ^ before.nim ^ after.nim).is_zero();
        Outcome next =
            detail::closed_form_outcome(detail::shifted_comparer(position.number, std::move(change)), summary, has_nim);
        bool wins = left ? (next == Outcome::kL || next == Outcome::kP) : (next == Outcome::kR || next == Outcome::kP);
        if (wins) {
          return Move{i, target};
        }
      }
    }
    return std::nullopt;
  };
  if (left_wins_moving_first(now)) {
    result.left = find_move(true);
  }
  if (right_wins_moving_first(now)) {
    result.right = find_move(false);
  }
  return analysis;
}

}  // namespace cgt::partial_nim
