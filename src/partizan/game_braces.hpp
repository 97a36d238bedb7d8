#pragma once
// The inside of `{ ... }` in game text, read as a flat list of pieces (games, commas, runs of
// slashes) and then split into a game: the longest run of slashes separates the left options
// from the right ones, and a side holding slashes of its own is one option, split the same way.

#include <cstddef>
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

}  // namespace cgt
