// Choosing how to run the all-sub-rows recursion, and the general-ordinal path.

#include <algorithm>
#include <string>
#include <thread>

#include "cgt/context.hpp"
#include "cgt/end_nim.hpp"
#include "cgt/error.hpp"
#include "rulesets/end_nim/end_nim_sweep.hpp"

namespace cgt::end_nim {

namespace detail {

void general_step(std::span<const Ordinal> row, std::size_t length, std::span<TriplePoint> points) {
  const std::size_t n = row.size();
  for (std::size_t i = 0; i + length <= n; ++i) {
    // Entry i + 1 is still the previous diagonal: read it before entry i is overwritten.
    Ordinal right = right_after_prepending(row[i], points[i + 1]);
    Ordinal left = left_after_appending(points[i], row[i + length - 1]);
    points[i] = {std::move(left), std::move(right)};
  }
}

std::vector<std::int64_t> as_machine_words(std::span<const Ordinal> row) {
  std::vector<std::int64_t> words;
  words.reserve(row.size());
  std::uint64_t sum = 0;
  constexpr std::uint64_t kLimit = std::uint64_t{1} << 63;
  for (const Ordinal& pile : row) {
    if (!pile.is_small()) {
      return {};
    }
    const std::uint64_t value = pile.small_value();  // < 2^63
    sum += value;                                    // two values < 2^63 never wrap
    if (sum >= kLimit) {
      return {};
    }
    words.push_back(static_cast<std::int64_t>(value));
  }
  return words;
}

}  // namespace detail

namespace {

using detail::cell_count;
using detail::kGeneralStepsPerCell;
using detail::kPolynomialCellsPerStep;
using detail::kWordCellsPerStep;

void check_piles(std::span<const Ordinal> row) {
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i].is_zero()) {
      throw DomainError("pile " + std::to_string(i + 1) + " is 0: every pile must be at least 1");
    }
  }
}

unsigned thread_count(unsigned requested) {
  if (requested != 0) {
    return std::clamp(requested, 1U, 2U);
  }
  return std::clamp(std::thread::hardware_concurrency(), 1U, 2U);
}

std::vector<TriplePoint> general_sweep(std::span<const Ordinal> row, std::size_t length) {
  Context& context = current_context();
  context.check_work(cell_count(row.size(), length) * kGeneralStepsPerCell);
  std::vector<TriplePoint> points(row.size() + 1);
  for (std::size_t step = 1; step <= length; ++step) {
    detail::general_step(row, step, points);
    context.charge((row.size() - step + 1) * kGeneralStepsPerCell);
  }
  points.resize(row.size() - length + 1);
  return points;
}

}  // namespace

std::vector<TriplePoint> triple_points_of_length(std::span<const Ordinal> row, std::size_t length,
                                                 SweepOptions options) {
  check_piles(row);
  const std::size_t n = row.size();
  if (length > n) {
    throw DomainError("no sub-row of " + std::to_string(length) + " piles in a row of " + std::to_string(n));
  }
  const Engine engine = options.engine;
  Context& context = current_context();
  if (engine == Engine::kAuto || engine == Engine::kMachineWord) {
    std::vector<std::int64_t> words = detail::as_machine_words(row);
    if (!words.empty() || n == 0) {
      context.check_work(cell_count(n, length) / kWordCellsPerStep);
      const MemoryClaim held(context, 3 * (n + 1) * sizeof(std::int64_t));  // words, left, right
      std::vector<std::int64_t> left(n + 1, 0);
      std::vector<std::int64_t> right(n + 1, 0);
      detail::sweep_machine_words(words, length, left, right, thread_count(options.threads), {},
                                  [&](std::uint64_t cells) { context.charge(1 + cells / kWordCellsPerStep); });
      std::vector<TriplePoint> points;
      points.reserve(n - length + 1);
      for (std::size_t i = 0; i + length <= n; ++i) {
        points.push_back({Ordinal(static_cast<std::uint64_t>(left[i])), Ordinal(static_cast<std::uint64_t>(right[i]))});
      }
      return points;
    }
    if (engine == Engine::kMachineWord) {
      throw DomainError("the machine-word path needs finite piles whose sum is below 2^63");
    }
  }
  if (engine == Engine::kAuto || engine == Engine::kPolynomial) {
    std::vector<TriplePoint> points;
    const auto charge = [&](std::uint64_t cells) { context.charge(1 + cells / kPolynomialCellsPerStep); };
    if (detail::sweep_polynomial(row, length, points, charge)) {
      return points;
    }
    if (engine == Engine::kPolynomial) {
      throw DomainError("the fixed-width path needs piles below w^8 whose coefficients sum below 2^63");
    }
  }
  return general_sweep(row, length);
}

TriplePoint triple_point(std::span<const Ordinal> row, SweepOptions options) {
  return triple_points_of_length(row, row.size(), options).front();
}

void for_each_sub_row(std::span<const Ordinal> row, const SubRowVisitor& visit) {
  check_piles(row);
  const std::size_t n = row.size();
  Context& context = current_context();
  context.check_work(cell_count(n, n) * kGeneralStepsPerCell);
  std::vector<TriplePoint> points(n + 1);
  for (std::size_t length = 1; length <= n; ++length) {
    detail::general_step(row, length, points);
    context.charge((n - length + 1) * kGeneralStepsPerCell);
    for (std::size_t i = 0; i + length <= n; ++i) {
      visit(i, length, points[i]);
    }
  }
}

}  // namespace cgt::end_nim
