// An independent check of `cgt solve` on Amazons: plain memoised minimax on the whole board, no
// combinatorial game theory (no components, no canonical values, no symmetries), written apart
// from cgt and sharing none of its code. Boards of at most 20 cells.
//
//   g++ -O2 -o amazons_brute_force bench/amazons/brute_force.cpp
//   ./amazons_brute_force ".xx.|x..x|....|o..o|.oo." [log2 of the table's entries, default 27]
//
// The board in cgt's grid string: rows top to bottom joined by '|', 'x' Left's amazons, 'o'
// Right's, '#' burned, '.' empty. Prints the outcome (L, R, N, P), who wins moving first and
// the positions searched. The table is a cache (8 bytes an entry, replaced on collision), so a
// small one costs time, never a wrong answer.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

int width = 0;
int height = 0;
constexpr int kDx[8] = {1, -1, 0, 0, 1, 1, -1, -1};
constexpr int kDy[8] = {0, 0, 1, -1, 1, -1, 1, -1};
std::vector<std::uint64_t> table;  // bit 63: used; bit 62: the mover wins; bits 0-59: the key
std::uint64_t slot_mask = 0;
std::uint64_t searched = 0;

std::uint64_t mix(std::uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  return k ^ (k >> 33);
}

bool inside(int x, int y) {
  return x >= 0 && x < width && y >= 0 && y < height;
}

// Whether the player to move, with amazons `mine` against `theirs` and `burned` cells, wins.
bool mover_wins(std::uint32_t mine, std::uint32_t theirs, std::uint32_t burned) {
  const std::uint64_t key = std::uint64_t{mine} | std::uint64_t{theirs} << 20 | std::uint64_t{burned} << 40;
  std::uint64_t& slot = table[mix(key) & slot_mask];
  if ((slot >> 63) != 0 && (slot & ((std::uint64_t{1} << 60) - 1)) == key) {
    return ((slot >> 62) & 1) != 0;
  }
  ++searched;
  bool wins = false;
  for (int from = 0; from < width * height && !wins; ++from) {
    if (((mine >> from) & 1) == 0) continue;
    const std::uint32_t others = theirs | burned | (mine & ~(1u << from));
    for (int d = 0; d < 8 && !wins; ++d) {
      for (int x = from % width + kDx[d], y = from / width + kDy[d];
           inside(x, y) && ((others >> (y * width + x)) & 1) == 0 && !wins; x += kDx[d], y += kDy[d]) {
        const std::uint32_t moved = (mine & ~(1u << from)) | 1u << (y * width + x);
        const std::uint32_t blocked = moved | theirs | burned;
        for (int e = 0; e < 8 && !wins; ++e) {
          for (int ax = x + kDx[e], ay = y + kDy[e]; inside(ax, ay) && ((blocked >> (ay * width + ax)) & 1) == 0;
               ax += kDx[e], ay += kDy[e]) {
            if (!mover_wins(theirs, moved, burned | 1u << (ay * width + ax))) {
              wins = true;
              break;
            }
          }
        }
      }
    }
  }
  // Written after the search: the recursion above may have reused this slot.
  table[mix(key) & slot_mask] = std::uint64_t{1} << 63 | std::uint64_t{wins} << 62 | key;
  return wins;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s BOARD [LOG2_TABLE]\n", argv[0]);
    return 2;
  }
  const std::string text = argv[1];
  const int log2 = argc > 2 ? std::atoi(argv[2]) : 27;
  std::vector<std::string> rows(1);
  for (char c : text) {
    if (c == '|') {
      rows.emplace_back();
    } else if (c == 'x' || c == 'o' || c == '#' || c == '.') {
      rows.back() += c;
    } else {
      std::fprintf(stderr, "unexpected '%c' (allowed: .#xo|)\n", c);
      return 2;
    }
  }
  height = static_cast<int>(rows.size());
  width = static_cast<int>(rows[0].size());
  for (const std::string& row : rows) {
    if (static_cast<int>(row.size()) != width) {
      std::fprintf(stderr, "rows of different lengths\n");
      return 2;
    }
  }
  if (width * height > 20 || log2 < 10 || log2 > 34) {
    std::fprintf(stderr, "at most 20 cells, and a table of 2^10 to 2^34 entries\n");
    return 2;
  }
  table.assign(std::size_t{1} << log2, 0);
  slot_mask = (std::uint64_t{1} << log2) - 1;
  std::uint32_t x = 0, o = 0, burned = 0;
  for (int r = 0; r < height; ++r) {
    for (int c = 0; c < width; ++c) {
      const std::uint32_t bit = 1u << (r * width + c);
      x |= rows[r][c] == 'x' ? bit : 0;
      o |= rows[r][c] == 'o' ? bit : 0;
      burned |= rows[r][c] == '#' ? bit : 0;
    }
  }
  const bool left_first = mover_wins(x, o, burned);
  const bool right_first = mover_wins(o, x, burned);
  std::printf("%s left_first=%s right_first=%s searched=%llu\n",
              left_first ? (right_first ? "N" : "L") : (right_first ? "R" : "P"), left_first ? "win" : "lose",
              right_first ? "win" : "lose", static_cast<unsigned long long>(searched));
}
