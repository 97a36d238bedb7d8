#pragma once
// The inside of `{ ... }` in game text, read as a flat list of pieces (games, commas, runs of
// slashes) and then split into a game: the longest run of slashes separates the left options
// from the right ones, and a side holding slashes of its own is one option, split the same way.

#include <cstddef>
#include <optional>
#include <span>

#include "cgt/game.hpp"
#include "core/text_cursor.hpp"

namespace cgt {

struct BracePiece {
  enum Kind { kGame, kComma, kSlashes } kind;
  Game game;
  int slashes = 0;
  std::size_t at = 0;  // byte offset in the text, for messages
};

// The game the pieces of one pair of braces spell; `open` is the offset of its '{'. Throws
// ParseError (through `cursor`) for ambiguous slashes, a missing '|' or a misplaced comma.
Game game_from_pieces(std::span<const BracePiece> pieces, std::size_t open, const TextCursor& cursor);

// The braces of `+-{a, b, …}` (CGSuite's switch with several options), when they hold no slash:
// the game {a, b, … | -a, -b, …}; nullopt when they hold slashes (then `+-{…|…}` is ±G of the
// game they spell). Throws ParseError for a misplaced comma.
std::optional<Game> switch_from_pieces(std::span<const BracePiece> pieces, const TextCursor& cursor);

}  // namespace cgt
