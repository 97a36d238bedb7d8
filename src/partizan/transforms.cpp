// Games rebuilt position by position: cooling, heating, overheating, Norton products and
// ordinal sums; and multiples and incentives, which they use.

#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/game_values.hpp"
#include "partizan/dag_walk.hpp"
#include "partizan/state.hpp"

namespace cgt {

using partizan::GameId;

namespace {

// The image of g under a map defined position by position: `leaf(h)` gives h's image when it
// is defined directly (a number, say), else `build(h, images of h's left options, images of
// its right options)` makes it. Images are memoised for the one call, so a position shared
// by many paths is rebuilt once; the walk keeps the depth off the machine stack.
template <typename Leaf, typename Build>
Game rebuild(Game g, Leaf leaf, Build build) {
  (void)partizan::id_of(g);  // the walk reads ids: a handle of another context is refused first
  std::unordered_map<GameId, Game> images;
  auto image = [&](Game h) -> std::optional<Game> {
    if (auto it = images.find(h.id()); it != images.end()) {
      return it->second;
    }
    if (std::optional<Game> direct = leaf(h)) {
      images.emplace(h.id(), *direct);
      return direct;
    }
    return std::nullopt;
  };
  if (std::optional<Game> direct = image(g)) {
    return *direct;
  }
  partizan::walk_post_order(current_context(), g.id(), [&](GameId id, auto& need) {
    const Game h = partizan::as_game(id);
    if (images.contains(id)) {
      return true;
    }
    std::vector<Game> left;
    std::vector<Game> right;
    bool ready = true;
    for (int side = 0; side < 2; ++side) {
      for (Game option : side == 0 ? left_options(h) : right_options(h)) {
        if (std::optional<Game> known = image(option)) {
          (side == 0 ? left : right).push_back(*known);
        } else {
          need(option.id());
          ready = false;
        }
      }
    }
    if (ready) {
      images.emplace(id, build(h, left, right));
    }
    return ready;
  });
  return images.at(g.id());
}

Dyadic require_number(Game t, const char* what) {
  auto value = number_value(t);
  if (!value) {
    throw DomainError(std::string(what) + " must be a number");
  }
  return *value;
}

}  // namespace

Game cool(Game g, Game t) {
  Dyadic amount = require_number(t, "the cooling temperature");
  // From -1 down the definition no longer cools: integers would not be masts (CGSuite refuses
  // it too, "must be > -1").
  if (amount <= Dyadic(-1)) {
    throw DomainError("the cooling temperature must be greater than -1, not " + amount.to_string());
  }
  // G_t = {G^L_t - t | G^R_t + t}, until t exceeds the temperature: then the mean. That holds
  // for numbers as well (1/4 cooled by -1/4 is 1/4*, as in CGSuite); only an integer, whose
  // temperature is -1, is always its own mean.
  auto leaf = [&](Game h) -> std::optional<Game> {
    if (amount > temperature(h)) {
      return number_game(mean(h));
    }
    return std::nullopt;
  };
  return rebuild(g, leaf, [&](Game, std::vector<Game>& left, std::vector<Game>& right) {
    for (Game& option : left) {
      option = option - t;
    }
    for (Game& option : right) {
      option = option + t;
    }
    return game_from_options(std::move(left), std::move(right));
  });
}

namespace {

// {G^L + t | G^R − t}: the step heating and overheating share.
Game options_pushed_apart(std::vector<Game>& left, std::vector<Game>& right, Game t) {
  for (Game& option : left) {
    option = option + t;
  }
  for (Game& option : right) {
    option = option - t;
  }
  return game_from_options(std::move(left), std::move(right));
}

}  // namespace

Game heat(Game g, Game t) {
  auto leaf = [](Game h) -> std::optional<Game> { return is_number(h) ? std::optional<Game>(h) : std::nullopt; };
  return rebuild(g, leaf, [&](Game, std::vector<Game>& left, std::vector<Game>& right) {
    return options_pushed_apart(left, right, t);
  });
}

Game multiple(const Integer& n, Game u) {
  if (auto parts = nus_parts(u)) {
    Integer nimber = n.is_odd() ? parts->nimber : Integer(0);
    return nus_game(parts->number * Dyadic(n), parts->ups * n, nimber);
  }
  if (n.sign() < 0) {
    return multiple(-n, -u);
  }
  if (n.bit_length() > 40) {
    throw LimitError("game too large: " + n.to_string() + " copies of a game");
  }
  // Binary doubling: O(log n) sums.
  Game result;
  Game power = u;
  for (std::uint64_t bit = 0; bit < n.bit_length(); ++bit) {
    if (n.bit(bit)) {
      result += power;
    }
    if (bit + 1 < n.bit_length()) {
      power += power;
    }
  }
  return result;
}

Game overheat(Game g, Game s, Game t) {
  auto leaf = [&](Game h) -> std::optional<Game> {
    if (auto x = number_value(h); x && x->is_integer()) {
      return multiple(x->numerator(), s);
    }
    return std::nullopt;
  };
  return rebuild(g, leaf, [&](Game, std::vector<Game>& left, std::vector<Game>& right) {
    return options_pushed_apart(left, right, t);
  });
}

std::vector<Game> left_incentives(Game g) {
  std::vector<Game> result;
  for (Game option : left_options(g)) {
    result.push_back(option - g);
  }
  return result;
}

std::vector<Game> right_incentives(Game g) {
  std::vector<Game> result;
  for (Game option : right_options(g)) {
    result.push_back(g - option);
  }
  return result;
}

Game norton(Game g, Game u) {
  std::vector<Game> incentives = left_incentives(u);
  for (Game i : right_incentives(u)) {
    incentives.push_back(i);
  }
  auto leaf = [&](Game h) -> std::optional<Game> {
    if (auto x = number_value(h); x && x->is_integer()) {
      return multiple(x->numerator(), u);
    }
    return std::nullopt;
  };
  return rebuild(g, leaf, [&](Game, const std::vector<Game>& left_images, const std::vector<Game>& right_images) {
    std::vector<Game> left;
    std::vector<Game> right;
    for (Game image : left_images) {
      Game base = image + u;
      for (Game delta : incentives) {
        left.push_back(base + delta);
      }
    }
    for (Game image : right_images) {
      Game base = image - u;
      for (Game delta : incentives) {
        right.push_back(base - delta);
      }
    }
    return game_from_options(std::move(left), std::move(right));
  });
}

// G : H is as deep as H (plus G): H born after this day is refused, the same bound on depth as
// for ^<n> and ^[n] (n ≤ 4096), which the printer and every walk are tested against.
constexpr std::int64_t kMaxOrdinalSumDepth = 4096;

Game ordinal_sum(Game g, Game h) {
  if (Integer depth = birthday(h); depth > Integer(kMaxOrdinalSumDepth)) {
    throw LimitError("game too large: G : H with H born on day " + depth.to_string() + " (at most " +
                     std::to_string(kMaxOrdinalSumDepth) + ")");
  }
  const std::vector<Game> base_left = left_options(g);
  const std::vector<Game> base_right = right_options(g);
  // G : 0 = G; otherwise G : K = {G^L, G : K^L | G^R, G : K^R}.
  auto leaf = [&](Game k) -> std::optional<Game> { return k == Game() ? std::optional<Game>(g) : std::nullopt; };
  return rebuild(h, leaf, [&](Game, const std::vector<Game>& left_images, const std::vector<Game>& right_images) {
    std::vector<Game> left = base_left;
    std::vector<Game> right = base_right;
    left.insert(left.end(), left_images.begin(), left_images.end());
    right.insert(right.end(), right_images.begin(), right_images.end());
    return game_from_options(std::move(left), std::move(right));
  });
}

}  // namespace cgt
