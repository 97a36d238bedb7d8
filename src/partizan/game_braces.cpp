#include "partizan/game_braces.hpp"

#include <string>
#include <vector>

namespace cgt {

namespace {

// The pieces [begin, end) split at their longest run of slashes; `left` holds the options of
// the left side once that side is done.
struct Split {
  std::size_t begin;
  std::size_t split;
  std::size_t end;
  std::vector<Game> left;
  bool has_left = false;
};

Split find_split(std::span<const BracePiece> pieces, std::size_t begin, std::size_t end, std::size_t open,
                 const TextCursor& cursor) {
  int most = 0;
  std::size_t split = end;
  for (std::size_t i = begin; i < end; ++i) {
    if (pieces[i].kind == BracePiece::kSlashes) {
      if (pieces[i].slashes > most) {
        most = pieces[i].slashes;
        split = i;
      } else if (pieces[i].slashes == most) {
        cursor.fail_at(pieces[i].at, "ambiguous slashes: two runs of " + std::to_string(most) + " at one level");
      }
    }
  }
  if (split == end) {
    cursor.fail_at(open, "a game needs a '|' between its left and right options");
  }
  return {begin, split, end, {}, false};
}

bool has_slashes(std::span<const BracePiece> pieces, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end; ++i) {
    if (pieces[i].kind == BracePiece::kSlashes) {
      return true;
    }
  }
  return false;
}

// A side without slashes: options separated by commas, or nothing.
std::vector<Game> option_list(std::span<const BracePiece> pieces, std::size_t begin, std::size_t end,
                              const TextCursor& cursor) {
  std::vector<Game> options;
  bool expect_game = true;
  for (std::size_t i = begin; i < end; ++i) {
    bool is_game = pieces[i].kind == BracePiece::kGame;
    if (is_game != expect_game) {
      cursor.fail_at(pieces[i].at, is_game ? "expected ',' between options" : "expected an option");
    }
    if (is_game) {
      options.push_back(pieces[i].game);
    }
    expect_game = !expect_game;
  }
  if (!options.empty() && expect_game) {
    cursor.fail_at(pieces[end - 1].at, "expected an option after ','");
  }
  return options;
}

}  // namespace

std::optional<Game> switch_from_pieces(std::span<const BracePiece> pieces, const TextCursor& cursor) {
  if (has_slashes(pieces, 0, pieces.size())) {
    return std::nullopt;
  }
  std::vector<Game> left = option_list(pieces, 0, pieces.size(), cursor);
  std::vector<Game> right;
  right.reserve(left.size());
  for (Game option : left) {
    right.push_back(-option);
  }
  return game_from_options(std::move(left), std::move(right));
}

// Left sides before right sides, each split as soon as it is reached, so errors and game
// constructions come in the order of the text. A split inside a side has a shorter longest run,
// so the splits pending at once are at most the distinct run lengths in the braces: about the
// square root of the text's length, which is why they are kept in a vector, not on the stack.
Game game_from_pieces(std::span<const BracePiece> pieces, std::size_t open, const TextCursor& cursor) {
  std::vector<Split> splits;
  splits.push_back(find_split(pieces, 0, pieces.size(), open, cursor));
  for (;;) {
    const Split& top = splits.back();
    const std::size_t begin = top.has_left ? top.split + 1 : top.begin;
    const std::size_t end = top.has_left ? top.end : top.split;
    if (has_slashes(pieces, begin, end)) {
      splits.push_back(find_split(pieces, begin, end, open, cursor));
      continue;
    }
    std::vector<Game> options = option_list(pieces, begin, end, cursor);
    // A finished left side waits for its right side; a finished right side completes a game,
    // which is the single option of the side it was split from.
    for (;;) {
      Split& current = splits.back();
      if (!current.has_left) {
        current.left = std::move(options);
        current.has_left = true;
        break;
      }
      Game game = game_from_options(std::move(current.left), std::move(options));
      splits.pop_back();
      if (splits.empty()) {
        return game;
      }
      options = {game};
    }
  }
}

}  // namespace cgt
